/**
 * Tag lists as import files write them: joined with "|" (Pocket CSV) or "," (Pocket HTML,
 * Netscape, Raindrop), JSON arrays (Instapaper, Omnivore), `[a,b]` (Omnivore CSV) and Python-looking
 * `['a', 'b']` (Readwise). Names are kept as given, only trimmed; the import service normalises them.
 */

/** Trimmed, non-empty names without duplicates, in first-seen order. */
export function cleanTags(names: readonly unknown[]): string[] {
  const seen = new Set<string>();
  for (const name of names) {
    if (typeof name !== 'string') continue;
    const trimmed = name.trim();
    if (trimmed) seen.add(trimmed);
  }
  return [...seen];
}

/** Names joined with one separator ("a|b", "a, b"). */
export function splitTags(value: string | undefined, separator: string): string[] {
  return value ? cleanTags(value.split(separator)) : [];
}

/**
 * A bracketed list: a JSON array (`["a","b"]`), or the tolerant forms `[a,b]` and `['a', 'b']`
 * (quoted items may hold commas, and quotes escaped with a backslash: Python writes `'tag\'s'`).
 * Text without brackets is read as a comma-separated list.
 */
export function parseTagList(value: string | undefined): string[] {
  const text = value?.trim();
  if (!text) return [];
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return cleanTags(parsed);
    } catch {
      // Not JSON: read it with the tokenizer below.
    }
  }
  const inner = text.replace(/^\[/, '').replace(/\]$/, '');
  const names: string[] = [];
  // A quoted item runs to its closing quote, past backslash-escaped ones (`\'`, `\"`, `\\`).
  for (const match of inner.matchAll(/\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|([^,]+))/g)) {
    const quoted = match[1] ?? match[2];
    names.push(
      quoted === undefined
        ? (match[3] ?? '').replace(/\\(['"])/g, '$1')
        : quoted.replace(/\\(.)/g, '$1'),
    );
  }
  return cleanTags(names);
}
