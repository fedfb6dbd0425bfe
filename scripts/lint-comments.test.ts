/**
 * Comments cite documents in this repository (CONTRIBUTING.md, "Comments cite documents in this
 * repository"): eslint.config.js's `comments/in-repository` rule fails lint, with a message that
 * says what to do instead, for each way an outside citation is written, in every folder it covers;
 * in-repository citations, ordinary words and code outside comments pass. The snippets are virtual
 * files, so type-aware parsing is switched off for them; the rule does not need types.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { markupComments, outsideCitation } from './eslint/comment-citations.js';

const root = resolve(import.meta.dirname, '..');
const RULE = 'comments/in-repository';
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({
    cwd: root,
    overrideConfig: [{ files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked }],
  });
});

/** The rule's messages (and any parse failure) for `code` linted as `filePath`. */
async function citationErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === RULE || m.fatal)
    .map((m) => ({ rule: m.ruleId ?? 'fatal', line: m.line, message: m.message }));
}

const outside = [
  '// Pocket sends this field (pocket-api.md §1.9).',
  '/** The lineup ids of /work/shared/reference/pocket-api.md. */',
  '// As the peers do (peers.md).',
  '// The stack is fixed (DESIGN.md §3).',
  '// See ../shared/DESIGN.md for the contract.',
  '// Named as code-style-anchors.md asks.',
  '// The rule of /work/shared/spec/000.txt.',
  '/** Spec §9: modals close after 75 ms. */',
  '// The reader (spec §3 "Related corpus recommendation").',
  '// Debounced by 100 ms (spec).',
  '// The spec says 1000 ms.',
  '// In the order the specification lists them.',
  '// Loaded on first use (issue 19).',
  '// Recommendable items (Issue #18).',
  '/* Works around https://github.com/some/library/issues/1234 until it is fixed. */',
];

const inRepository = [
  '// Pocket sends this field (docs/POCKET-COMPATIBILITY.md §1.9).',
  '/** docs/PRODUCT.md §9: modals close after 75 ms. */',
  '// Measured in bench/README.md "Performance sitting".',
  '// The contract is docs/DESIGN.md, if the repository ever has one.',
  '// The fixture pages are read from ../shared/fixtures/articles.',
  '// The issue here is ordering, not speed: two issues of one feed may share a date.',
  '// A field spec names its type (FieldSpec).',
];

describe('comments/in-repository in eslint.config.js', () => {
  for (const comment of outside) {
    it(`rejects ${comment}`, async () => {
      const errors = await citationErrors('src/server/saves/archive.service.ts', `${comment}\n`);
      expect(errors).toEqual([
        {
          rule: RULE,
          line: 1,
          message: expect.stringContaining(
            'Comments cite documents in this repository: name the docs/ file and section',
          ),
        },
      ]);
    });
  }

  it('allows in-repository citations and ordinary words', async () => {
    const errors = await citationErrors(
      'src/server/saves/archive.service.ts',
      `${inRepository.join('\n')}\n`,
    );
    expect(errors).toEqual([]);
  });

  it('reads comments only, not strings or names in code', async () => {
    const errors = await citationErrors(
      'src/web/lib/breakpoints.test.ts',
      "const spec = 'pocket-api.md';\nexport const issue19 = `the spec says ${spec}`;\n",
    );
    expect(errors).toEqual([]);
  });

  for (const file of [
    'src/web/features/saves/components/bulk-bar.tsx',
    'src/common/topics.ts',
    'e2e/saves.e2e.ts',
    'bench/memory.bench.ts',
    'scripts/dev.mjs',
    'extension/src/options.ts',
  ]) {
    it(`holds in ${file}`, async () => {
      const errors = await citationErrors(file, '// First load (issue 19).\nexport {};\n');
      expect(errors.map((e) => e.rule)).toEqual([RULE]);
    });
  }
});

describe('comments in stylesheets and HTML (ESLint reads neither)', () => {
  it('finds an outside citation in a CSS or HTML comment', () => {
    const css = '.a { color: red; }\n/* Spec §9: modals close after 75 ms. */\n';
    const html = '<main><!-- as pocket-api.md says --></main>';
    expect(markupComments(css).map(outsideCitation)).toEqual(['Spec §']);
    expect(markupComments(html).map(outsideCitation)).toEqual(['pocket-api.md']);
  });

  it('none in src/ (migrations are exempt)', () => {
    const files = execFileSync('git', ['ls-files', 'src/**/*.css', 'src/**/*.html'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      markupComments(readFileSync(resolve(root, file), 'utf8'))
        .map(outsideCitation)
        .filter(Boolean)
        .map((cited) => `${file}: "${cited}" — cite a docs/ file and section instead`),
    );
    expect(found).toEqual([]);
  });
});
