import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPage } from '../items/fetch/fetch-page.js';
import { LocalFileStorage } from '../storage/local-file-storage.js';
import { ImageCacheService, ImageUnavailableError } from './image-cache.service.js';
import {
  brightObjectImage,
  photoJpeg,
  pixelBombPng,
  startFixtureServer,
  type FixtureServer,
} from './image-fixtures.js';

/** Every test here may render; who may is the route's business (image-cache.routes.test.ts). */
const ALLOWED = { mayRender: async () => true };

let root: string;
let server: FixtureServer;
let clock = Date.now();

/** A service on its own storage directory; without the memory cache unless asked. */
function newService(
  options: { allowPrivate?: boolean; storageDir?: string; memoryCacheBytes?: number } = {},
) {
  const errors: unknown[] = [];
  const storage = new LocalFileStorage(options.storageDir ?? join(root, `files-${Math.random()}`));
  const service = new ImageCacheService({
    storage,
    allowPrivate: options.allowPrivate ?? true,
    memoryCacheBytes: options.memoryCacheBytes ?? 0,
    totalTimeoutMs: 400,
    now: () => clock,
    onError: (error) => errors.push(error),
  });
  return { service, storage, errors };
}

async function unavailable(promise: Promise<unknown>): Promise<ImageUnavailableError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageUnavailableError);
  return error as ImageUnavailableError;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'satchel-images-'));
  server = await startFixtureServer({
    '/scene.png': { contentType: 'image/png', body: await brightObjectImage(1600, 1200) },
    '/photo.jpg': { contentType: 'image/jpeg', body: await photoJpeg(1600, 1067, 7) },
    '/untyped.jpg': { body: await photoJpeg(400, 300, 8) },
    '/corrupt.jpg': { contentType: 'image/jpeg', body: Buffer.from('GIF89a… not really') },
    '/page.html': { contentType: 'text/html', body: '<!doctype html><title>hi</title>' },
    '/bomb.png': { contentType: 'image/png', body: pixelBombPng(50_000, 50_000) },
    '/slow.jpg': { hang: true },
  });
});
afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

