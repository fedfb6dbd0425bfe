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
 * (quoted items may hold commas). Text without brackets is read as a comma-separated list.
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
  for (const match of inner.matchAll(/\s*(?:'([^']*)'|"([^"]*)"|([^,]+))/g)) {
    names.push(match[1] ?? match[2] ?? match[3] ?? '');
  }
  return cleanTags(names);
}
