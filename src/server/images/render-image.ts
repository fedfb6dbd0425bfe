/**
 * The sharp pipeline of the image cache: decode a fetched source (raster formats only, under a
 * pixel limit, first frame of an animation), orient it by its EXIF tag, resize without
 * enlarging, crop to w×h (around the most salient region for a focal crop), strip metadata and
 * encode. Failures caused by the source become an ImageRejectedError, never a crash.
 */
import type sharpFunction from 'sharp';
import type { Metadata, SharpOptions } from 'sharp';

// sharp (libvips) is loaded on the first render, not at start-up: it costs memory and start time
// in every process, and a web-only process may never render an image. libvips' operation cache
// (by default up to 50 MB and 100 operations) is turned off: each variant is rendered once and
// then served from storage, so the cache only held decoded sources' memory after a render.
let sharpLoading: Promise<typeof sharpFunction> | undefined;
const loadSharp = () =>
  (sharpLoading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));
import type { ImageVariant } from './image-variant.js';

/** Why a source cannot be rendered. */
export type RejectReason = 'NOT_AN_IMAGE' | 'TOO_MANY_PIXELS' | 'CORRUPT';

/** A source that cannot be rendered; the cache answers it as "not found". */
export class ImageRejectedError extends Error {
  constructor(
    readonly reason: RejectReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ImageRejectedError';
  }
}

/** Source formats (as sharp detects them) that are rendered. SVG and PDF are refused. */
const RASTER_FORMATS: ReadonlySet<string> = new Set([
  'jpeg',
  'png',
  'webp',
  'gif',
  'avif',
  'heif',
  'tiff',
]);

/** Default pixel limit of a source (width × height of its first frame): 40 megapixels. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Encoder qualities: a good trade of size and artefacts for photos shown at 1×–2×. */
export const JPEG_QUALITY = 80;
export const WEBP_QUALITY = 78;

/**
 * Renders a variant from the source bytes. Throws ImageRejectedError when the bytes are not a
 * supported raster image, declare more than `maxPixels`, or fail to decode.
 */
export async function renderImage(
  source: Buffer,
  variant: ImageVariant,
  maxPixels = MAX_INPUT_PIXELS,
): Promise<Buffer> {
  const sharp = await loadSharp();
  const inputOptions: SharpOptions = {
    limitInputPixels: maxPixels,
    failOn: 'error',
    pages: 1,
  };
  let metadata: Metadata;
  try {
    metadata = await sharp(source, inputOptions).metadata();
  } catch (error) {
    throw isPixelLimit(error)
      ? tooManyPixels(error)
      : new ImageRejectedError('NOT_AN_IMAGE', 'The source is not an image.', { cause: error });
  }
  if (!RASTER_FORMATS.has(metadata.format)) {
    throw new ImageRejectedError('NOT_AN_IMAGE', `Unsupported image format: ${metadata.format}.`);
  }
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (metadata.width * frameHeight > maxPixels) {
    throw new ImageRejectedError(
      'TOO_MANY_PIXELS',
      `The source image is too large (${metadata.width}×${frameHeight} px).`,
    );
  }

  let pipeline = sharp(source, inputOptions).rotate();
  pipeline =
    variant.height === null
      ? pipeline.resize({ width: variant.width, withoutEnlargement: true })
      : pipeline.resize({
          width: variant.width,
          height: variant.height,
          fit: 'cover',
          position: variant.focal ? sharp.strategy.attention : 'centre',
          withoutEnlargement: true,
        });
  switch (variant.format) {
    case 'jpg':
      pipeline = pipeline
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: JPEG_QUALITY, mozjpeg: false });
      break;
    case 'webp':
      pipeline = pipeline.webp({ quality: WEBP_QUALITY });
      break;
    case 'png':
      pipeline = pipeline.png();
      break;
  }
  try {
    return await pipeline.toBuffer();
  } catch (error) {
    throw isPixelLimit(error)
      ? tooManyPixels(error)
      : new ImageRejectedError('CORRUPT', 'The source image could not be decoded.', {
          cause: error,
        });
  }
}

const isPixelLimit = (error: unknown): boolean =>
  error instanceof Error && /pixel limit/i.test(error.message);

const tooManyPixels = (cause: unknown): ImageRejectedError =>
  new ImageRejectedError('TOO_MANY_PIXELS', 'The source image is too large.', { cause });
