// fetchPage's body handling against a loopback fixture server: size limits (declared, chunked,
// decompressed), content codings, content types and charsets of real non-UTF-8 pages.
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPage } from './fetch-page.js';
import type { TestServer } from './fetch-test-server.js';
import { failure, startTestServer } from './fetch-test-server.js';

const bytes = (...values: number[]) => Buffer.from(values);
const ascii = (text: string) => Buffer.from(text, 'latin1');

// "Привет, мир" in windows-1251; "日本語" in Shift_JIS; "Café" in ISO-8859-1; "한국어" in EUC-KR.
const CP1251 = bytes(0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2, 0x2c, 0x20, 0xec, 0xe8, 0xf0);
const SJIS = bytes(0x93, 0xfa, 0x96, 0x7b, 0x8c, 0xea);
const LATIN1 = bytes(0x43, 0x61, 0x66, 0xe9);
const EUCKR = bytes(0xc7, 0xd1, 0xb1, 0xb9, 0xbe, 0xee);
const PNG = Buffer.concat([
  bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  Buffer.alloc(32),
]);
const PDF = ascii('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n');
const HTML = ascii(
  '<!doctype html><html><head><title>Compressed</title></head><body>ok</body></html>',
);

type Fixture = { headers: Record<string, string>; body: Buffer | Buffer[] };
const FIXTURES: Record<string, Fixture> = {
  '/cp1251': {
    headers: { 'content-type': 'text/html; charset=windows-1251' },
    body: Buffer.concat([ascii('<html><body><p>'), CP1251, ascii('</p></body></html>')]),
  },
  '/sjis-meta': {
    headers: { 'content-type': 'text/html' },
    body: Buffer.concat([
      ascii('<html><head><meta charset="Shift_JIS"><title>'),
      SJIS,
      ascii('</title>'),
    ]),
  },
  '/latin1-http-equiv': {
    headers: { 'content-type': 'text/html' },
    body: Buffer.concat([
      ascii('<html><head><meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">'),
      ascii('</head><body>'),
      LATIN1,
      ascii('</body></html>'),
    ]),
  },
  '/euckr-header-quoted': {
    headers: { 'content-type': 'text/plain; charset="EUC-KR"' },
    body: EUCKR,
  },
  '/undeclared-latin1': { headers: { 'content-type': 'text/html' }, body: LATIN1 },
  '/png': { headers: { 'content-type': 'image/png' }, body: PNG },
  '/pdf': { headers: { 'content-type': 'Application/PDF; name=x.pdf' }, body: PDF },
  '/untyped-html': { headers: {}, body: HTML },
  '/json': { headers: { 'content-type': 'application/ld+json' }, body: ascii('{"a":"\xc3\xa9"}') },
  '/gzip': {
    headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' },
    body: gzipSync(HTML),
  },
  '/br': {
    headers: { 'content-type': 'text/html', 'content-encoding': 'br' },
    body: brotliCompressSync(HTML),
  },
  '/deflate': {
    headers: { 'content-type': 'text/html', 'content-encoding': 'deflate' },
    body: deflateSync(HTML),
  },
  '/deflate-raw': {
    headers: { 'content-type': 'text/html', 'content-encoding': 'deflate' },
    body: deflateRawSync(HTML),
  },
  '/gzip-then-br': {
    headers: { 'content-type': 'text/html', 'content-encoding': 'gzip, br' },
    body: brotliCompressSync(gzipSync(HTML)),
  },
  '/corrupt-gzip': {
    headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' },
    body: ascii('this is not gzip at all'),
  },
  // 2 000 bytes, declared.
  '/declared-large': { headers: { 'content-type': 'text/plain' }, body: Buffer.alloc(2_000, 'a') },
  // 5 000 bytes in 50 chunks, no Content-Length (chunked).
  '/chunked-large': {
    headers: { 'content-type': 'text/plain' },
    body: Array(50).fill(Buffer.alloc(100, 'b')),
  },
  // 8 MB of zeros gzipped to ~8 KB: a bomb against a 1 MB limit.
  '/gzip-bomb': {
    headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' },
    body: gzipSync(Buffer.alloc(8 * 1024 * 1024), { level: 9 }),
  },
  '/br-bomb': {
    headers: { 'content-type': 'text/html', 'content-encoding': 'br' },
    body: brotliCompressSync(Buffer.alloc(8 * 1024 * 1024)),
  },
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const fixture = FIXTURES[request.url ?? ''];
    if (!fixture) {
      response.writeHead(404);
      return response.end();
    }
    const { headers, body } = fixture;
    if (Array.isArray(body)) {
      response.writeHead(200, headers); // no Content-Length: chunked
      for (const chunk of body) response.write(chunk);
      return response.end();
    }
    response.writeHead(200, { ...headers, 'content-length': String(body.length) });
    response.end(body);
  });
});
afterAll(() => server.close());

