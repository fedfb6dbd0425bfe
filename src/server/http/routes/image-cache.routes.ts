/**
 * GET /image-cache?url=…&w=…[&h=…][&fmt=jpg|webp|png][&focal=0|1][&sig=…]: every image Satchel
 * shows, resized and re-encoded on its own origin (contract: src/common/image-cache-url.ts).
 * 200 with the image, cached by browsers for a year; 304 on a matching If-None-Match;
 * 400 for bad parameters; 404 when the source is missing, refused, broken or not an image;
 * 403 (no-store) when the variant is not rendered yet and the caller may not make it: neither
 * signed in nor holding a valid `sig` (DECISIONS §14). The session is looked up only then.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MAX_IMAGE_DIMENSION,
  MIN_IMAGE_DIMENSION,
  type ImageFormat,
} from '../../../common/image-cache-url.js';
import { DomainError } from '../../core/errors.js';
import type { ImageCacheService } from '../../images/image-cache.service.js';
import type { ImageUrlSigner } from '../../images/image-url-signature.js';
import { MAX_SOURCE_URL_LENGTH, type ImageRequest } from '../../images/image-variant.js';
import { sendError, STATUS_BY_KIND } from '../errors.js';

/** Browsers keep a rendered variant for a year: its URL names its content. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A missing image is asked again after as long as the service remembers the failure. */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=600';

const dimension = (name: string) =>
  z
    .string()
    .regex(/^\d{1,4}$/, `${name} must be an integer`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(MIN_IMAGE_DIMENSION, `${name} must be at least ${MIN_IMAGE_DIMENSION}`)
        .max(MAX_IMAGE_DIMENSION, `${name} must be at most ${MAX_IMAGE_DIMENSION}`),
    );

const QuerySchema = z.object({
  url: z
    .string()
    .max(MAX_SOURCE_URL_LENGTH, `url must be at most ${MAX_SOURCE_URL_LENGTH} characters long`)
    .pipe(z.url({ protocol: /^https?$/, error: 'url must be an absolute http or https URL' })),
  w: dimension('w'),
  h: dimension('h').optional(),
  fmt: z.enum(['jpg', 'webp', 'png'] satisfies ImageFormat[]).default('jpg'),
  focal: z.enum(['0', '1']).default('0'),
  // Checked only on a miss; a bad or repeated one counts as absent (never a 400 or a 500).
  sig: z.unknown().optional(),
});

/** Who may make new variants (see the file comment). */
export interface ImageCacheAccess {
  /** Checks `sig`. */
  signer: ImageUrlSigner;
  /** Whether the request carries a valid session cookie or access token. */
  isSignedIn: (request: FastifyRequest) => Promise<boolean>;
}

/**
 * True when an If-None-Match header lists the ETag (weak comparison, as RFC 9110 asks for GET).
 * `*` is not honoured: it would answer 304 for a source that cannot be shown.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === bare);
}

function sendDomainError(reply: FastifyReply, error: DomainError) {
  if (error.kind === 'NOT_FOUND') reply.header('cache-control', NOT_FOUND_CACHE_CONTROL);
  // The same URL works once someone allowed has rendered it: never keep the refusal.
  if (error.kind === 'FORBIDDEN') reply.header('cache-control', 'no-store');
  return sendError(reply, STATUS_BY_KIND[error.kind], error.kind, error.message, error.field);
}

/** The image cache route plugin. */
export function imageCacheRoutes(images: ImageCacheService, access: ImageCacheAccess) {
  return async (app: FastifyInstance) => {
    app.get('/image-cache', async (request, reply) => {
      const parsed = QuerySchema.safeParse(request.query);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = typeof issue?.path[0] === 'string' ? issue.path[0] : undefined;
        const message = issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'Invalid query.';
        return sendError(reply, 400, 'BAD_USER_INPUT', message, field);
      }
      const query = parsed.data;
      const imageRequest: ImageRequest = {
        url: query.url,
        width: query.w,
        height: query.h,
        format: query.fmt,
        focal: query.focal === '1',
      };
      try {
        const etag = images.etagFor(imageRequest);
        if (matchesEtag(request.headers['if-none-match'], etag)) {
          return reply
            .status(304)
            .header('etag', etag)
            .header('cache-control', IMAGE_CACHE_CONTROL)
            .send();
        }
        const image = await images.render(imageRequest, {
          mayRender: async () =>
            access.signer.verify(imageRequest, query.sig) || (await access.isSignedIn(request)),
        });
        return reply
          .status(200)
          .header('content-type', image.contentType)
          .header('content-length', image.body.length)
          .header('cache-control', IMAGE_CACHE_CONTROL)
          .header('etag', image.etag)
          .header('x-content-type-options', 'nosniff')
          .send(image.body);
      } catch (error) {
        if (error instanceof DomainError) return sendDomainError(reply, error);
        throw error;
      }
    });
  };
}
