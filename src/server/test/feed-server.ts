/**
 * A loopback feed server for the feeds tests, e2e and benches (docs/FEEDS.md). Serves the real
 * article fixtures of ../shared/fixtures/articles at /articles/<name>/ and feeds built from them,
 * in every format, with validators (ETag, Last-Modified) and 304 answers to conditional GETs. Every
 * request is recorded with its conditional headers, so tests can assert "the second poll sent
 * If-None-Match and got 304". Listens on 127.0.0.1, port 0: the app must allow private fetches.
 *
 * Routes (see FEED_PATHS):
 * - /feeds/rss.xml, /feeds/atom.xml, /feeds/feed.json: RSS 2.0, Atom, JSON Feed of fixture articles
 *   (Chinese, Japanese, Czech, French, quotes and ampersands; the JSON Feed adds an Arabic page at
 *   /pages/arabic.html)
 * - /feeds/missing.xml → 404; /feeds/moved.xml → 301 to rss.xml; /feeds/found.xml → 302 to atom.xml
 * - /site/ → HTML linking an RSS and an Atom alternate; /plain/ → no alternates, but /plain/feed
 * - /nothing/ → an article page with no feed anywhere
 * - /feeds/broken.xml → malformed XML; /feeds/huge.xml → a 20 MB RSS feed
 * - /feeds/ttl.xml (<ttl>120</ttl>), /feeds/max-age.xml (Cache-Control: max-age=7200),
 *   /feeds/limited.xml (429, Retry-After: 3600), /feeds/unavailable.xml (503, Retry-After: 1800)
 * - /feeds/big.xml → 500 entries pointing at generated pages /generated/<n>.html
 * - /feeds/fallback.xml → an entry whose page 404s but whose feed carries the full content
 * - /feeds/subscriptions.opml → OPML 2.0 with folders, naming feeds of this server
 * - /many/<n>.xml → N distinct small feeds that answer 304 to a conditional GET (the poll bench)
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { FIXTURES_DIR, fixtureMetadata } from './fixture-pages.js';

export const FEED_PATHS = {
  rss: '/feeds/rss.xml',
  atom: '/feeds/atom.xml',
  json: '/feeds/feed.json',
  missing: '/feeds/missing.xml',
  moved: '/feeds/moved.xml',
  found: '/feeds/found.xml',
  site: '/site/',
  plainSite: '/plain/',
  plainSiteFeed: '/plain/feed',
  nothing: '/nothing/',
  broken: '/feeds/broken.xml',
  huge: '/feeds/huge.xml',
  ttl: '/feeds/ttl.xml',
  maxAge: '/feeds/max-age.xml',
  limited: '/feeds/limited.xml',
  unavailable: '/feeds/unavailable.xml',
  big: '/feeds/big.xml',
  fallback: '/feeds/fallback.xml',
  opml: '/feeds/subscriptions.opml',
} as const;

/** The path of the n-th of the many small feeds (the 1,000-feed poll bench). */
export function manyFeedPath(n: number): string {
  return `/many/${n}.xml`;
}

/** One entry of a served feed. `url` is a path on this server or an absolute URL. */
export interface FixtureEntry {
  id: string;
  url: string | null;
  title: string;
  summary: string;
  contentHtml?: string;
  author?: string;
  categories?: string[];
  published: Date;
}

/** A request the server received. */
export interface RecordedRequest {
  method: string;
  path: string;
  ifNoneMatch: string | null;
  ifModifiedSince: string | null;
  accept: string | null;
  status: number;
}

export interface FeedServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  url(path: string): string;
  /** Requests received for `path` (without query), oldest first. */
  requests(path: string): RecordedRequest[];
  /** Every request received, oldest first. */
  allRequests(): RecordedRequest[];
  /** The entries currently in the feed at `path` (rss, atom, json, ttl, max-age, fallback …). */
  entries(path: string): FixtureEntry[];
  /** Adds an entry at the top of the feed at `path`: a new ETag and Last-Modified. */
  addEntry(path: string, entry: Partial<FixtureEntry> & { title: string; url: string }): void;
  /** Makes `path` answer `status` from now on (with optional headers), until `recover`. */
  failWith(path: string, status: number, headers?: Record<string, string>): void;
  recover(path: string): void;
  close(): Promise<void>;
}

