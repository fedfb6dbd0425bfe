/**
 * Matches marked in search results, for the saves search (search.service.ts) and corpus search
 * (discovery/search/corpus-search.service.ts) alike: PostgreSQL's ts_headline marks each match
 * with private-use characters, and the service turns them into <em>…</em>, everything else
 * HTML-escaped, so no text of a page reaches the client as markup.
 */

/** Marks of matches in ts_headline output (private-use characters, made HTML by markedHtml). */
export const MATCH_START = '\uE000';
export const MATCH_STOP = '\uE001';
export const FRAGMENT_SEPARATOR = '\uE002';

const MARKS = `StartSel=${MATCH_START}, StopSel=${MATCH_STOP}`;
/** ts_headline options for a short field (a title, an excerpt): all of it, every match marked. */
export const WHOLE_FIELD_HEADLINE = `HighlightAll=true, ${MARKS}`;
/** ts_headline options for an article's text: two snippets of 12 to 30 words around matches. */
export const SNIPPETS_HEADLINE = `MaxFragments=2, MaxWords=30, MinWords=12, FragmentDelimiter=${FRAGMENT_SEPARATOR}, ${MARKS}`;

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/&#38;/g, '&amp;');

/** ts_headline output → HTML: escaped, with the match marks as <em>; null without a match. */
export function markedHtml(text: string | null): string | null {
  if (!text || !text.includes(MATCH_START)) return null;
  return escapeHtml(text.replace(/\s+/g, ' ').trim())
    .replaceAll(MATCH_START, '<em>')
    .replaceAll(MATCH_STOP, '</em>');
}

/** The snippets of SNIPPETS_HEADLINE output that hold a match, as HTML; null when none does. */
export function markedSnippets(text: string | null): string[] | null {
  const snippets = (text ?? '')
    .split(FRAGMENT_SEPARATOR)
    .map(markedHtml)
    .filter((snippet): snippet is string => snippet !== null);
  return snippets.length ? snippets : null;
}
