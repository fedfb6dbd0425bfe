/** Spec §9: a free account highlights at most 3 passages per article; premium is unlimited. */
export const FREE_HIGHLIGHT_LIMIT = 3;

/** The server's own limits on a highlight (schema.graphql, CreateHighlightInput). */
export const MAX_QUOTE_LENGTH = 10_000;
export const MAX_NOTE_LENGTH = 10_000;

/** True when a free account may not add another highlight to this article. */
export const atFreeLimit = (count: number, premium: boolean): boolean =>
  !premium && count >= FREE_HIGHLIGHT_LIMIT;