type Format = 'rss' | 'atom' | 'json';

interface ServedFeed {
  format: Format;
  title: string;
  entries: FixtureEntry[];
  version: number;
  modified: Date;
  headers?: Record<string, string>;
  ttlMinutes?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const BASE_DATE = Date.UTC(2026, 9, 1, 9, 0, 0);

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** An entry for a fixture article, dated `daysAgo` days before 2026-10-01. */
function articleEntry(name: string, index: number): FixtureEntry {
  const meta = fixtureMetadata(name);
  return {
    id: `urn:satchel-fixture:${name}`,
    url: `/articles/${name}/`,
    title: meta.title || name,
    summary: meta.excerpt ?? '',
    ...(meta.byline ? { author: meta.byline.replace(/\s+/g, ' ').trim() } : {}),
    categories: meta.lang ? [`lang:${meta.lang}`] : [],
    published: new Date(BASE_DATE - index * DAY_MS),
  };
}

const RSS_ARTICLES = ['bbc-1', 'buzzfeed-1', 'qq', 'yahoo-4', 'heise', 'breitbart'];
// rtl-1 is a right-to-left (Hebrew) page.
const ATOM_ARTICLES = ['nytimes-1', 'lemonde-1', 'aktualne', 'theverge', 'rtl-1'];
const JSON_ARTICLES = ['ars-1', 'cnet', 'dropbox-blog'];

function abs(origin: string, url: string): string {
  return url.startsWith('/') ? origin + url : url;
}

function renderRss(feed: ServedFeed, origin: string, selfPath: string): string {
  const items = feed.entries.map((entry, index) =>
    [
      '<item>',
      `<title>${escapeXml(entry.title)}</title>`,
      // The first entry's link stays relative on purpose: readers resolve it against the feed.
      entry.url
        ? `<link>${escapeXml(index === 0 ? entry.url : abs(origin, entry.url))}</link>`
        : '',
      `<guid isPermaLink="false">${escapeXml(entry.id)}</guid>`,
      `<description>${escapeXml(entry.summary)}</description>`,
      entry.contentHtml
        ? `<content:encoded><![CDATA[${entry.contentHtml}]]></content:encoded>`
        : '',
      entry.author ? `<dc:creator>${escapeXml(entry.author)}</dc:creator>` : '',
      ...(entry.categories ?? []).map((c) => `<category>${escapeXml(c)}</category>`),
      `<pubDate>${entry.published.toUTCString()}</pubDate>`,
      '</item>',
    ]
      .filter(Boolean)
      .join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(feed.title)}</title>`,
    `<link>${origin}/</link>`,
    `<atom:link href="${origin}${selfPath}" rel="self" type="application/rss+xml"/>`,
    '<description>Articles from the Satchel fixture collection</description>',
    '<language>en</language>',
    `<image><url>${origin}/icon.png</url><title>${escapeXml(feed.title)}</title><link>${origin}/</link></image>`,
    feed.ttlMinutes ? `<ttl>${feed.ttlMinutes}</ttl>` : '',
    items.join('\n'),
    '</channel></rss>',
  ].join('\n');
}

function renderAtom(feed: ServedFeed, origin: string, selfPath: string): string {
  const entries = feed.entries.map((entry) =>
    [
      '<entry>',
      `<title>${escapeXml(entry.title)}</title>`,
      entry.url
        ? `<link rel="alternate" type="text/html" href="${escapeXml(abs(origin, entry.url))}"/>`
        : '',
      `<id>${escapeXml(entry.id)}</id>`,
      `<updated>${entry.published.toISOString()}</updated>`,
      `<published>${entry.published.toISOString()}</published>`,
      `<summary>${escapeXml(entry.summary)}</summary>`,
      entry.contentHtml ? `<content type="html">${escapeXml(entry.contentHtml)}</content>` : '',
      entry.author ? `<author><name>${escapeXml(entry.author)}</name></author>` : '',
      ...(entry.categories ?? []).map((c) => `<category term="${escapeXml(c)}"/>`),
      '</entry>',
    ]
      .filter(Boolean)
      .join(''),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr" xml:base="${origin}/">`,
    `<title>${escapeXml(feed.title)}</title>`,
    '<subtitle>Nouvelles du monde — in several languages</subtitle>',
    `<link rel="alternate" type="text/html" href="${origin}/"/>`,
    `<link rel="self" href="${origin}${selfPath}"/>`,
    `<id>${origin}${selfPath}</id>`,
    `<icon>${origin}/icon.png</icon>`,
    `<updated>${feed.modified.toISOString()}</updated>`,
    entries.join('\n'),
    '</feed>',
  ].join('\n');
}