const get = (path: string, maxBytes?: number) =>
  fetchPage(`${server.url}${path}`, { allowPrivate: true, ...(maxBytes ? { maxBytes } : {}) });

describe('charsets', () => {
  it.each([
    ['/cp1251', 'windows-1251', 'Привет, мир'],
    ['/sjis-meta', 'shift_jis', '日本語'],
    ['/latin1-http-equiv', 'windows-1252', 'Café'],
    ['/euckr-header-quoted', 'euc-kr', '한국어'],
    ['/undeclared-latin1', 'windows-1252', 'Café'],
    ['/json', 'utf-8', '{"a":"é"}'],
  ])('decodes %s as %s', async (path, charset, expected) => {
    const page = await get(path);
    expect(page.charset).toBe(charset);
    expect(page.text).toContain(expected);
  });
});

describe('content types', () => {
  it.each([
    ['/png', 'image/png', PNG],
    ['/pdf', 'application/pdf', PDF],
  ])('reports %s as %s with raw bytes and no text', async (path, contentType, body) => {
    const page = await get(path);
    expect(page).toMatchObject({ contentType, text: null, charset: null });
    expect(page.body.equals(body)).toBe(true);
  });

  it('sniffs HTML when the server sends no Content-Type', async () => {
    const page = await get('/untyped-html');
    expect(page.contentType).toBe('text/html');
    expect(page.text).toContain('<title>Compressed</title>');
  });
});

describe('content codings', () => {
  it.each(['/gzip', '/br', '/deflate', '/deflate-raw', '/gzip-then-br'])(
    'undoes %s',
    async (path) => {
      const page = await get(path);
      expect(page.body.equals(HTML)).toBe(true);
      expect(page.text).toContain('<title>Compressed</title>');
    },
  );

  it('reports a corrupt compressed body as a NETWORK error', async () => {
    expect(await failure(get('/corrupt-gzip'))).toMatchObject({ kind: 'NETWORK' });
  });
});

describe('size limit', () => {
  it('refuses a declared Content-Length over maxBytes', async () => {
    const error = await failure(get('/declared-large', 1_000));
    expect(error).toMatchObject({ kind: 'TOO_LARGE', permanent: true });
    expect(error.message).toContain('2000 bytes');
  });

  it('stops a chunked body once it passes maxBytes', async () => {
    expect(await failure(get('/chunked-large', 1_000))).toMatchObject({ kind: 'TOO_LARGE' });
    expect((await get('/chunked-large', 5_000)).body).toHaveLength(5_000);
  });

  it.each(['/gzip-bomb', '/br-bomb'])('stops %s when it inflates past maxBytes', async (path) => {
    expect(FIXTURES[path]?.body.length).toBeLessThan(64 * 1024);
    const error = await failure(get(path, 1024 * 1024));
    expect(error).toMatchObject({ kind: 'TOO_LARGE', permanent: true });
  });
});
