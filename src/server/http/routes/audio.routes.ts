/**
 * GET /audio/:itemId/:file: an item's spoken article (audio/audio.service.ts) for a signed-in
 * user (session or token) who has the item saved; anyone else gets a 404. The file name is the
 * content hash, so replies carry it as the ETag and may be kept privately for a day. Single
 * byte ranges (RFC 9110 §14) are honoured with 206, as audio elements seek with them; several
 * ranges get the whole file, an unsatisfiable one a 416.
 */
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../auth.js';
import type { Services } from '../../services.js';
import { sendError } from '../errors.js';
import { matchesEtag } from './image-cache.routes.js';

export const AUDIO_CACHE_CONTROL = 'private, max-age=86400';

/** A byte range [start, end] (inclusive) of a file of `size` bytes. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one range a `Range` header asks for: undefined to send the whole file (no header, another
 * unit, several ranges, or a malformed one, which RFC 9110 says to ignore), 'unsatisfiable'
 * when it starts past the end.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

export function audioRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { itemId: string; file: string } }>(
      '/audio/:itemId/:file',
      async (request, reply) => {
        const actor = requireActor(request);
        const audio = await services.audio.read(actor, request.params.itemId, request.params.file);
        if (!audio) return sendError(reply, 404, 'NOT_FOUND', 'There is no such audio file.');
        void reply
          .header('cache-control', AUDIO_CACHE_CONTROL)
          .header('etag', audio.etag)
          .header('accept-ranges', 'bytes')
          .header('x-content-type-options', 'nosniff')
          .header('vary', 'cookie, authorization');
        if (matchesEtag(request.headers['if-none-match'], audio.etag)) {
          return reply.status(304).send();
        }
        const size = audio.bytes.length;
        // If-Range with another validator: the client's piece is from a different file.
        const ifRange = request.headers['if-range'];
        const range =
          ifRange && ifRange !== audio.etag ? undefined : parseRange(request.headers.range, size);
        if (range === 'unsatisfiable') {
          return reply
            .status(416)
            .header('content-range', `bytes */${size}`)
            .type('text/plain')
            .send('Range not satisfiable');
        }
        void reply.type(audio.contentType);
        if (!range) return reply.header('content-length', size).send(audio.bytes);
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1)
          .send(audio.bytes.subarray(range.start, range.end + 1));
      },
    );
  };
}
