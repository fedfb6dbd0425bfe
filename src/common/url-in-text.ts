/**
 * The link in shared text: a phone's share sheet often puts the page's address in `text`, among
 * other words ("Look at this https://… great", "Title — https://…"). Used by the /save page (the
 * web app's share target) and by any client that gets text rather than a URL. Only http(s) links
 * count; what is found still goes through the save rules (url-rules.ts) before it is saved.
 */

/** Shared text longer than this is not searched past this point (a URL sits near the start). */
export const MAX_SHARED_TEXT_SCANNED = 10_000;

// A link runs until white space or a character that never ends a link unencoded: ASCII and
// typographic quotes, angle brackets, and CJK punctuation (text in those languages puts no space
// around a link). The look-behind keeps "xhttp://" inside a word from counting.
const LINK =
  /(?<![a-z0-9+.-])https?:\/\/[^\s<>"'`“”‘’«»‹›「」『』【】《》〈〉（）。，、！？；：…]+/iu;

const TRAILING_PUNCTUATION = /[.,;:!?*_~]+$/u;
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}

/**
 * Drops what ends a sentence rather than the link: trailing punctuation, and a closing bracket
 * the link does not open ("(see https://a.example/x)" ends at x; "…/Foo_(bar)" keeps its ")").
 */
function trimEnd(link: string): string {
  let result = link;
  for (;;) {
    const before = result;
    result = result.replace(TRAILING_PUNCTUATION, '');
    const last = result.at(-1);
    const opener = last === undefined ? undefined : CLOSERS[last];
    if (opener !== undefined && count(result, last!) > count(result, opener)) {
      result = result.slice(0, -1);
    }
    if (result === before) return result;
  }
}

/** The first http(s) link in `text`, as written there (trimmed of sentence punctuation), or null. */
export function firstUrlInText(text: string | null | undefined): string | null {
  if (!text) return null;
  const match = LINK.exec(text.slice(0, MAX_SHARED_TEXT_SCANNED));
  if (!match) return null;
  const link = trimEnd(match[0]);
  // "https://" alone, or followed only by punctuation, is no link.
  return /^https?:\/\/[^/?#]+/i.test(link) ? link : null;
}
