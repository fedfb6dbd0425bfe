/**
 * A tiny HTTP server for end-to-end tests: serves the real-world article fixtures of
 * /work/shared/fixtures/articles and a few special pages. Listens on 127.0.0.1 on a free port, so
 * the app under test must run with ALLOW_PRIVATE_FETCH=1 to fetch from it.
 *
 * - `/articles/<name>/` → `<fixtures>/<name>/source.html` (text/html; charset=utf-8)
 * - `/xss.html`         → a hostile but readable page (scripts, event handlers, javascript: links)
 * - `/arabic.html`      → an Arabic article with dir="rtl" and no lang (the reader must find "ar")
 * - `/image.png`        → an 800×600 solid-colour PNG
 * - `/slow`             → never answers (for timeouts)
 * - `/missing`          → 404
 */
import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const FIXTURES_DIR = resolve(ROOT, '..', 'shared', 'fixtures', 'articles');

export interface FixtureServer {
  /** The absolute URL of `path` on this server (e.g. `url('/articles/001/')`). */
  url(path: string): string;
  close(): Promise<void>;
}

const PARAGRAPH =
  'This paragraph is ordinary article text, long enough for a readability extractor to treat the ' +
  'page as an article. It talks about gardens, rivers and the slow work of writing things down ' +
  'so that they can be read again later, in a quieter moment, without distractions.';

/** A hostile page: every classic script-injection vector, plus enough text to be readable. */
export const XSS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>A perfectly innocent article</title>
<script>window.__xss = 1;</script>
<script src="http://evil.invalid/evil.js"></script>
</head>
<body onload="window.__xss=1">
<article>
<h1>A perfectly innocent article</h1>
<p>${PARAGRAPH} <a href="javascript:window.__xss=1">Click me</a> for more.</p>
<p>${PARAGRAPH} <img src="x" onerror="window.__xss=1" alt="broken"></p>
<script>window.__xss=1</script>
<p>${PARAGRAPH}</p>
<iframe src="http://evil.invalid/"></iframe>
<p>${PARAGRAPH} <svg onload="window.__xss=1"><circle r="4"></circle></svg></p>
<p>${PARAGRAPH} <a href="https://example.com/" onclick="window.__xss=1">A normal link</a>.</p>
<p>${PARAGRAPH}</p>
<form action="javascript:window.__xss=1"><input name="q" onfocus="window.__xss=1" autofocus></form>
<p style="background:url(javascript:window.__xss=1)">${PARAGRAPH}</p>
</article>
</body>
</html>
`;

const ARABIC_PARAGRAPH =
  'القراءة عادة جميلة تفتح للإنسان أبواب المعرفة وتساعده على فهم العالم من حوله. يقرأ الناس ' +
  'الكتب والمقالات في أوقات فراغهم، ويحفظون ما يريدون قراءته لاحقا في مكان هادئ بعيدا عن الضجيج.';

/** An Arabic article: dir="rtl" on <html>, no lang (found from its letters), a Latin word inside. */
export const ARABIC_TITLE = 'القراءة البطيئة في عصر Internet';
export const ARABIC_PAGE = `<!doctype html>
<html dir="rtl">
<head><meta charset="utf-8"><title>${ARABIC_TITLE}</title></head>
<body><article><h1>${ARABIC_TITLE}</h1>
<p class="byline">أحمد علي، سارة حسن</p>
${Array.from({ length: 8 }, () => `<p>${ARABIC_PARAGRAPH}</p>`).join('\n')}
</article></body></html>
`;

let pngBytes: Promise<Buffer> | null = null;
function png(): Promise<Buffer> {
  pngBytes ??= sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 64, g: 128, b: 176 } },
  })
    .png()
    .toBuffer();
  return pngBytes;
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer) {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

export async function startFixtureServer(): Promise<FixtureServer> {
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    void (async () => {
      try {
        const article = /^\/articles\/([A-Za-z0-9_.-]+)\/?$/.exec(path);
        if (article && article[1] && !article[1].includes('..')) {
          const html = await readFile(join(FIXTURES_DIR, article[1], 'source.html')).catch(
            () => null,
          );
          if (html) return send(res, 200, 'text/html; charset=utf-8', html);
          return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
        }
        switch (path) {
          case '/xss.html':
            return send(res, 200, 'text/html; charset=utf-8', XSS_PAGE);
          case '/arabic.html':
            return send(res, 200, 'text/html; charset=utf-8', ARABIC_PAGE);
          case '/image.png':
            return send(res, 200, 'image/png', await png());
          case '/slow':
            return; // Never answers; the socket is destroyed on close().
          default:
            return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
        }
      } catch (error) {
        send(res, 500, 'text/plain; charset=utf-8', String(error));
      }
    })();
  });
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
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: (path: string) => `${origin}${path.startsWith('/') ? path : `/${path}`}`,
    close: () =>
      new Promise<void>((resolveClose) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolveClose());
      }),
  };
}
