/**
 * The limit on a page sent as the browser rendered it (docs/EXTENSION.md, "What it sends"), shared
 * by the server that refuses a larger one and the extension that then sends the URL alone.
 */

/** The largest capture kept: 5 MB of UTF-8. */
export const MAX_CAPTURE_BYTES = 5 * 1024 * 1024;

/** The refusal (v3 X-Error) for a larger capture: the extension retries without the HTML on it. */
export const CAPTURE_TOO_LARGE = "The page's HTML is larger than 5 MB.";

/**
 * Captures one user may send a minute: each is extracted in one of the server's two extraction
 * threads, so a flood of them would hold both (docs/DECISIONS.md "Fairness between users").
 * Saving by hand is a few a minute; saving by URL has no such cap.
 */
export const CAPTURES_PER_MINUTE = 10;

/** The refusal past the cap (v3 X-Error, GraphQL message). */
export const TOO_MANY_CAPTURES = `You have sent ${CAPTURES_PER_MINUTE} pages as rendered HTML in the last minute. Wait a minute, or save the link without its HTML.`;
