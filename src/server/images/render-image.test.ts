import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { animatedGif, brightObjectImage, pixelBombPng } from './image-fixtures.js';
import { toVariant, type ImageRequest } from './image-variant.js';
import { ImageRejectedError, renderImage } from './render-image.js';

const URL = 'https://example.com/a.png';
const render = (source: Buffer, request: Omit<ImageRequest, 'url'>) =>
  renderImage(source, toVariant({ url: URL, ...request }));

/** The largest red value in the image: the bright object is ~255, the background ~28. */
const maxRed = async (image: Buffer) => (await sharp(image).stats()).channels[0]!.max;

let scene: Buffer;
beforeAll(async () => {
  scene = await brightObjectImage(1600, 1200);
});

describe('renderImage', () => {
  it('resizes to the width, keeping the aspect ratio, in each format', async () => {
    for (const [format, expected] of [
      ['jpg', 'jpeg'],
      ['webp', 'webp'],
      ['png', 'png'],
    ] as const) {
      const meta = await sharp(await render(scene, { width: 600, format })).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([expected, 600, 450]);
    }
  });

  it('crops to exactly w×h around the salient object with focal, around the centre without', async () => {
    const focal = await render(scene, { width: 300, height: 300, format: 'jpg', focal: true });
    const centre = await render(scene, { width: 300, height: 300, format: 'jpg' });
    expect(await sharp(focal).metadata()).toMatchObject({ width: 300, height: 300 });
    expect(await sharp(centre).metadata()).toMatchObject({ width: 300, height: 300 });
    expect(await maxRed(focal)).toBeGreaterThan(200);
    expect(await maxRed(centre)).toBeLessThan(100);
  });

  it('never enlarges a small source', async () => {
    const small = await sharp({
      create: { width: 120, height: 90, channels: 3, background: '#345' },
    })
      .png()
      .toBuffer();
    const meta = await sharp(await render(small, { width: 600, format: 'webp' })).metadata();
    expect([meta.width, meta.height]).toEqual([120, 90]);
  });

  it('applies the EXIF orientation and strips metadata', async () => {
    const portraitTagged = await sharp({
      create: { width: 400, height: 200, channels: 3, background: '#777' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(portraitTagged).metadata()).orientation).toBe(6);
    const meta = await sharp(
      await render(portraitTagged, { width: 100, format: 'jpg' }),
    ).metadata();
    expect([meta.width, meta.height]).toEqual([100, 200]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it('flattens transparency onto white for JPEG', async () => {
    const transparent = await sharp({
      create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const stats = await sharp(await render(transparent, { width: 32, format: 'jpg' })).stats();
    expect(stats.channels.map((c) => Math.round(c.mean))).toEqual([255, 255, 255]);
  });

  it('renders the first frame of an animated GIF', async () => {
    const out = await render(await animatedGif(64), { width: 32, format: 'webp' });
    const meta = await sharp(out).metadata();
    expect([meta.width, meta.height, meta.pages ?? 1]).toEqual([32, 32, 1]);
    const stats = await sharp(out).stats();
    expect(stats.channels[0]!.mean).toBeGreaterThan(200); // red, not blue
    expect(stats.channels[2]!.mean).toBeLessThan(50);
  });

  it('refuses a pixel bomb before decoding it', async () => {
    const error = await render(pixelBombPng(50_000, 50_000), { width: 600, format: 'jpg' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect((error as ImageRejectedError).reason).toBe('TOO_MANY_PIXELS');
  });

  it('refuses bytes that are not a raster image: garbage, SVG, a truncated JPEG', async () => {
    const jpeg = await brightObjectImage(800, 600, 'jpeg');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const source of [Buffer.from('definitely not an image'), svg, jpeg.subarray(0, 600)]) {
      await expect(render(source, { width: 100, format: 'jpg' })).rejects.toBeInstanceOf(
        ImageRejectedError,
      );
    }
  });
});
