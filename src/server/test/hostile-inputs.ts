/**
 * The largest, most awkward inputs one user can send, as an outside probe sent them: an OPML of
 * thousands of outlines, a feed of tens of thousands of entries, a page of deeply nested `<div>`s
 * and a deeply nested bookmarks file. Shared by the fairness tests and bench/hostile-neighbours.
 * Each is generated, so the test or bench chooses its size.
 */

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An OPML 2.0 document of `count` feed outlines (about 90 bytes each), `feedUrl(i)` for each. */
export function opmlWithOutlines(count: number, feedUrl: (index: number) => string): string {
  const outlines = Array.from(
    { length: count },
    (_, index) =>
      `    <outline type="rss" text="Feed ${index}" xmlUrl="${escapeXml(feedUrl(index))}"/>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<opml version="2.0">',
    '  <head><title>Many feeds</title></head>',
    '  <body>',
    '  <outline text="Everything">',
    ...outlines,
    '  </outline>',
    '  </body>',
    '</opml>',
  ].join('\n');
}

/**
 * An RSS 2.0 feed of `count` entries, newest first, each linking `entryUrl(i)` and carrying its
 * own full text in `content:encoded`.
 */
export function rssWithEntries(count: number, entryUrl: (index: number) => string): string {
  const start = Date.UTC(2026, 0, 1);
  const items = Array.from({ length: count }, (_, index) => {
    const url = escapeXml(entryUrl(index));
    const published = new Date(start - index * 60_000).toUTCString();
    return `<item><title>Entry ${index}</title><link>${url}</link><guid>${url}</guid><pubDate>${published}</pubDate><description>Entry ${index} of many.</description><content:encoded><![CDATA[<p>The text of entry ${index}.</p>]]></content:encoded></item>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>',
    '<title>A very long feed</title><link>http://example.com/</link><description>Many entries</description>',
    ...items,
    '</channel></rss>',
  ].join('\n');
}

/** An HTML page of about `bytes` bytes that is one chain of nested `<div>`s with text inside. */
export function nestedDivsPage(bytes: number): string {
  const open = '<div class="n"><p>x</p>';
  const depth = Math.max(1, Math.floor(bytes / (open.length + '</div>'.length)));
  return `<!doctype html><html><head><title>Nested</title></head><body>${open.repeat(depth)}${'</div>'.repeat(depth)}</body></html>`;
}

/** The first lines of a Netscape bookmark file, as browsers write them. */
const BOOKMARKS_HEADER = [
  '<!DOCTYPE NETSCAPE-Bookmark-file-1>',
  '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">',
  '<TITLE>Bookmarks</TITLE>',
  '<H1>Bookmarks</H1>',
].join('\n');

/**
 * Netscape bookmark HTML of about `bytes` bytes: folders nested in folders, each holding one
 * bookmark (`bookmarkUrl(i)`), as deep as the size allows.
 */
export function nestedBookmarksHtml(bytes: number, bookmarkUrl: (index: number) => string): string {
  const header = BOOKMARKS_HEADER;
  const levels: string[] = [];
  let size = header.length;
  for (let index = 0; size < bytes; index += 1) {
    const level = `<DL><p><DT><H3>Folder ${index}</H3><DT><A HREF="${escapeXml(bookmarkUrl(index))}" ADD_DATE="1700000000">Bookmark ${index}</A>`;
    levels.push(level);
    size += level.length + '</DL><p>'.length;
  }
  return `${header}\n${levels.join('\n')}\n${'</DL><p>'.repeat(levels.length)}`;
}

/**
 * Netscape bookmark HTML of about `bytes` bytes that an import takes: a folder `depth` levels
 * deep holding one bookmark after another (`bookmarkUrl(i)`), as browsers export a large library.
 */
export function largeBookmarksHtml(
  bytes: number,
  bookmarkUrl: (index: number) => string,
  depth = 5,
): string {
  const header = BOOKMARKS_HEADER;
  const folders = Array.from(
    { length: depth },
    (_, level) => `<DT><H3>Folder ${level}</H3>\n<DL><p>`,
  );
  const lines: string[] = [];
  let size = header.length + folders.join('').length;
  for (let index = 0; size < bytes; index += 1) {
    const line = `<DT><A HREF="${escapeXml(bookmarkUrl(index))}" ADD_DATE="1700000000">Bookmark ${index}</A>`;
    lines.push(line);
    size += line.length + 1;
  }
  return `${header}\n<DL><p>\n${folders.join('\n')}\n${lines.join('\n')}\n${'</DL><p>\n'.repeat(depth + 1)}`;
}
