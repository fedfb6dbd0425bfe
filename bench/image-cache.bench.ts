/**
 * Image cache: `GET /image-cache` for card thumbnails (600 px wide, JPEG, focal crop off, as the
 * web client's THUMBNAIL asks). Budgets: first render (fetch + decode + resize + encode + store)
 * < 150 ms at p50 and p95 over distinct 2000×1333 photos; a cached thumbnail < 5 ms at p95.
 * Sources are photo-like JPEGs generated with sharp and served from 127.0.0.1; no database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { Pool } from 'undici';
import { imageCacheUrl, THUMBNAIL } from '../src/common/image-cache-url.js';
import { registerErrorHandling } from '../src/server/http/errors.js';
import { imageCacheRoutes } from '../src/server/http/routes/image-cache.routes.js';
import { ImageCacheService } from '../src/server/images/image-cache.service.js';
import { ImageUrlSigner } from '../src/server/images/image-url-signature.js';
import { photoJpeg, startFixtureServer } from '../src/server/images/image-fixtures.js';
import { LocalFileStorage } from '../src/server/storage/local-file-storage.js';
import { isMain } from './lib/env.js';
import { formatResult, type BenchResult } from './lib/report.js';
import { msSince, percentile } from './lib/stats.js';

const PHOTOS = Number(process.env.BENCH_IMAGE_PHOTOS ?? 30);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const [PHOTO_WIDTH, PHOTO_HEIGHT] = [2000, 1333];

export async function runImageCacheBench(
  log: (line: string) => void = console.log,
): Promise<BenchResult> {
  log(
    `image cache: ${PHOTOS} photos of ${PHOTO_WIDTH}×${PHOTO_HEIGHT}, ${REQUESTS} cached requests`,
  );
  const root = mkdtempSync(join(tmpdir(), 'satchel-bench-images-'));
  const sources = await startFixtureServer();
  const app = Fastify({ logger: false });
  const diskApp = Fastify({ logger: false });
  let pool: Pool | undefined;
  try {
    let sourceBytes = 0;
    for (let i = 0; i <= PHOTOS; i += 1) {
      const body = await photoJpeg(PHOTO_WIDTH, PHOTO_HEIGHT, i + 1);
      sourceBytes += body.length;
      sources.set(`/photo-${i}.jpg`, { contentType: 'image/jpeg', body });
    }
    const images = new ImageCacheService({
      storage: new LocalFileStorage(join(root, 'files')),
      allowPrivate: true, // the sources are on 127.0.0.1
    });
    registerErrorHandling(app);
    // The bench measures rendering and serving, as a signed-in reader's requests would be.
    const access = { signer: new ImageUrlSigner('bench'), isSignedIn: async () => true };
    await app.register(imageCacheRoutes(images, access));
    // The same storage without the in-memory cache: what a cold process (or a variant evicted
    // from memory) answers from DATA_DIR/files.
    const diskOnly = new ImageCacheService({
      storage: new LocalFileStorage(join(root, 'files')),
      allowPrivate: true,
      memoryCacheBytes: 0,
    });
    await diskApp.register(imageCacheRoutes(diskOnly, access));
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    pool = new Pool(origin, { connections: 1 });
    const thumbnail = (i: number) => imageCacheUrl(sources.url(`/photo-${i}.jpg`), THUMBNAIL)!;

    const get = async (url: string, target = app) => {
      const response = await target.inject({ method: 'GET', url });
      if (response.statusCode !== 200)
        throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return response.rawPayload.length;
    };

    // Warm-up (sharp/libvips start, JIT): photo 0 is rendered once and not counted.
    await get(thumbnail(0));

    const cpuMs = (since: NodeJS.CpuUsage) => {
      const used = process.cpuUsage(since);
      return (used.user + used.system) / 1000;
    };
    const first: number[] = [];
    let thumbnailBytes = 0;
    const firstCpu = process.cpuUsage();
    for (let i = 1; i <= PHOTOS; i += 1) {
      const started = process.hrtime.bigint();
      thumbnailBytes += await get(thumbnail(i));
      first.push(msSince(started));
    }
    const firstCpuMs = cpuMs(firstCpu) / PHOTOS;
    log(
      `  first render: p50 ${percentile(first, 50).toFixed(1)} ms, p95 ${percentile(first, 95).toFixed(1)} ms`,
    );

    const cachedInject: number[] = [];
    const cachedCpu = process.cpuUsage();
    for (let i = 0; i < REQUESTS; i += 1) {
      const started = process.hrtime.bigint();
      await get(thumbnail(1 + (i % PHOTOS)));
      cachedInject.push(msSince(started));
    }
    const cachedCpuMs = cpuMs(cachedCpu) / REQUESTS;
    const cachedDisk: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const started = process.hrtime.bigint();
      await get(thumbnail(1 + (i % PHOTOS)), diskApp);
      cachedDisk.push(msSince(started));
    }
    const cachedSocket: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const started = process.hrtime.bigint();
      const response = await pool.request({ method: 'GET', path: thumbnail(1 + (i % PHOTOS)) });
      await response.body.arrayBuffer();
      if (response.statusCode !== 200) throw new Error(`cached request: ${response.statusCode}`);
      cachedSocket.push(msSince(started));
    }
    log(
      `  cached: inject p95 ${percentile(cachedInject, 95).toFixed(2)} ms, from disk p95 ${percentile(cachedDisk, 95).toFixed(2)} ms, HTTP p95 ${percentile(cachedSocket, 95).toFixed(2)} ms`,
    );
    const fetches = sources.totalHits();

    const value = (samples: number[], p: number) => ({
      pglite: percentile(samples, p),
      postgres: undefined,
    });
    return {
      title: 'Image cache (GET /image-cache, 600 px JPEG thumbnails of 2000×1333 photos)',
      rows: [
        {
          metric: 'first render, p50',
          unit: 'ms',
          ...value(first, 50),
          budget: { pglite: { max: 150 } },
        },
        {
          metric: 'first render, p95',
          unit: 'ms',
          ...value(first, 95),
          budget: { pglite: { max: 150 } },
        },
        { metric: 'first render, max', unit: 'ms', ...value(first, 100) },
        {
          metric: 'first render, CPU time per render',
          unit: 'ms',
          pglite: firstCpuMs,
          postgres: undefined,
        },
        { metric: 'cached (inject), p50', unit: 'ms', ...value(cachedInject, 50) },
        {
          metric: 'cached (inject), p95',
          unit: 'ms',
          ...value(cachedInject, 95),
          budget: { pglite: { max: 5 } },
        },
        {
          metric: 'cached (inject), CPU time per request',
          unit: 'ms',
          pglite: cachedCpuMs,
          postgres: undefined,
        },
        { metric: 'cached, from disk (inject), p50', unit: 'ms', ...value(cachedDisk, 50) },
        {
          metric: 'cached, from disk (inject), p95',
          unit: 'ms',
          ...value(cachedDisk, 95),
          budget: { pglite: { max: 5 } },
        },
        { metric: 'cached (HTTP, keep-alive), p50', unit: 'ms', ...value(cachedSocket, 50) },
        {
          metric: 'cached (HTTP, keep-alive), p95',
          unit: 'ms',
          ...value(cachedSocket, 95),
          budget: { pglite: { max: 5 } },
        },
      ],
      notes: [
        'No database is involved: the figures are in the PGlite column (the default single-process setup).',
        `${PHOTOS} distinct photo-like JPEGs (${PHOTO_WIDTH}×${PHOTO_HEIGHT}, average ${(sourceBytes / (PHOTOS + 1) / 1024).toFixed(0)} kB) served from 127.0.0.1; thumbnails average ${(thumbnailBytes / PHOTOS / 1024).toFixed(0)} kB.`,
        'First render = fetch + decode + resize to 600 px + JPEG q80 encode + write to DATA_DIR/files, one request at a time, after one warm-up render.',
        `Cached = ${REQUESTS} sequential requests cycling over the rendered thumbnails: from the in-memory LRU (32 MB default) through app.inject and through a listening server over one keep-alive connection, and "from disk" with the memory cache off (DATA_DIR/files, OS page cache warm).`,
        `Load average when done: ${loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')} on ${cpus().length} cores (other processes share the machine).`,
        'CPU time = process.cpuUsage() (all threads: libvips workers and the source server included) divided by the count; unlike wall-clock percentiles it barely moves when other processes compete for the cores.',
        `Source fetches: ${fetches} (one per photo: cached requests never refetch).`,
      ],
    };
  } finally {
    await pool?.close();
    await app.close();
    await diskApp.close();
    await sources.close();
    rmSync(root, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const result = await runImageCacheBench();
  console.log(`\n${formatResult(result)}`);
}
