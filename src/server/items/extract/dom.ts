/**
 * Server DOMs for extraction: parses a page with linkedom (fast, default) or jsdom, and owns the one
 * shared jsdom window that DOMPurify sanitises in (DOMPurify does nothing on linkedom: it lacks
 * `document.implementation`, so DOMPurify reports itself unsupported and returns its input as is).
 */
import type { DOMWindow, VirtualConsole } from 'jsdom';
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

let sanitizerWindow: DOMWindow | undefined;

/** The jsdom window DOMPurify runs in, created once per process (about 30 ms) and reused. */
export function getSanitizerWindow(): DOMWindow {
  sanitizerWindow ??= new (loadJsdom().JSDOM)(
    '<!doctype html><html><head></head><body></body></html>',
    { virtualConsole: quietConsole() },
  ).window;
  return sanitizerWindow;
}
