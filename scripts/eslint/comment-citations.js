// ---- Comments cite documents in this repository (CONTRIBUTING.md, "Conventions") ----
// A newcomer has only the repository: a comment that names a file outside it, the product spec,
// an issue number or an issue tracker's thread sends them nowhere. Each pattern is one way such a
// citation is written; a quoted section title of a file here (`bench/README.md "Performance
// sitting"`), docs/DESIGN.md and the fixture pages' folder (../shared/fixtures, data the tests
// read, not a document) pass. scripts/lint-comments.test.ts lints each pattern.
export const OUTSIDE_CITATIONS = [
  /\bpocket-api\.md\b/,
  /\bpeers\.md\b/,
  /(?<!docs\/)\bDESIGN\.md\b/,
  /\bcode-style-anchors\b/,
  /\bshared\/(?:spec|reference)\b/,
  /\bspec(?:ification)? §/i,
  /\(spec(?:ification)?\b/i,
  /\bthe spec(?:ification)?\b/i,
  /\bissues? #?\d+/i,
  /\bgithub\.com\/[\w.-]+\/[\w.-]+\/(?:issues|pull|discussions)\/\d+/i,
];
/** The first outside citation in a comment's text, or null. */
export const outsideCitation = (text) => {
  for (const pattern of OUTSIDE_CITATIONS) {
    const match = pattern.exec(text);
    if (match) return match[0];
  }
  return null;
};

/** Comments of a stylesheet or an HTML page (ESLint reads neither). */
export const markupComments = (source) =>
  [...source.matchAll(/\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->/g)].map((m) => m[0]);

export const commentCitationRules = {
  'in-repository': {
    meta: {
      type: 'problem',
      schema: [],
      messages: {
        outside:
          'This comment cites "{{cited}}", which is outside the repository. Comments cite documents in this repository: name the docs/ file and section that holds the rule (docs/POCKET-COMPATIBILITY.md §1.9, docs/API.md, docs/PRODUCT.md §5, bench/README.md …), adding the fact there if it is missing, or state the fact itself.',
      },
    },
    create(context) {
      return {
        Program() {
          for (const comment of context.sourceCode.getAllComments()) {
            const cited = outsideCitation(comment.value);
            if (cited) context.report({ loc: comment.loc, messageId: 'outside', data: { cited } });
          }
        },
      };
    },
  },
};