function renderJson(feed: ServedFeed, origin: string, selfPath: string): string {
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: feed.title,
    home_page_url: `${origin}/`,
    feed_url: `${origin}${selfPath}`,
    description: 'A JSON Feed of fixture articles',
    icon: `${origin}/icon.png`,
    language: 'en-US',
    items: feed.entries.map((entry) => ({
      id: entry.id,
      ...(entry.url ? { url: abs(origin, entry.url) } : {}),
      title: entry.title,
      summary: entry.summary,
      ...(entry.contentHtml ? { content_html: entry.contentHtml } : {}),
      ...(entry.author ? { authors: [{ name: entry.author }] } : {}),
      tags: entry.categories ?? [],
      date_published: entry.published.toISOString(),
    })),
  });
}

const CONTENT_TYPES: Record<Format, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
};

function render(feed: ServedFeed, origin: string, path: string): string {
  if (feed.format === 'rss') return renderRss(feed, origin, path);
  if (feed.format === 'atom') return renderAtom(feed, origin, path);
  return renderJson(feed, origin, path);
}

function etagOf(path: string, feed: ServedFeed): string {
  return `"${path.replace(/\W+/g, '-').replace(/^-/, '')}-v${feed.version}"`;
}

const PARAGRAPH =
  'This generated article exists so that a feed with many entries points at real pages. It ' +
  'talks about rivers, gardens and the patient work of reading things later, in a quieter ' +
  'moment, with enough words that a readability extractor treats the page as an article.';

function generatedPage(n: number): string {
  const title = `Generated article number ${n}: notes, “quotes” & more`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeXml(title)}</title></head>
<body><article><h1>${escapeXml(title)}</h1>
${Array.from({ length: 6 }, (_, i) => `<p>${PARAGRAPH} (${n}.${i})</p>`).join('\n')}
</article></body></html>`;
}

/** A right-to-left article (the fixtures have no RTL title): Arabic, with a Latin word. */
export const ARABIC_TITLE = 'القراءة البطيئة في عصر Internet: «ملاحظات»';
const ARABIC_PARAGRAPH =
  'القراءة عادة جميلة تفتح للإنسان أبواب المعرفة وتساعده على فهم العالم من حوله. يقرأ الناس ' +
  'الكتب والمقالات في أوقات فراغهم، ويحفظون ما يريدون قراءته لاحقا في مكان هادئ بعيدا عن الضجيج.';
const ARABIC_PAGE = `<!doctype html><html dir="rtl" lang="ar"><head><meta charset="utf-8"><title>${ARABIC_TITLE}</title></head>
<body><article><h1>${ARABIC_TITLE}</h1>
${Array.from({ length: 8 }, () => `<p>${ARABIC_PARAGRAPH}</p>`).join('\n')}
</article></body></html>`;

function htmlPage(title: string, head: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeXml(title)}</title>${head}</head><body>${body}</body></html>`;
}

