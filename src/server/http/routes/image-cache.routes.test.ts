import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageCacheUrl, THUMBNAIL } from '../../../common/image-cache-url.js';
import { ImageCacheService } from '../../images/image-cache.service.js';
import {
  brightObjectImage,
  photoJpeg,
  startFixtureServer,
  type FixtureServer,
} from '../../images/image-fixtures.js';
import { LocalFileStorage } from '../../storage/local-file-storage.js';
import { registerErrorHandling } from '../errors.js';
import { imageCacheRoutes } from './image-cache.routes.js';

let root: string;
let server: FixtureServer;

async function appWith(allowPrivate: boolean): Promise<FastifyInstance> {
  const images = new ImageCacheService({
    storage: new LocalFileStorage(join(root, `files-${allowPrivate}`)),
    allowPrivate,
    totalTimeoutMs: 400,
  });
  const app = Fastify();
  registerErrorHandling(app);
  await app.register(imageCacheRoutes(images));
  await app.ready();
  return app;
}

let app: FastifyInstance;
let guarded: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'satchel-image-route-'));
  server = await startFixtureServer({
    '/photo.jpg': { contentType: 'image/jpeg', body: await photoJpeg(1600, 1200, 11) },
    '/scene.png': { contentType: 'image/png', body: await brightObjectImage(1600, 1200) },
    '/page.html': { contentType: 'text/html', body: '<!doctype html><p>not an image</p>' },
  });
  app = await appWith(true);
  guarded = await appWith(false);
});
afterAll(async () => {
  await app.close();
  await guarded.close();
  await server.close();
  await rm(root, { recursive: true, force: true });
});

const q = (params: Record<string, string>) => `/image-cache?${new URLSearchParams(params)}`;

describe('GET /image-cache', () => {
  it('serves the URLs src/common/image-cache-url.ts builds, with long-lived caching headers', async () => {
    const url = imageCacheUrl(server.url('/photo.jpg'), THUMBNAIL)!;
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 600, 450]);
  });

  it('defaults to JPEG, crops w×h with focal=1 and answers webp and png', async () => {
    const base = { url: server.url('/scene.png'), w: '240' };
    const cases = [
      [{ ...base }, 'jpeg', 240, 180],
      [{ ...base, h: '240', focal: '1' }, 'jpeg', 240, 240],
      [{ ...base, h: '100', fmt: 'webp' }, 'webp', 240, 100],
      [{ ...base, fmt: 'png' }, 'png', 240, 180],
    ] as const;
    for (const [params, format, width, height] of cases) {
      const response = await app.inject({ method: 'GET', url: q(params) });
      expect(response.statusCode).toBe(200);
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, width, height]);
    }
  });

  it('answers 304 to a matching If-None-Match, without a body', async () => {
    const url = q({ url: server.url('/photo.jpg'), w: '320', fmt: 'webp' });
    const first = await app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': header } });
      expect(again.statusCode).toBe(304);
      expect(again.headers.etag).toBe(etag);
      expect(again.body).toBe('');
    }
    for (const header of ['"old"', '*']) {
      const stale = await app.inject({ method: 'GET', url, headers: { 'if-none-match': header } });
      expect(stale.statusCode).toBe(200);
      expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);
    }
  });

  it.each([
    ['no url', { w: '600' }, 'url'],
    ['a relative url', { url: '/a.png', w: '600' }, 'url'],
    ['a javascript: url', { url: 'javascript:alert(1)', w: '600' }, 'url'],
    ['an ftp url', { url: 'ftp://example.com/a.png', w: '600' }, 'url'],
    [
      'a url over 2083 characters',
      { url: `https://example.com/${'a'.repeat(2070)}`, w: '600' },
      'url',
    ],
    ['no width', { url: 'https://example.com/a.png' }, 'w'],
    ['a width of 15', { url: 'https://example.com/a.png', w: '15' }, 'w'],
    ['a width of 2049', { url: 'https://example.com/a.png', w: '2049' }, 'w'],
    ['a fractional width', { url: 'https://example.com/a.png', w: '600.5' }, 'w'],
    ['a width that is no number', { url: 'https://example.com/a.png', w: 'big' }, 'w'],
    ['a height of 0', { url: 'https://example.com/a.png', w: '600', h: '0' }, 'h'],
    ['format gif', { url: 'https://example.com/a.png', w: '600', fmt: 'gif' }, 'fmt'],
    ['focal=2', { url: 'https://example.com/a.png', w: '600', focal: '2' }, 'focal'],
  ])('answers 400 for %s', async (_name, params, field) => {
    const response = await app.inject({ method: 'GET', url: q(params) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });

  it('answers 400 for a repeated parameter', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/image-cache?url=https%3A%2F%2Fa.example%2F1.png&url=https%3A%2F%2Fb.example%2F2.png&w=600',
    });
    expect(response.statusCode).toBe(400);
  });

  it.each([['/missing.jpg'], ['/page.html']])(
    'answers 404 with a JSON error for %s',
    async (path) => {
      const response = await app.inject({
        method: 'GET',
        url: q({ url: server.url(path), w: '300' }),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
      expect(response.headers['cache-control']).toBe('public, max-age=600');
    },
  );

  it('answers 404 for a loopback source without ALLOW_PRIVATE_FETCH, and never connects', async () => {
    const before = server.totalHits();
    const response = await guarded.inject({
      method: 'GET',
      url: q({ url: server.url('/photo.jpg'), w: '300' }),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
    expect(server.totalHits()).toBe(before);
  });
});
