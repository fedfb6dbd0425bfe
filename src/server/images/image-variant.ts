/**
 * Image variants: one rendered form of one source image (URL × size × format × crop), its
 * normalised parameters, and the names derived from them: the storage keys and the ETag.
 * The parameters are those of the image-cache URL contract (src/common/image-cache-url.ts).
 */
import { createHash } from 'node:crypto';
import {
  MAX_IMAGE_DIMENSION,
  MIN_IMAGE_DIMENSION,
  type ImageFormat,
} from '../../common/image-cache-url.js';
import { badInput } from '../core/errors.js';

/** What a caller asks the image cache for (the query of `GET /image-cache`). */
export interface ImageRequest {
  /** Absolute http(s) URL of the source image. */
  url: string;
  /** Output width in px, 16–2048. */
  width: number;
  /** Output height in px, 16–2048; absent keeps the aspect ratio. */
  height?: number | undefined;
  format: ImageFormat;
  /** With `height`: crop to width×height around the focal point (else the centre). */
  focal?: boolean | undefined;
}

/** A request in canonical form: equal variants have equal fields. */
export interface ImageVariant {
  /** The source URL, WHATWG-serialised. */
  url: string;
  width: number;
  height: number | null;
  format: ImageFormat;
  /** True only when a height is given (without one the flag has no effect). */
  focal: boolean;
}

/** Longest source URL accepted (the classic browser limit, as in the URL contract). */
export const MAX_SOURCE_URL_LENGTH = 2083;

/** Bumped when the rendering changes, so old renders are not served for new requests. */
const RENDER_VERSION = 1;

/** MIME type of each output format. */
export const CONTENT_TYPES: Record<ImageFormat, string> = {
  jpg: 'image/jpeg',
  webp: 'image/webp',
  png: 'image/png',
};

const isDimension = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= MIN_IMAGE_DIMENSION &&
  value <= MAX_IMAGE_DIMENSION;

/** Validates and canonicalises a request; throws BAD_USER_INPUT naming the faulty field. */
export function toVariant(request: ImageRequest): ImageVariant {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    throw badInput('url must be an absolute http or https URL.', 'url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw badInput('url must be an absolute http or https URL.', 'url');
  }
  if (url.href.length > MAX_SOURCE_URL_LENGTH) {
    throw badInput(`url must be at most ${MAX_SOURCE_URL_LENGTH} characters long.`, 'url');
  }
  const range = `an integer from ${MIN_IMAGE_DIMENSION} to ${MAX_IMAGE_DIMENSION}`;
  if (!isDimension(request.width)) throw badInput(`w must be ${range}.`, 'w');
  if (request.height !== undefined && !isDimension(request.height)) {
    throw badInput(`h must be ${range}.`, 'h');
  }
  if (!Object.hasOwn(CONTENT_TYPES, request.format)) {
    throw badInput('fmt must be jpg, webp or png.', 'fmt');
  }
  const height = request.height ?? null;
  return {
    url: url.href,
    width: request.width,
    height,
    format: request.format,
    focal: height !== null && request.focal === true,
  };
}

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** Hash of the variant's parameters: names its stored render and its ETag. */
export function variantHash(variant: ImageVariant): string {
  const { url, width, height, format, focal } = variant;
  return sha256(JSON.stringify([RENDER_VERSION, url, width, height, format, focal]));
}

/** Storage key of a variant's rendered bytes. */
export const variantKey = (variant: ImageVariant): string =>
  `image-cache/variants/${variantHash(variant)}`;

/** Storage key of the negative-cache entry of a source (shared by all its variants). */
export const failureKey = (sourceUrl: string): string =>
  `image-cache/failures/${sha256(sourceUrl)}`;

/**
 * The variant's strong ETag. Renders are deterministic per variant and served as immutable, so
 * the tag is derived from the parameters: a conditional request is answered without reading.
 */
export const variantEtag = (variant: ImageVariant): string =>
  `"${variantHash(variant).slice(0, 32)}"`;
