/**
 * Signed image-cache URLs: `&sig=` on a `/image-cache?…` URL lets anyone (a logged-out visitor of
 * a public page, a social network's crawler) make that one variant, which otherwise needs a
 * signed-in caller (DECISIONS §14). Only the server signs; the web client never does.
 *
 * The signature is HMAC-SHA256 over the variant's canonical parameters (image-variant.ts: the
 * serialised source URL, width, height, format, crop), so equivalent spellings of a URL share it,
 * with a key derived from SESSION_SECRET for this use alone; base64url, cut to 22 characters
 * (132 bits).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  imageCacheUrl,
  type ImageCacheOptions as UrlOptions,
} from '../../common/image-cache-url.js';
import { toVariant, type ImageRequest } from './image-variant.js';

/** Length of `sig`, in base64url characters. */
export const SIGNATURE_LENGTH = 22;

/** Labels the derived key and the signed message, so neither can stand for another use. */
const PURPOSE = 'image-cache-url';

/** The ImageRequest a `/image-cache?…` URL asks for, read as the route reads it. */
function requestOf(url: string): ImageRequest {
  const query = new URLSearchParams(url.slice(url.indexOf('?') + 1));
  const height = query.get('h');
  return {
    url: query.get('url') ?? '',
    width: Number(query.get('w')),
    height: height === null ? undefined : Number(height),
    format: (query.get('fmt') ?? 'jpg') as ImageRequest['format'],
    focal: query.get('focal') === '1',
  };
}

export class ImageUrlSigner {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = createHmac('sha256', sessionSecret).update(PURPOSE).digest();
  }

  /** imageCacheUrl(src, options) with its signature; null when the source cannot be shown. */
  signedUrl(src: string | null | undefined, options: UrlOptions): string | null {
    const url = imageCacheUrl(src, options);
    return url === null ? null : this.sign(url);
  }

  /** Appends `&sig=` to a URL built by imageCacheUrl. Throws BAD_USER_INPUT for any other URL. */
  sign(url: string): string {
    return `${url}&sig=${this.signature(requestOf(url))}`;
  }

  /** True when `sig` is the signature of the request; anything else (absent, malformed) is false. */
  verify(request: ImageRequest, sig: unknown): boolean {
    if (typeof sig !== 'string' || sig.length !== SIGNATURE_LENGTH) return false;
    let expected: string;
    try {
      expected = this.signature(request);
    } catch {
      return false;
    }
    const given = Buffer.from(sig, 'utf8');
    // Byte lengths differ for non-ASCII input, which timingSafeEqual would throw on.
    return given.length === SIGNATURE_LENGTH && timingSafeEqual(given, Buffer.from(expected));
  }

  private signature(request: ImageRequest): string {
    const { url, width, height, format, focal } = toVariant(request);
    return createHmac('sha256', this.key)
      .update(JSON.stringify([PURPOSE, url, width, height, format, focal]))
      .digest('base64url')
      .slice(0, SIGNATURE_LENGTH);
  }
}
