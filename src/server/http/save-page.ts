/**
 * The /save page's permission to save at once (docs/PRODUCT.md §10.9 "/save links"). Another
 * site can send a browser to /save?url=… without the user doing anything (a script setting
 * location, a meta refresh); only the navigation's Fetch Metadata, which the browser sets and a
 * page cannot, tells that apart from a click. The server reads it and writes the answer into the
 * page it serves, as `<meta name="satchel-save" content="at-once|confirm">`; the page shows a Save
 * button when it says confirm (docs/DECISIONS.md "Saving from /save links").
 */
import type { IncomingHttpHeaders } from 'node:http';

export const SAVE_PATH = '/save';
/** The meta tag's name; the web client reads it (src/web/features/save-link/state/save-permission.ts). */
export const SAVE_PERMISSION_META = 'satchel-save';

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * At once for a navigation the user made (`Sec-Fetch-User: ?1`: a click, the bookmarklet's
 * window), one from Satchel's own pages (`same-origin`) or from the browser itself (`none`: the
 * address bar, a bookmark, the installed app's share target). Anything else, and a browser that
 * sends no Fetch Metadata, asks first.
 */
export function savesAtOnce(headers: IncomingHttpHeaders): boolean {
  const site = header(headers, 'sec-fetch-site');
  if (site === 'same-origin' || site === 'none') return true;
  return header(headers, 'sec-fetch-user') === '?1';
}

/** Whether a request path is the /save page (with or without a query). */
export function isSavePage(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path === SAVE_PATH || path === `${SAVE_PATH}/`;
}

/** The page's HTML with the permission written into its head. */
export function withSavePermission(html: string, atOnce: boolean): string {
  const meta = `<meta name="${SAVE_PERMISSION_META}" content="${atOnce ? 'at-once' : 'confirm'}">`;
  return html.includes('</head>') ? html.replace('</head>', `${meta}</head>`) : `${meta}${html}`;
}
