/**
 * The "Save to Satchel" bookmarklet: a javascript: URL that opens `<origin>/save?url=…&title=…`
 * in a small window, or goes there in the same tab when a popup blocker stops the window.
 *
 * It only calls window.open (or sets location): a page's Content-Security-Policy governs what the
 * page loads and runs (scripts, frames, connections), not the windows a bookmark opens, so it
 * works on pages with `default-src 'none'`. It injects nothing into the page and sends nothing
 * from it: the save is made by Satchel's own page, with its own session.
 */

/** The popup's size: the /save page is laid out to fit it. */
export const POPUP_WIDTH = 520;
export const POPUP_HEIGHT = 600;

/** Titles are cut to this many UTF-16 units (the server keeps fewer characters anyway). */
const MAX_TITLE = 500;

/**
 * The bookmarklet's script (ES5: it runs on any page, in any browser that runs bookmarklets).
 * Control characters are taken out of the title, as Satchel refuses them in any query string.
 */
export function bookmarkletScript(origin: string): string {
  const base = JSON.stringify(`${origin.replace(/\/+$/, '')}/save?url=`);
  const features = JSON.stringify(
    `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},resizable=yes,scrollbars=yes`,
  );
  return [
    '(function(){',
    'var l=window.location,',
    't=String(document.title||"").replace(/[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]/g,"")',
    `.slice(0,${MAX_TITLE}),`,
    `u=${base}+encodeURIComponent(l.href)+"&title="+encodeURIComponent(t),`,
    `w=window.open(u+"&popup=1","satchel_save",${features});`,
    'if(!w){l.href=u;}',
    '})();void 0',
  ].join('');
}

/** The bookmark's address: `javascript:` and the script, percent-encoded so it survives a drag. */
export function bookmarkletUrl(origin: string): string {
  return `javascript:${encodeURIComponent(bookmarkletScript(origin))}`;
}
