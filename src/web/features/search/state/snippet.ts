/**
 * Search snippets (docs/PRODUCT.md §3 "Search result": searchHighlights.title / fullText). The
 * server wraps each match in `<em>…</em>` and HTML-escapes everything else; this turns such a
 * string into plain-text segments, marking which are matches. Only `<em>` and `</em>` are markup:
 * any other tag, escaped or not, stays text, so a page can never inject HTML through its title or
 * body.
 */

export interface SnippetSegment {
  text: string;
  match: boolean;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the entities an HTML escaper produces (named basics and numeric references). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const hex = name[1] === 'x' || name[1] === 'X';
      const code = Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Splits a snippet on its `<em>` tags. Unbalanced tags are forgiving: a stray `</em>` is dropped,
 * an unclosed `<em>` marks the rest. Adjacent segments of the same kind are merged and empty ones
 * dropped.
 */
export function parseSnippet(snippet: string | null | undefined): SnippetSegment[] {
  if (!snippet) return [];
  const segments: SnippetSegment[] = [];
  let match = false;
  for (const part of snippet.split(/(<\/?em>)/i)) {
    const lower = part.toLowerCase();
    if (lower === '<em>') {
      match = true;
      continue;
    }
    if (lower === '</em>') {
      match = false;
      continue;
    }
    const text = decodeEntities(part);
    if (!text) continue;
    const last = segments.at(-1);
    if (last && last.match === match) last.text += text;
    else segments.push({ text, match });
  }
  return segments;
}

/** The snippet as plain text (for labels and comparisons). */
export function snippetText(snippet: string | null | undefined): string {
  return parseSnippet(snippet)
    .map((segment) => segment.text)
    .join('');
}
