/**
 * Server DOMs for extraction: parses a page with linkedom (fast, default) or jsdom. The article is
 * sanitised in the same DOM it was parsed into (sanitize.ts), so no other DOM is needed.
 */
import type { VirtualConsole } from 'jsdom';
import { loadJsdom, loadLinkedom } from './dom-libraries.js';

/** Which DOM implementation parses the page for Readability and metadata. */
export type DomKind = 'linkedom' | 'jsdom';

/** The DOM implementation used when the caller does not choose (see docs/DECISIONS.md). */
export const DEFAULT_DOM: DomKind = 'linkedom';

let silent: VirtualConsole | undefined;

/** A silent console: jsdom reports CSS it cannot parse, which is noise for us. */
function quietConsole(): VirtualConsole {
  silent ??= new (loadJsdom().VirtualConsole)();
  return silent;
}

/**
 * Parses a whole HTML page into a Document of the chosen implementation; call `dispose()` when done. Scripts never run and no
 * sub-resources are loaded (jsdom's defaults; linkedom never does either). With jsdom the
 * document knows its URL (so `baseURI` honours `<base href>`); with linkedom it does not, and
 * callers resolve URLs themselves (see urls.ts).
 */
export function parsePage(
  html: string,
  url: string,
  kind: DomKind,
): { document: Document; dispose(): void } {
  if (kind === 'jsdom') {
    const { window } = new (loadJsdom().JSDOM)(html, { url, virtualConsole: quietConsole() });
    // Closing releases the window's timers and event loop hooks; without it memory grows per page.
    return { document: window.document, dispose: () => window.close() };
  }
  return { document: loadLinkedom().parseHTML(html).document, dispose: () => undefined };
}
