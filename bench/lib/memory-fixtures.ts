/**
 * The local web the memory benchmark reads: the fixture articles (../shared/fixtures/articles) at
 * /<prefix>/<n>/<name>/ so that every save is a new URL, each page with an og:image of its own at
 * /img/<n>.jpg (a photo-sized JPEG, so thumbnails are real renders).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type sharpFunction from 'sharp';
import { FIXTURES_DIR, fixtureNames, fixtureSource } from '../../src/server/test/fixture-pages.js';

export interface MemoryFixtures {
  /** `count` page URLs under /<prefix>/, cycling through the fixture articles. */
  pageUrls(prefix: string, count: number): string[];
  imageUrl(n: number): string;
  close(): Promise<void>;
}

const IMAGE_VARIANTS = 4;

/** Photo-like JPEGs (noise compresses as badly as a photo): 1600×1067, ~1 MB each. */
async function photos(sharp: typeof sharpFunction): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: IMAGE_VARIANTS }, (_, k) =>
      sharp({
        create: {
          width: 1600,
          height: 1067,
          channels: 3,
          background: { r: 0, g: 0, b: 0 },
          noise: { type: 'gaussian', mean: 100 + k * 20, sigma: 40 },
        },
      })
        .jpeg({ quality: 85 })
        .toBuffer(),
    ),
  );
}

export async function startMemoryFixtures(sharp: typeof sharpFunction): Promise<MemoryFixtures> {
  const names = fixtureNames();
  if (names.length === 0) throw new Error(`no fixture articles in ${FIXTURES_DIR}`);
  const pages = new Map(names.map((name) => [name, fixtureSource(name)]));
  const images = await photos(sharp);
  let origin = '';
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    const page = /^\/\w+\/(\d+)\/([\w.-]+)\/$/.exec(path);
    const image = /^\/img\/(\d+)\.jpg$/.exec(path);
    if (page && pages.has(page[2]!)) {
      const meta = `<meta property="og:image" content="${origin}/img/${page[1]}.jpg">`;
      const html = pages.get(page[2]!)!.replace(/<head[^>]*>/i, (head) => `${head}${meta}`);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html);
    } else if (image) {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      response.end(images[Number(image[1]) % IMAGE_VARIANTS]);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    pageUrls: (prefix, count) =>
      Array.from(
        { length: count },
        (_, n) => `${origin}/${prefix}/${n}/${names[n % names.length]}/`,
      ),
    imageUrl: (n) => `${origin}/img/${n}.jpg`,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
