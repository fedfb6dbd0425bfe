/**
 * The context sent with a new share link (docs/PRODUCT.md §5: "Share context is built only if a
 * quote or a note exists. The note is included only when non-empty; the quote is sent as a list of
 * quotes"). Quotes are at most 300 characters (docs/POCKET-COMPATIBILITY.md §2.8 Max300CharString):
 * a longer one is cut at a word boundary with an ellipsis here, so the person sees what gets
 * shared.
 */

export const MAX_SHARE_QUOTE_LENGTH = 300;

export interface ShareContext {
  note?: string;
  highlights?: { quotes: string[] };
}

/** `quote` cut to at most MAX_SHARE_QUOTE_LENGTH characters, ending in "…" when cut. */
export function clipQuote(quote: string): string {
  const text = quote.trim().replace(/\s+/g, ' ');
  if (text.length <= MAX_SHARE_QUOTE_LENGTH) return text;
  const room = text.slice(0, MAX_SHARE_QUOTE_LENGTH - 1);
  // Prefer a word boundary in the last fifth, else cut mid-word.
  const space = room.lastIndexOf(' ');
  const cut = space > MAX_SHARE_QUOTE_LENGTH * 0.8 ? room.slice(0, space) : room;
  return `${cut.trimEnd()}…`;
}

/** The createShareLink `context` for a quote and/or a note; null when there is neither. */
export function buildShareContext(
  quote?: string | null,
  note?: string | null,
): ShareContext | null {
  const cleanQuote = quote?.trim() ? clipQuote(quote) : null;
  const cleanNote = note?.trim() || null;
  if (!cleanQuote && !cleanNote) return null;
  return {
    ...(cleanNote ? { note: cleanNote } : {}),
    ...(cleanQuote ? { highlights: { quotes: [cleanQuote] } } : {}),
  };
}
