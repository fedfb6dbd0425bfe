// fetchPage end to end against fixture servers on loopback: the guard, redirects, HTTP errors,
// time limits. Every URL here points at 127.0.0.0/8 or ::1; nothing leaves this machine.
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPage, fetchPageVia } from './fetch-page.js';
import type { TestServer } from './fetch-test-server.js';
import { failure, startTestServer } from './fetch-test-server.js';
import { createGuardedAgent } from './guarded-agent.js';

const html = (response: ServerResponse, body: string, status = 200) => {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(body);
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    const hops = Number(url.searchParams.get('n') ?? 0);
    switch (url.pathname) {
      case '/page':
        return html(response, `<title>Hi</title><p>UA=${request.headers['user-agent'] ?? ''}`);
      case '/a':
        response.writeHead(301, { location: '/b?x=1' }); // relative
        return response.end();
      case '/b':
        response.writeHead(302, { location: `http://127.0.0.1:${server.port}/c` });
        return response.end('moved');
      case '/c':
        response.writeHead(307, { location: 'page#section' });
        return response.end();
      case '/chain':
        response.writeHead(hops > 0 ? 302 : 200, { location: `/chain?n=${hops - 1}` });
        return response.end(hops > 0 ? '' : 'end of chain');
      case '/to-ftp':
        response.writeHead(302, { location: 'ftp://127.0.0.1/file' });
        return response.end();
      case '/no-location':
        response.writeHead(302);
        return response.end();
      case '/status':
        return html(response, `status ${hops}`, hops);
      case '/hang':
        return; // never answers
      case '/trickle': {
        response.writeHead(200, { 'content-type': 'text/plain' });
        const timer = setInterval(() => response.write('.'), 50);
        response.on('close', () => clearInterval(timer));
        return;
      }
      default:
        response.writeHead(404);
        return response.end('not found');
    }
  });
});
afterAll(() => server.close());

