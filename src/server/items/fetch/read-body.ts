/**
 * Reads a response body as a stream under a byte limit, undoing gzip / deflate / br content
 * encodings on the way. Both the bytes on the wire and the decoded bytes count against the
 * limit, so a small compressed "bomb" is stopped as soon as it inflates past it.
 */
import type { Transform } from 'node:stream';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress, createGunzip, createInflate, createInflateRaw } from 'node:zlib';
import { FetchError } from './fetch-error.js';

/** Content codings this reader can undo (what the fetcher advertises in Accept-Encoding). */
export const ACCEPT_ENCODING = 'gzip, deflate, br';

/** "deflate" should be zlib-wrapped, but some servers send raw deflate: look at the header. */
function looksLikeZlib(chunk: Buffer | undefined): boolean {
  if (!chunk || chunk.length < 2) return true;
  const [cmf = 0, flg = 0] = chunk;
  return (cmf & 0x0f) === 8 && ((cmf << 8) | flg) % 31 === 0;
}

function decoderFor(coding: string, firstChunk: Buffer | undefined): Transform | null {
  switch (coding) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return looksLikeZlib(firstChunk) ? createInflate() : createInflateRaw();
    case 'br':
      return createBrotliDecompress();
    default:
      return null; // identity, or a coding we did not ask for: keep the bytes as they are
  }
}

function tooLarge(maxBytes: number): FetchError {
  return new FetchError('TOO_LARGE', `The page is larger than ${maxBytes} bytes`);
}

/**
 * The decoded body, at most `maxBytes` long.
 * @param contentEncoding the Content-Encoding header (codings in the order they were applied)
 * @throws FetchError TOO_LARGE past the limit; NETWORK when a compressed body is corrupt.
 *   Stream errors (abort, socket closed) are passed through for the caller to classify.
 */
export async function readBody(
  body: Readable,
  contentEncoding: string | undefined,
  maxBytes: number,
): Promise<Buffer> {
  const codings = (contentEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((coding) => coding.trim())
    .filter((coding) => coding !== '' && coding !== 'identity')
    .reverse();
  const chunks: Buffer[] = [];
  let decodedBytes = 0;
  try {
    const iterator = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const first = await iterator.next();
    let wireBytes = 0;
    async function* wire(): AsyncGenerator<Buffer> {
      for (let next = first; !next.done; next = await iterator.next()) {
        wireBytes += next.value.length;
        if (wireBytes > maxBytes) throw tooLarge(maxBytes);
        yield next.value;
      }
    }
    const firstChunk = first.done ? undefined : first.value;
    const decoders = codings
      .map((coding, index) => decoderFor(coding, index === 0 ? firstChunk : undefined))
      .filter((decoder): decoder is Transform => decoder !== null);
    let decoderError: unknown;
    for (const decoder of decoders) {
      decoder.once('error', (error) => {
        decoderError ??= error;
      });
    }
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        decodedBytes += chunk.length;
        if (decodedBytes > maxBytes) return callback(tooLarge(maxBytes));
        chunks.push(chunk);
        callback();
      },
    });
    try {
      await pipeline([Readable.from(wire()), ...decoders, sink]);
    } catch (error) {
      if (!(error instanceof FetchError) && error === decoderError) {
        throw new FetchError('NETWORK', `Corrupt ${codings.join(', ')} body`, { cause: error });
      }
      throw error;
    }
  } finally {
    body.on('error', () => undefined).destroy();
  }
  return Buffer.concat(chunks, decodedBytes);
}
