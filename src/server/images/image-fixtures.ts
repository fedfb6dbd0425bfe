/**
 * Test and benchmark fixtures for the image cache: generated images (photo-like JPEGs, a scene
 * with one bright object off-centre, an animated GIF, a pixel bomb) and a source server on
 * 127.0.0.1 that counts the requests each path receives. Never used by the running app.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { createRng } from '../../common/seeded-random.js';

/**
 * A photo-like JPEG: smooth colour fields (upscaled noise), a few soft shapes and sensor-like
 * grain, which compresses like a real photograph (a 2000×1333 one is a few hundred kB).
 */
export async function photoJpeg(width: number, height: number, seed = 1): Promise<Buffer> {
  const next = createRng(seed);
  const [cw, ch] = [24, 16];
  const coarse = Buffer.alloc(cw * ch * 3);
  for (let i = 0; i < coarse.length; i += 1) coarse[i] = 40 + Math.floor(next() * 180);
  const base = await sharp(coarse, { raw: { width: cw, height: ch, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .blur(8)
    .raw()
    .toBuffer();
  const shapes = Array.from({ length: 6 }, () => {
    const [x, y, r] = [next() * width, next() * height, 40 + next() * height * 0.2];
    const colour = `rgb(${Math.floor(next() * 255)},${Math.floor(next() * 255)},${Math.floor(next() * 255)})`;
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${colour}" fill-opacity="0.6"/>`;
  }).join('');
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes}</svg>`,
  );
  const grain = Buffer.alloc(width * height * 3);
  for (let i = 0; i < base.length; i += 1) {
    grain[i] = Math.max(0, Math.min(255, base[i]! + Math.floor((next() - 0.5) * 24)));
  }
  return sharp(grain, { raw: { width, height, channels: 3 } })
    .composite([{ input: overlay }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * A dark scene with one bright, detailed object near the right edge (centre x = 92 % of the
 * width, y = 25 % of the height): what a focal-point crop should keep and a centre crop loses.
 */
export async function brightObjectImage(
  width = 1600,
  height = 1200,
  format: 'png' | 'jpeg' = 'png',
): Promise<Buffer> {
  const [cx, cy, r] = [Math.round(width * 0.92), Math.round(height * 0.25), Math.round(width / 25)];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#1c2127"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="#ff2a10"/>
    <circle cx="${cx}" cy="${cy}" r="${Math.round(r / 2)}" fill="#ffffff"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

/** A two-frame animated GIF (red, then blue), size×size. */
export async function animatedGif(size = 64): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width: size, height: size, channels: 3, background } })
      .png()
      .toBuffer();
  const frames = await Promise.all([frame('#ff0000'), frame('#0000ff')]);
  return sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer();
}

/** A tiny, valid-looking PNG whose header claims width×height pixels (a decompression bomb). */
export function pixelBombPng(width = 50_000, height = 50_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** How the fixture server answers one path. */
export type FixtureRoute =
  { status?: number; contentType?: string; body: Buffer | string } | { hang: true };

export interface FixtureServer {
  /** Absolute http://127.0.0.1:<port> URL of a path. */
  url(path: string): string;
  /** Requests received for a path so far. */
  hits(path: string): number;
  /** Requests received in total. */
  totalHits(): number;
  /** Adds or replaces a route. */
  set(path: string, route: FixtureRoute): void;
  close(): Promise<void>;
}

/** Starts a source server on 127.0.0.1 (unknown paths answer 404). */
export async function startFixtureServer(
  routes: Record<string, FixtureRoute> = {},
): Promise<FixtureServer> {
  const table = new Map(Object.entries(routes));
  const counts = new Map<string, number>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0]!;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const route = table.get(path);
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    if ('hang' in route) return; // never answers; closed with the server
    response.writeHead(route.status ?? 200, {
      'content-type': route.contentType ?? 'application/octet-stream',
    });
    response.end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    hits: (path) => counts.get(path) ?? 0,
    totalHits: () => [...counts.values()].reduce((sum, n) => sum + n, 0),
    set: (path, route) => void table.set(path, route),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