describe('fetchPage', () => {
  it('fetches a loopback page with allowPrivate', async () => {
    const page = await fetchPage(`${server.url}/page`, { allowPrivate: true });
    expect(page).toMatchObject({
      url: `${server.url}/page`,
      finalUrl: `${server.url}/page`,
      redirects: [],
      status: 200,
      contentType: 'text/html',
      charset: 'utf-8',
    });
    expect(page.text).toContain('UA=Mozilla/5.0 (compatible; Satchel/0.1;');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  describe('refuses loopback without allowPrivate, before any request', () => {
    it.each(['127.0.0.1', 'localhost', '2130706433', '0x7f.1', '127.1', '[::ffff:127.0.0.1]'])(
      'http://%s',
      async (host) => {
        const before = server.connections;
        const error = await failure(fetchPage(`http://${host}:${server.port}/page`));
        expect(error).toMatchObject({ kind: 'BLOCKED_ADDRESS', permanent: true });
        expect(server.connections).toBe(before);
      },
    );

    it('http://[::1] (when this machine has IPv6 loopback)', async () => {
      let v6: TestServer;
      try {
        v6 = await startTestServer((_request, response) => html(response, 'v6'), '::1');
      } catch {
        return; // no ::1 here; the pure guard tests still cover it
      }
      try {
        expect((await fetchPage(`${v6.url}/`, { allowPrivate: true })).text).toBe('v6');
        const error = await failure(fetchPage(`${v6.url}/`));
        expect(error.kind).toBe('BLOCKED_ADDRESS');
        expect(v6.connections).toBe(1);
      } finally {
        await v6.close();
      }
    });

    it('a name that resolves to loopback, reported as a name that does not exist', async () => {
      const before = server.connections;
      const resolve = async () => ['127.0.0.1'];
      const error = await failure(fetchPage(`http://blog.test:${server.port}/page`, { resolve }));
      expect(error).toMatchObject({ kind: 'NETWORK', permanent: true });
      expect(error.message).not.toMatch(/refused/i);
      expect(server.connections).toBe(before);
    });
  });

  it('follows redirects and reports each hop', async () => {
    const page = await fetchPage(`${server.url}/a#top`, { allowPrivate: true });
    expect(page.redirects).toEqual([
      `${server.url}/b?x=1#top`,
      `${server.url}/c#top`,
      `${server.url}/page#section`,
    ]);
    expect(page.finalUrl).toBe(`${server.url}/page#section`);
    expect(page.url).toBe(`${server.url}/a#top`);
    expect(page.text).toContain('<title>Hi</title>');
  });

  it('follows 10 redirects but not 11', async () => {
    const ten = await fetchPage(`${server.url}/chain?n=10`, { allowPrivate: true });
    expect(ten.redirects).toHaveLength(10);
    expect(ten.text).toBe('end of chain');
    const error = await failure(fetchPage(`${server.url}/chain?n=11`, { allowPrivate: true }));
    expect(error).toMatchObject({ kind: 'TOO_MANY_REDIRECTS', permanent: true });
    const limited = await failure(
      fetchPage(`${server.url}/chain?n=3`, { allowPrivate: true, maxRedirects: 2 }),
    );
    expect(limited.kind).toBe('TOO_MANY_REDIRECTS');
  });

  it('refuses redirects to other schemes, and 3xx without Location', async () => {
    const ftp = await failure(fetchPage(`${server.url}/to-ftp`, { allowPrivate: true }));
    expect(ftp).toMatchObject({ kind: 'INVALID_URL', permanent: true });
    const bare = await failure(fetchPage(`${server.url}/no-location`, { allowPrivate: true }));
    expect(bare).toMatchObject({ kind: 'HTTP_ERROR', status: 302, permanent: true });
  });

  it.each(['not a url', '/relative', 'ftp://127.0.0.1/', 'file:///etc/passwd', 'javascript:1'])(
    'refuses %j as an invalid URL',
    async (url) => {
      expect(await failure(fetchPage(url))).toMatchObject({ kind: 'INVALID_URL', permanent: true });
    },
  );

  it.each([
    'ftp://ada:hunter2-hunter2@files.example/report.pdf?token=9f8e7d6c5b4a',
    'not a url?access_token=9f8e7d6c5b4a&page=2',
  ])('names %j in its message without the credentials, for the job log', async (url) => {
    const error = await failure(fetchPage(url));
    expect(error.kind).toBe('INVALID_URL');
    expect(error.message).not.toMatch(/hunter2|9f8e7d6c5b4a/);
    expect(error.message).toContain('[redacted]');
  });

  it.each([
    [404, true],
    [410, true],
    [401, true],
    [408, false],
    [429, false],
    [500, false],
    [503, false],
  ])('reports HTTP %i as HTTP_ERROR, permanent: %s', async (status, permanent) => {
    const error = await failure(
      fetchPage(`${server.url}/status?n=${status}`, { allowPrivate: true }),
    );
    expect(error).toMatchObject({ kind: 'HTTP_ERROR', status, permanent });
  });

  it('reports a refused connection as a final NETWORK error, saying so', async () => {
    const closed = await startTestServer(() => undefined);
    const url = `${closed.url}/`;
    await closed.close();
    const error = await failure(fetchPage(url, { allowPrivate: true }));
    expect(error).toMatchObject({ kind: 'NETWORK', permanent: true });
    expect(error.message).toMatch(/refused the connection/);
  });

  it('reports a name that does not exist as a final NETWORK error, saying so', async () => {
    const resolve = () =>
      Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }));
    const error = await failure(fetchPage('http://no-such-site.test/', { resolve }));
    expect(error).toMatchObject({ kind: 'NETWORK', permanent: true });
    expect(error.message).toBe('no-such-site.test does not exist (DNS: ENOTFOUND)');
  });

  it('answers .invalid names at once, without asking DNS, even with allowPrivate', async () => {
    let asked = 0;
    const resolve = () => {
      asked += 1;
      return Promise.resolve(['127.0.0.1']);
    };
    const error = await failure(
      fetchPage('http://nothing.invalid/page', { resolve, allowPrivate: true }),
    );
    expect(error).toMatchObject({ kind: 'NETWORK', permanent: true });
    expect(error.message).toMatch(/nothing\.invalid does not exist/);
    expect(asked).toBe(0);
  });

  it('keeps a resolver that cannot answer now (EAI_AGAIN) retryable', async () => {
    const resolve = () =>
      Promise.reject(Object.assign(new Error('getaddrinfo EAI_AGAIN'), { code: 'EAI_AGAIN' }));
    const error = await failure(fetchPage('http://flaky-dns.test/', { resolve }));
    expect(error).toMatchObject({ kind: 'NETWORK', permanent: false });
  });

  it.each(['/hang', '/trickle'])('times out on %s within totalTimeoutMs', async (path) => {
    const started = Date.now();
    const error = await failure(
      fetchPage(`${server.url}${path}`, { allowPrivate: true, totalTimeoutMs: 300 }),
    );
    expect(error).toMatchObject({ kind: 'TIMEOUT', permanent: false });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('times out when DNS never answers', async () => {
    const resolve = () => new Promise<string[]>(() => undefined);
    const error = await failure(
      fetchPage('http://slow-dns.test/', { resolve, connectTimeoutMs: 200, totalTimeoutMs: 5_000 }),
    );
    expect(error).toMatchObject({ kind: 'TIMEOUT', permanent: false });
  });
});

// Every hop is checked at connect time. To show a redirect from an allowed host to a refused one
// end to end without leaving loopback, this test swaps only the address classification: it
// treats 127.0.0.1 as "public" and everything else as not. Resolution, pinning and the per-hop
// connect check are the real ones; the real classification is tested in ssrf-guard.test.ts.
describe('a redirect to a non-public address is refused at that hop', () => {
  let internal: TestServer;
  let entry: TestServer;
  beforeAll(async () => {
    internal = await startTestServer((_request, response) => html(response, 'secret'), '127.0.0.2');
    entry = await startTestServer((request, response) => {
      response.writeHead(302, { location: decodeURIComponent(request.url?.slice(1) ?? '') });
      response.end();
    });
  });
  afterAll(async () => {
    await internal.close();
    await entry.close();
  });

  const resolve = async (name: string) =>
    ({ 'public.test': ['127.0.0.1'], 'internal.test': ['127.0.0.2'] })[name] ?? [];

  async function viaTestPolicy(target: string) {
    const agent = createGuardedAgent({ resolve, isPublic: (address) => address === '127.0.0.1' });
    try {
      return await fetchPageVia(
        agent,
        `http://public.test:${entry.port}/${encodeURIComponent(target)}`,
      );
    } finally {
      await agent.destroy();
    }
  }

  it.each([
    ['a name resolving to it', () => `http://internal.test:${internal.port}/`, 'NETWORK'],
    ['its IP literal', () => `http://127.0.0.2:${internal.port}/`, 'BLOCKED_ADDRESS'],
    ['localhost', () => `http://localhost:${internal.port}/`, 'BLOCKED_ADDRESS'],
  ])('%s', async (_label, target, kind) => {
    const requestsBefore = entry.requests;
    const connectionsBefore = internal.connections;
    const error = await failure(viaTestPolicy(target()));
    expect(error).toMatchObject({ kind, permanent: true });
    expect(entry.requests).toBe(requestsBefore + 1); // the first hop was allowed and answered
    expect(internal.connections).toBe(connectionsBefore);
  });

  it('while the same redirect reaches the server when the guard allows it', async () => {
    const page = await fetchPage(`${entry.url}/${encodeURIComponent(`${internal.url}/`)}`, {
      allowPrivate: true,
    });
    expect(page.text).toBe('secret');
    expect(page.redirects).toEqual([`${internal.url}/`]);
  });
});
