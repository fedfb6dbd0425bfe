/**
 * The page as the user sees it: the tab's rendered HTML (after its scripts ran, with what a login
 * shows), read with chrome.scripting. The server extracts and sanitises it like fetched HTML.
 */
// The server's limit (docs/EXTENSION.md): larger pages are saved by URL and fetched by Satchel.
import { MAX_CAPTURE_BYTES } from '../../../src/common/capture-rules.js';

function readRenderedHtml(): string {
  return document.documentElement.outerHTML;
}

/** The tab's HTML, or null when the browser does not let extensions read it or it is too big. */
export async function captureHtml(tabId: number): Promise<string | null> {
  try {
    const [frame] = await chrome.scripting.executeScript({
      target: { tabId },
      func: readRenderedHtml,
    });
    const html: unknown = frame?.result;
    if (typeof html !== 'string' || html.length > MAX_CAPTURE_BYTES) return null;
    return new TextEncoder().encode(html).length > MAX_CAPTURE_BYTES ? null : html;
  } catch {
    // Store pages, PDFs, error pages, pages of other extensions: saved by their URL alone.
    return null;
  }
}
