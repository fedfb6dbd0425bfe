/**
 * The limit on a page sent as the browser rendered it (docs/EXTENSION.md, "What it sends"), shared
 * by the server that refuses a larger one and the extension that then sends the URL alone.
 */

/** The largest capture kept: 5 MB of UTF-8. */
export const MAX_CAPTURE_BYTES = 5 * 1024 * 1024;

/** The refusal (v3 X-Error) for a larger capture: the extension retries without the HTML on it. */
export const CAPTURE_TOO_LARGE = "The page's HTML is larger than 5 MB.";
