/**
 * The avatar picture: an uploaded JPEG, PNG, WebP or GIF (first frame) turned into a 256×256
 * JPEG, cropped around its most salient region (sharp's attention strategy), oriented by its
 * EXIF tag, without metadata. Anything sharp cannot read as one of those formats is refused.
 */
import type sharpFunction from 'sharp';
import type { SharpOptions } from 'sharp';
import { badInput } from '../core/errors.js';

// Loaded on the first upload, as in images/render-image.ts: libvips costs memory and start time.
let sharpLoading: Promise<typeof sharpFunction> | undefined;
const loadSharp = () => (sharpLoading ??= import('sharp').then((module) => module.default));

export const AVATAR_SIZE = 256;
/** Largest upload accepted, in bytes. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
/** Largest source picture (width × height) decoded: 40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000;
const FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif']);

const notAnImage = () => badInput('This file is not an image Satchel can use.', 'file');

/** A sharp failure as the error the user sees. */
const rejected = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message)
    ? badInput('This image is too large. Use one under 40 megapixels.', 'file')
    : notAnImage();

export async function renderAvatar(source: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const options: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 };
  let format: string | undefined;
  try {
    format = (await sharp(source, options).metadata()).format;
  } catch (error) {
    throw rejected(error);
  }
  if (!format || !FORMATS.has(format)) throw notAnImage();
  try {
    return await sharp(source, options)
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch (error) {
    throw rejected(error);
  }
}