/** The 20 MB feed, built once per process. */
let hugeFeed: Buffer | null = null;
function huge(origin: string): Buffer {
  if (!hugeFeed) {
    const filler = 'x'.repeat(2000);
    const items: string[] = [];
    for (let i = 0; items.length * 2100 < 20 * 1024 * 1024; i++) {
      items.push(
        `<item><title>Huge ${i}</title><link>/generated/${i}.html</link><guid>huge-${i}</guid><description>${filler}</description></item>`,
      );
    }
    hugeFeed = Buffer.from(
      `<?xml version="1.0"?><rss version="2.0"><channel><title>Huge</title><link>${origin}/</link>${items.join('')}</channel></rss>`,
    );
  }
  return hugeFeed;
}

function opml(origin: string): string {
  const outline = (title: string, path: string) =>
    `<outline type="rss" text="${escapeXml(title)}" title="${escapeXml(title)}" xmlUrl="${origin}${path}" htmlUrl="${origin}/"/>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<opml version="2.0"><head><title>Subscriptions from the fixture server</title></head><body>',
    '<outline text="News &amp; Politics" title="News &amp; Politics">',
    outline('World news (RSS)', FEED_PATHS.rss),
    outline('Le monde — Atom', FEED_PATHS.atom),
    '</outline>',
    '<outline text="Tech" title="Tech">',
    outline('JSON tech', FEED_PATHS.json),
    outline('A feed that is gone', FEED_PATHS.missing),
    '</outline>',
    outline('Not really a feed', FEED_PATHS.broken),
    outline('日本語のフィード', FEED_PATHS.ttl),
    '</body></opml>',
  ].join('\n');
}

export async function startFeedServer(): Promise<FeedServer> {
  const feeds = new Map<string, ServedFeed>();
  const failing = new Map<string, { status: number; headers: Record<string, string> }>();
  const log: RecordedRequest[] = [];
  let origin = '';

  const modified = new Date(BASE_DATE);
  feeds.set(FEED_PATHS.rss, {
    format: 'rss',
    title: 'Fixture News & “Friends”',
    entries: [
      // A relative link and a date in the future: resolved, and clamped to now.
      { ...articleEntry('la-nacion', 0), published: new Date(Date.UTC(2099, 0, 1)) },
      ...RSS_ARTICLES.map((name, i) => articleEntry(name, i + 1)),
      // No link at all: skipped by readers.
      {
        id: 'no-link',
        url: null,
        title: 'An entry without a link',
        summary: '',
        published: new Date(BASE_DATE - 9 * DAY_MS),
      },
    ],
    version: 1,
    modified,
  });
  feeds.set(FEED_PATHS.atom, {
    format: 'atom',
    title: 'Le monde et ailleurs',
    entries: ATOM_ARTICLES.map((name, i) => articleEntry(name, i)),
    version: 1,
    modified,
  });
  feeds.set(FEED_PATHS.json, {
    format: 'json',
    title: 'JSON Tech Digest',
    entries: [
      ...JSON_ARTICLES.map((name, i) => articleEntry(name, i)),
      {
        id: 'arabic-1',
        url: '/pages/arabic.html',
        title: ARABIC_TITLE,
        summary: ARABIC_PARAGRAPH,
        author: 'أحمد علي',
        categories: ['ثقافة'],
        published: new Date(BASE_DATE - 5 * DAY_MS),
      },
    ],
    version: 1,
    modified,
  });
  feeds.set(FEED_PATHS.plainSiteFeed, {
    format: 'rss',
    title: 'Plain site feed',
    entries: ['salon-1', 'wordpress'].map((name, i) => articleEntry(name, i)),
    version: 1,
    modified,
  });
  feeds.set(FEED_PATHS.ttl, {
    format: 'rss',
    title: 'A feed with a ttl',
    entries: ['msn'].map((name, i) => articleEntry(name, i)),
    version: 1,
    modified,
    ttlMinutes: 120,
  });
  feeds.set(FEED_PATHS.maxAge, {
    format: 'atom',
    title: 'A feed with max-age',
    entries: ['cnet'].map((name, i) => articleEntry(name, i)),
    version: 1,
    modified,
    headers: { 'cache-control': 'public, max-age=7200' },
  });
  feeds.set(FEED_PATHS.fallback, {
    format: 'rss',
    title: 'Feed with full content',
    entries: [
      {
        id: 'fallback-1',
        url: '/gone/article-1.html',
        title: 'Full content in the feed — « la page » is gone',
        summary: 'The page of this entry answers 404; the feed carries the article.',
        contentHtml: `<h1>Full content in the feed</h1>${Array.from({ length: 6 }, (_, i) => `<p>${PARAGRAPH} Feed content paragraph ${i}.</p>`).join('')}<script>alert(1)</script>`,
        published: new Date(BASE_DATE),
      },
    ],
    version: 1,
    modified,
  });
  feeds.set(FEED_PATHS.big, {
    format: 'rss',
    title: 'Five hundred entries',
    entries: Array.from({ length: 500 }, (_, i) => ({
      id: `big-${i}`,
      url: `/generated/${i}.html`,
      title: `Generated article number ${i}: notes, “quotes” & more`,
      summary: `${PARAGRAPH} (${i})`,
      contentHtml: `<p>${PARAGRAPH}</p><p>${PARAGRAPH}</p>`,
      categories: ['generated', `batch-${i % 10}`],
      published: new Date(BASE_DATE - i * 60 * 60 * 1000),
    })),
    version: 1,
    modified,
  });

  const sockets = new Set<Socket>();

  function serveFeed(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    feed: ServedFeed,
  ): number {
    const etag = etagOf(path, feed);
    const lastModified = feed.modified.toUTCString();
    const headers = { etag, 'last-modified': lastModified, ...feed.headers };
    const inm = req.headers['if-none-match'];
    const ims = req.headers['if-modified-since'];
    const unchanged =
      inm !== undefined
        ? inm.split(/\s*,\s*/).includes(etag)
        : ims !== undefined && Date.parse(ims) >= feed.modified.getTime() - 999;
    if (unchanged) {
      res.writeHead(304, headers);
      res.end();
      return 304;
    }
    const body = render(feed, origin, path);
    res.writeHead(200, {
      ...headers,
      'content-type': CONTENT_TYPES[feed.format],
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
    return 200;
  }

  function send(
    res: ServerResponse,
    status: number,
    type: string,
    body: string | Buffer,
    headers: Record<string, string> = {},
  ): number {
    res.writeHead(status, {
      'content-type': type,
      'content-length': Buffer.byteLength(body),
      ...headers,
    });
    res.end(body);
    return status;
  }

  function route(req: IncomingMessage, res: ServerResponse, path: string): number {
    const failure = failing.get(path);
    if (failure)
      return send(
        res,
        failure.status,
        'text/plain',
        `failing with ${failure.status}`,
        failure.headers,
      );
    const feed = feeds.get(path);
    if (feed) return serveFeed(req, res, path, feed);
    const article = /^\/articles\/([\w.-]+)\/$/.exec(path);
    if (article) {
      const file = join(FIXTURES_DIR, article[1]!, 'source.html');
      if (!article[1]!.includes('..') && existsSync(file)) {
        return send(res, 200, 'text/html; charset=utf-8', readFileSync(file));
      }
      return send(res, 404, 'text/plain', 'not found');
    }
    const generated = /^\/generated\/(\d+)\.html$/.exec(path);
    if (generated)
      return send(res, 200, 'text/html; charset=utf-8', generatedPage(Number(generated[1])));
    const many = /^\/many\/(\d+)\.xml$/.exec(path);
    if (many) {
      const n = Number(many[1]);
      let feed = feeds.get(path);
      if (!feed) {
        feed = {
          format: 'rss',
          title: `Small feed ${n}`,
          entries: [
            {
              id: `many-${n}`,
              url: `/generated/${n}.html`,
              title: `Generated article number ${n}`,
              summary: PARAGRAPH,
              published: new Date(BASE_DATE),
            },
          ],
          version: 1,
          modified,
        };
        feeds.set(path, feed);
      }
      return serveFeed(req, res, path, feed);
    }
    switch (path) {
      case '/pages/arabic.html':
        return send(res, 200, 'text/html; charset=utf-8', ARABIC_PAGE);
      case FEED_PATHS.missing:
        return send(res, 404, 'text/plain', 'Not found');
      case FEED_PATHS.moved:
        return send(res, 301, 'text/plain', 'moved', { location: FEED_PATHS.rss });
      case FEED_PATHS.found:
        return send(res, 302, 'text/plain', 'found', { location: `${origin}${FEED_PATHS.atom}` });
      case FEED_PATHS.site:
        return send(
          res,
          200,
          'text/html; charset=utf-8',
          htmlPage(
            'A site with two feeds',
            `<link rel="alternate" type="application/rss+xml" title="Fixture News (RSS)" href="${FEED_PATHS.rss}">` +
              `<link rel="alternate" type="application/atom+xml" title="Le monde (Atom)" href="${origin}${FEED_PATHS.atom}">` +
              '<link rel="alternate" hreflang="fr" href="/fr/">',
            `<p>${PARAGRAPH}</p>`,
          ),
        );
      case FEED_PATHS.plainSite:
        return send(
          res,
          200,
          'text/html; charset=utf-8',
          htmlPage('A plain site', '', `<p>${PARAGRAPH}</p>`),
        );
      case FEED_PATHS.nothing:
        return send(
          res,
          200,
          'text/html; charset=utf-8',
          htmlPage('No feed here', '', `<article><p>${PARAGRAPH}</p></article>`),
        );
      case FEED_PATHS.broken:
        return send(
          res,
          200,
          'application/rss+xml',
          '<?xml version="1.0"?><rss version="2.0"><channel><title>Broken & <item><title>oops</channel></rs',
        );
      case FEED_PATHS.huge:
        return send(res, 200, 'application/rss+xml', huge(origin));
      case FEED_PATHS.limited:
        return send(res, 429, 'text/plain', 'slow down', { 'retry-after': '3600' });
      case FEED_PATHS.unavailable:
        return send(res, 503, 'text/plain', 'maintenance', { 'retry-after': '1800' });
      case FEED_PATHS.opml:
        return send(res, 200, 'text/x-opml; charset=utf-8', opml(origin));
      default:
        return send(res, 404, 'text/plain', 'not found');
    }
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const header = (name: string) => {
      const value = req.headers[name];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    };
    let status: number;
    try {
      status = route(req, res, path);
    } catch (error) {
      status = send(res, 500, 'text/plain', String(error));
    }
    log.push({
      method: req.method ?? 'GET',
      path,
      ifNoneMatch: header('if-none-match'),
      ifModifiedSince: header('if-modified-since'),
      accept: header('accept'),
      status,
    });
  });
  server.keepAliveTimeout = 10_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolveListen());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  origin = `http://127.0.0.1:${port}`;

  function feedAt(path: string): ServedFeed {
    const feed = feeds.get(path);
    if (!feed) throw new Error(`No feed is served at ${path}`);
    return feed;
  }

  return {
    origin,
    url: (path) => `${origin}${path.startsWith('/') ? path : `/${path}`}`,
    requests: (path) => log.filter((request) => request.path === path),
    allRequests: () => [...log],
    entries: (path) => [...feedAt(path).entries],
    addEntry(path, entry) {
      const feed = feedAt(path);
      feed.version += 1;
      // Last-Modified has whole seconds: move it forward at least one.
      feed.modified = new Date(Math.max(Date.now(), feed.modified.getTime() + 1000));
      feed.entries.unshift({
        id: entry.id ?? `added-${feed.version}-${entry.url}`,
        summary: '',
        published: new Date(),
        ...entry,
      });
    },
    failWith(path, status, headers = {}) {
      failing.set(path, { status, headers });
    },
    recover(path) {
      failing.delete(path);
    },
    close: () =>
      new Promise<void>((resolveClose) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolveClose());
      }),
  };
}
