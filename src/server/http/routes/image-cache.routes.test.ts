import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageCacheUrl, THUMBNAIL } from '../../../common/image-cache-url.js';
import { ImageCacheService } from '../../images/image-cache.service.js';
import { ImageUrlSigner } from '../../images/image-url-signature.js';
import { toVariant, variantKey, type ImageRequest } from '../../images/image-variant.js';
import { createList, itemInput, updateList } from '../../test/list-factories.js';
import { createTestApp, graphql, signUp, type TestApp } from '../../test/test-app.js';
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
  // Rendering is tested here as a signed-in caller gets it; who may render: 'access' below.
  await app.register(
    imageCacheRoutes(images, {
      signer: new ImageUrlSigner('rendering-tests'),
      isSignedIn: async () => true,
    }),
  );
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

describe('GET /image-cache: who may make a new variant', () => {
  let t: TestApp;
  let cookie: string;
  let token: string;
  let sources: FixtureServer;
  let n = 0;

  /** A source path never asked for before: every test starts from a miss. */
  const freshSource = async () => {
    n += 1;
    const path = `/fresh-${n}.jpg`;
    sources.set(path, { contentType: 'image/jpeg', body: await photoJpeg(400, 300, n) });
    return path;
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  /** The request the route reads from an image-cache URL. */
  const requestOf = (url: string): ImageRequest => {
    const query = new URL(url, 'http://x').searchParams;
    return {
      url: query.get('url')!,
      width: Number(query.get('w')),
      ...(query.get('h') ? { height: Number(query.get('h')) } : {}),
      format: query.get('fmt') as ImageRequest['format'],
      focal: query.get('focal') === '1',
    };
  };
  const stored = async (url: string) =>
    (await t.services.storage.get(variantKey(toVariant(requestOf(url))))) !== undefined;
  const expectForbidden = async (url: string, headers: Record<string, string> = {}) => {
    const before = sources.totalHits();
    const response = await get(url, headers);
    expect(response.statusCode).toBe(403);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().error.code).toBe('FORBIDDEN');
    expect(sources.totalHits()).toBe(before); // nothing fetched…
    expect(await stored(url)).toBe(false); // …and nothing stored
  };

  beforeAll(async () => {
    sources = await startFixtureServer();
    t = await createTestApp(); // ALLOW_PRIVATE_FETCH: the sources are on 127.0.0.1
    const user = await signUp(t.app);
    cookie = user.cookie;
    token = (await t.services.auth.createAccessToken(Number(user.id), 'images')).token;
  });
  afterAll(async () => {
    await t.close();
    await sources.close();
  });

  it('refuses an anonymous miss with 403 and creates nothing', async () => {
    await expectForbidden(imageCacheUrl(sources.url(await freshSource()), THUMBNAIL)!);
  });

  it('refuses a miss with a session or token that does not check out', async () => {
    const url = imageCacheUrl(sources.url(await freshSource()), THUMBNAIL)!;
    await expectForbidden(url, { cookie: 'satchel_session=1.not-a-session' });
    await expectForbidden(url, { authorization: 'Bearer stl_1_not-a-token' });
  });

  it('renders a miss for a signed-in caller (cookie or token); then anyone gets it', async () => {
    const byCookie = imageCacheUrl(sources.url(await freshSource()), THUMBNAIL)!;
    const made = await get(byCookie, { cookie });
    expect(made.statusCode).toBe(200);
    expect(await stored(byCookie)).toBe(true);
    const anonymous = await get(byCookie);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.rawPayload.equals(made.rawPayload)).toBe(true);

    const byToken = imageCacheUrl(sources.url(await freshSource()), { width: 200, format: 'png' })!;
    expect((await get(byToken, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await get(byToken)).statusCode).toBe(200);
  });

  it('serves an anonymous hit from storage too (another process rendered it)', async () => {
    const url = imageCacheUrl(sources.url(await freshSource()), { width: 120, format: 'webp' })!;
    expect((await get(url, { cookie })).statusCode).toBe(200);
    // A second service on the same storage: no memory of the render, only the stored file.
    const cold = new ImageCacheService({ storage: t.services.storage, allowPrivate: true });
    const hit = await cold.render(requestOf(url), {
      mayRender: () => Promise.reject(new Error('asked on a hit')),
    });
    expect((await sharp(hit.body).metadata()).width).toBe(120);
  });

  it('renders an anonymous miss with a valid sig, and only for the parameters signed', async () => {
    const source = sources.url(await freshSource());
    const signed = t.services.imageUrls.signedUrl(source, THUMBNAIL)!;
    expect(signed).toMatch(/&sig=[\w-]{22}$/);
    const sig = new URL(signed, 'http://x').searchParams.get('sig')!;
    const unsigned = imageCacheUrl(source, THUMBNAIL)!;

    // The signature of one variant opens no other: other width, height, format, crop or source.
    const crop = { ...THUMBNAIL, height: 400 };
    for (const options of [
      { ...THUMBNAIL, width: 601 },
      { ...THUMBNAIL, format: 'png' as const },
      crop,
      { ...crop, focal: false },
    ]) {
      await expectForbidden(`${imageCacheUrl(source, options)!}&sig=${sig}`);
    }
    // Equivalent spellings of the same variant share it (focal has no effect without h).
    const same = `${imageCacheUrl(source, { width: 600, format: 'jpg' })!}&sig=${sig}`;
    expect(t.services.imageUrls.verify(requestOf(same), sig)).toBe(true);
    const other = imageCacheUrl(sources.url(await freshSource()), THUMBNAIL)!;
    await expectForbidden(`${other}&sig=${sig}`);
    // Tampered, truncated, non-ASCII, repeated, or from another secret: unsigned, never a 500.
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const foreign = new ImageUrlSigner('another-secret').signedUrl(source, THUMBNAIL)!;
    for (const url of [
      `${unsigned}&sig=${flipped}`,
      `${unsigned}&sig=${sig.slice(1)}`,
      `${unsigned}&sig=${encodeURIComponent('é'.repeat(11))}`,
      `${unsigned}&sig=${encodeURIComponent('é'.repeat(22))}`,
      `${unsigned}&sig=${flipped}&sig=${flipped}`,
      `${unsigned}&sig=`,
      foreign,
    ]) {
      await expectForbidden(url);
    }

    const response = await get(signed);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await stored(unsigned)).toBe(true);
    expect((await get(unsigned)).statusCode).toBe(200); // rendered now: open to anyone
  });

  it('a logged-out public list page carries image URLs whose sig works anonymously', async () => {
    const thumb = await freshSource();
    const list = await createList(t.app, { cookie }, { title: 'Pictures' }, [
      itemInput({ imageUrl: sources.url(thumb) }),
    ]);
    const published = (
      await updateList(t.app, { cookie }, { externalId: list.externalId, status: 'PUBLIC' })
    ).data!.updateShareableList;
    const page = await get(`/sharedlists/${published.externalId}/${published.slug}`);
    expect(page.statusCode).toBe(200);
    const { document } = parseHTML(page.body);
    const src = document.querySelector('.list-item img')?.getAttribute('src');
    const ogImage = document.querySelector('meta[property="og:image"]')?.getAttribute('content');
    expect(src).toMatch(/^\/image-cache\?url=.*&sig=[\w-]{22}$/);
    expect(ogImage).toMatch(/^http:\/\/localhost:3000\/image-cache\?url=.*&sig=[\w-]{22}$/);
    for (const url of [src!, new URL(ogImage!).pathname + new URL(ogImage!).search]) {
      await expectForbidden(url.replace(/&sig=.*$/, '')); // unsigned: still a miss
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
    }
  });

  it('a logged-out share page carries a signed preview image that works anonymously', async () => {
    const image = await freshSource();
    sources.set('/article', {
      contentType: 'text/html',
      body: `<!doctype html><title>Pictured</title><meta property="og:image" content="${sources.url(image)}">
        <article><h1>Pictured</h1>${'<p>A paragraph worth reading slowly. </p>'.repeat(20)}</article>`,
    });
    const created = await graphql<{ createShareLink: { slug: string } }>(
      t.app,
      { cookie },
      'mutation($target: ValidUrl!) { createShareLink(target: $target) { slug } }',
      { target: sources.url('/article') },
    );
    const slug = created.data!.createShareLink.slug;
    // A share preview does not hand out its item (items/item-access.ts): parse it by its URL.
    const { itemId } = await t.services.items.itemForUrl(sources.url('/article'));
    await t.services.items.parse(itemId);

    const page = await get(`/share/${slug}`);
    expect(page.statusCode).toBe(200);
    const src = parseHTML(page.body)
      .document.querySelector('.preview-image img')
      ?.getAttribute('src');
    expect(src).toMatch(/^\/image-cache\?url=.*&sig=[\w-]{22}$/);
    await expectForbidden(src!.replace(/&sig=.*$/, ''));
    expect((await get(src!)).statusCode).toBe(200);
  });
});