describe('ImageCacheService', () => {
  it('renders a variant, then serves it from storage without fetching the source again', async () => {
    const { service, errors } = newService();
    const request = { url: server.url('/photo.jpg'), width: 600, format: 'webp' } as const;
    const first = await service.render(request, ALLOWED);
    expect(first.contentType).toBe('image/webp');
    expect(first.etag).toMatch(/^"[0-9a-f]{32}"$/);
    const meta = await sharp(first.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 400]);

    const second = await service.render(request, ALLOWED);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.etag).toBe(first.etag);
    expect(server.hits('/photo.jpg')).toBe(1);
    expect(errors).toEqual([]);
  });

  it('keeps renders in storage across service instances (another process, a restart)', async () => {
    const storageDir = join(root, 'shared');
    const request = { url: server.url('/scene.png'), width: 200, format: 'png' } as const;
    const before = server.hits('/scene.png');
    await newService({ storageDir }).service.render(request, ALLOWED);
    const again = await newService({ storageDir }).service.render(request, ALLOWED);
    expect((await sharp(again.body).metadata()).width).toBe(200);
    expect(server.hits('/scene.png') - before).toBe(1);
  });

  it('answers hot variants from memory, in front of storage', async () => {
    const { service, storage } = newService({ memoryCacheBytes: 1024 * 1024 });
    const request = { url: server.url('/scene.png'), width: 100, format: 'jpg' } as const;
    const first = await service.render(request, ALLOWED);
    expect(await readdir(storage.root)).not.toEqual([]);
    await rm(storage.root, { recursive: true, force: true }); // storage is empty now
    const hits = server.hits('/scene.png');
    const second = await service.render(request, ALLOWED);
    expect(second.body.equals(first.body)).toBe(true);
    expect(server.hits('/scene.png')).toBe(hits);
  });

  it('crops to exactly w×h for a focal request', async () => {
    const { service } = newService();
    const { body } = await service.render(
      {
        url: server.url('/scene.png'),
        width: 320,
        height: 180,
        format: 'jpg',
        focal: true,
      },
      ALLOWED,
    );
    expect(await sharp(body).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 180 });
  });

  it('renders once for 10 identical concurrent requests', async () => {
    const { service } = newService();
    server.set('/burst.jpg', { contentType: 'image/jpeg', body: await photoJpeg(1200, 800, 3) });
    const request = { url: server.url('/burst.jpg'), width: 300, format: 'jpg' } as const;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => service.render(request, ALLOWED)),
    );
    expect(server.hits('/burst.jpg')).toBe(1);
    expect(new Set(results.map((r) => r.etag)).size).toBe(1);
  });

  it('fetches and renders at most maxConcurrentRenders sources at once', async () => {
    let active = 0;
    let peak = 0;
    const service = new ImageCacheService({
      storage: new LocalFileStorage(join(root, 'limited')),
      allowPrivate: true,
      maxConcurrentRenders: 2,
      fetch: async (url, options) => {
        active += 1;
        peak = Math.max(peak, active);
        try {
          return await fetchPage(url, options);
        } finally {
          active -= 1;
        }
      },
    });
    const widths = [100, 120, 140, 160, 180, 200];
    const results = await Promise.all(
      widths.map((width) =>
        service.render({ url: server.url('/photo.jpg'), width, format: 'jpg' }, ALLOWED),
      ),
    );
    expect(peak).toBe(2);
    expect(results).toHaveLength(widths.length);
  });

  it('sniffs an image served without a content type', async () => {
    const { service } = newService();
    const { body } = await service.render(
      {
        url: server.url('/untyped.jpg'),
        width: 100,
        format: 'jpg',
      },
      ALLOWED,
    );
    expect((await sharp(body).metadata()).width).toBe(100);
  });

  it.each([
    ['/missing.jpg', 'HTTP_ERROR'],
    ['/page.html', 'NOT_AN_IMAGE'],
    ['/corrupt.jpg', 'NOT_AN_IMAGE'],
    ['/bomb.png', 'TOO_MANY_PIXELS'],
    ['/slow.jpg', 'TIMEOUT'],
  ])('answers %s as not found (%s) and remembers the failure', async (path, reason) => {
    const { service, errors } = newService();
    const error = await unavailable(
      service.render({ url: server.url(path), width: 300, format: 'jpg' }, ALLOWED),
    );
    expect([error.kind, error.reason]).toEqual(['NOT_FOUND', reason]);
    const hits = server.hits(path);
    // Another variant of the same broken source is answered from the negative cache.
    await unavailable(
      service.render({ url: server.url(path), width: 400, format: 'png' }, ALLOWED),
    );
    expect(server.hits(path)).toBe(hits);
    expect(errors).toEqual([]);
  });

  it('tries a failed source again once its negative-cache entry has expired', async () => {
    const { service } = newService();
    const url = server.url('/later.jpg');
    await unavailable(service.render({ url, width: 300, format: 'jpg' }, ALLOWED));
    server.set('/later.jpg', { contentType: 'image/jpeg', body: await photoJpeg(640, 480, 5) });
    await unavailable(service.render({ url, width: 300, format: 'jpg' }, ALLOWED));
    expect(server.hits('/later.jpg')).toBe(1);
    clock += 11 * 60_000;
    const { body } = await service.render({ url, width: 300, format: 'jpg' }, ALLOWED);
    expect((await sharp(body).metadata()).width).toBe(300);
    expect(server.hits('/later.jpg')).toBe(2);
  });

  it('refuses loopback sources unless private fetching is allowed, without connecting', async () => {
    const { service } = newService({ allowPrivate: false });
    const before = server.totalHits();
    const error = await unavailable(
      service.render({ url: server.url('/photo.jpg'), width: 300, format: 'jpg' }, ALLOWED),
    );
    expect(error.reason).toBe('BLOCKED_ADDRESS');
    expect(server.totalHits()).toBe(before);
  });

  it('rejects invalid parameters as bad input', async () => {
    const { service } = newService();
    for (const request of [
      { url: 'ftp://example.com/a.png', width: 300, format: 'jpg' },
      { url: 'https://example.com/a.png', width: 15, format: 'jpg' },
      { url: 'https://example.com/a.png', width: 300, height: 4096, format: 'jpg' },
      { url: 'https://example.com/a.png', width: 300, format: 'gif' },
    ] as const) {
      // @ts-expect-error -- 'gif' is deliberately outside ImageFormat
      const error: unknown = await service.render(request, ALLOWED).catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'BAD_USER_INPUT' });
    }
  });

  describe('RenderAccess', () => {
    const DENIED = { mayRender: async () => false };

    it('makes nothing when a miss may not render: FORBIDDEN, no fetch, nothing stored', async () => {
      const { service, storage } = newService();
      const request = { url: server.url('/photo.jpg'), width: 310, format: 'jpg' } as const;
      const before = server.hits('/photo.jpg');
      const error: unknown = await service.render(request, DENIED).catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'FORBIDDEN' });
      expect(server.hits('/photo.jpg')).toBe(before);
      expect(await readdir(storage.root).catch(() => [])).toEqual([]);
    });

    it('asks only on a miss: a stored or hot variant is served to anyone', async () => {
      const { service } = newService({ memoryCacheBytes: 1024 * 1024 });
      const request = { url: server.url('/photo.jpg'), width: 320, format: 'png' } as const;
      let asked = 0;
      const counting = { mayRender: async () => (asked += 1) > 0 };
      await service.render(request, counting);
      expect(asked).toBe(1);
      await service.render(request, DENIED); // from memory
      const cold = newService({ storageDir: join(root, 'asks') });
      await cold.service.render(request, ALLOWED);
      await newService({ storageDir: join(root, 'asks') }).service.render(request, DENIED);
      expect(asked).toBe(1);
    });

    it('lets a caller that may not render join a render already under way', async () => {
      const { service } = newService();
      const request = { url: server.url('/scene.png'), width: 330, format: 'jpg' } as const;
      const before = server.hits('/scene.png');
      const allowed = service.render(request, ALLOWED);
      while (server.hits('/scene.png') === before) await new Promise((r) => setTimeout(r, 1));
      const refused = await service.render(request, DENIED); // the source is being fetched
      expect(refused.body.equals((await allowed).body)).toBe(true);
      expect(server.hits('/scene.png') - before).toBe(1);
    });
  });
});
