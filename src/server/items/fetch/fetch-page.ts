/**
 * fetchPage: downloads a user-supplied URL for the article pipeline, safely. Every connection goes
 * through the SSRF-guarded agent; redirects are followed here, hop by hop, so each one is counted
 * and re-checked; size and time are bounded; the body is decompressed and its text decoded.
 */
import type { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { redactUrlCredentials } from '../../../common/credential-urls.js';
import { isTextualMime, parseContentType, sniffMime } from './content-type.js';
import { decodeText } from './decode-text.js';
import { FetchError, UNREACHABLE_CODES, errorCode } from './fetch-error.js';
import type { Resolver } from './guarded-agent.js';
import { createGuardedAgent } from './guarded-agent.js';
import { loadUndici } from './undici-module.js';
import { ACCEPT_ENCODING, readBody } from './read-body.js';

export { FetchError } from './fetch-error.js';

/** Limits and seams for one fetch. */
export interface FetchOptions {
  /** Allow loopback and private addresses: tests only (ALLOW_PRIVATE_FETCH=1). Default false. */
  allowPrivate?: boolean;
  /** Limit for DNS resolution and for each TCP/TLS handshake. Default 5 000 ms. */
  connectTimeoutMs?: number;
  /** Limit for the whole fetch: every hop, headers and body. Default 20 000 ms. */
  totalTimeoutMs?: number;
  /** Largest body accepted, on the wire and decompressed. Default 10 MiB. */
  maxBytes?: number;
  /** Most redirects followed. Default 10. */
  maxRedirects?: number;
  userAgent?: string;
  /** Accept header. Default prefers HTML. */
  accept?: string;
  /** DNS seam for tests: the addresses a name resolves to. */
  resolve?: Resolver;
  /**
   * Validators of an earlier answer, sent as If-None-Match / If-Modified-Since (feeds). With
   * either, a 304 answer is a result (`notModified`), not an error.
   */
  conditional?: { etag?: string | null; lastModified?: string | null };
}

/** A successfully fetched page (a 2xx answer). */
export interface FetchedPage {
  /** The URL asked for. */
  url: string;
  /** The URL that answered, after redirects. */
  finalUrl: string;
  /** The target of each redirect followed, in order (empty without redirects). */
  redirects: string[];
  status: number;
  /** Lower-case MIME type without parameters ('text/html'); sniffed when the server sent none. */
  contentType: string;
  /** Raw bytes after content decoding (≤ maxBytes). */
  body: Buffer;
  /** Decoded text for text/*, XML and JSON types; null otherwise. */
  text: string | null;
  /** The charset `text` was decoded with ('utf-8', 'windows-1251' …); null when text is null. */
  charset: string | null;
  /** Response headers of the final hop, lower-case names (repeated headers joined by ', '). */
  headers: Record<string, string>;
  /** The status of each redirect followed, in order (301, 302 …), beside `redirects`. */
  redirectStatuses?: number[];
  /**
   * True for a 304 answer to a conditional request (options.conditional): the earlier body is
   * still current, and `body` is empty.
   */
  notModified?: boolean;
}

/** A non-2xx answer: a FetchError that keeps the answer's headers (Retry-After). */
export class HttpStatusError extends FetchError {
  constructor(
    status: number,
    readonly headers: Record<string, string>,
  ) {
    super('HTTP_ERROR', `The server answered ${status}`, { status });
  }
}

export const DEFAULT_USER_AGENT =
  'Mozilla/5.0 (compatible; Satchel/0.1; +https://github.com/satchel/satchel)';
const DEFAULT_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);

/** Parses a URL we may fetch: absolute, http or https. */
function parseFetchUrl(url: string, base?: URL): URL {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch (cause) {
    // The message reaches the job log: no secret of the link goes with it.
    throw new FetchError('INVALID_URL', `Not a valid URL: ${redactUrlCredentials(url)}`, { cause });
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new FetchError(
      'INVALID_URL',
      `Only http and https URLs can be fetched: ${redactUrlCredentials(parsed.href)}`,
    );
  }
  return parsed;
}

function flattenHeaders(headers: Dispatcher.ResponseData['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/** Drops a body we will not read (closing its connection) without an unhandled 'error'. */
function discard(body: Readable): void {
  body.on('error', () => undefined).destroy();
}

/** Maps whatever a fetch threw to a FetchError; a fired deadline always means TIMEOUT. */
function toFetchError(error: unknown, deadline: AbortSignal, totalTimeoutMs: number): FetchError {
  if (deadline.aborted) {
    return new FetchError('TIMEOUT', `The page did not load within ${totalTimeoutMs} ms`, {
      cause: error,
    });
  }
  if (error instanceof FetchError) return error;
  const code = errorCode(error);
  if (TIMEOUT_CODES.has(code)) {
    return new FetchError('TIMEOUT', `Timed out (${code})`, { cause: error });
  }
  if (code === 'ECONNREFUSED') {
    return new FetchError('NETWORK', 'The site refused the connection (ECONNREFUSED)', {
      cause: error,
      permanent: true,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new FetchError('NETWORK', `Network error: ${message}`, {
    cause: error,
    permanent: UNREACHABLE_CODES.has(code),
  });
}

/**
 * Fetches a user-supplied URL: a GET that only reaches public addresses (unless allowPrivate),
 * follows up to `maxRedirects` redirects, and returns the 2xx answer with its body decoded.
 * @throws FetchError — see `kind` and `permanent` (the job retries only non-permanent errors).
 */
export async function fetchPage(url: string, options: FetchOptions = {}): Promise<FetchedPage> {
  const agent = createGuardedAgent({
    allowPrivate: options.allowPrivate ?? false,
    connectTimeoutMs: options.connectTimeoutMs ?? 5_000,
    responseTimeoutMs: options.totalTimeoutMs ?? 20_000,
    ...(options.resolve ? { resolve: options.resolve } : {}),
  });
  try {
    return await fetchPageVia(agent, url, options);
  } finally {
    await agent.destroy();
  }
}

/**
 * fetchPage over a given dispatcher. The SSRF guard lives in the dispatcher: pass only an agent
 * from `createGuardedAgent` (tests use its seams). Exported for tests.
 */
export async function fetchPageVia(
  dispatcher: Dispatcher,
  url: string,
  options: FetchOptions = {},
): Promise<FetchedPage> {
  const totalTimeoutMs = options.totalTimeoutMs ?? 20_000;
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 10;
  const headers: Record<string, string> = {
    'user-agent': options.userAgent ?? DEFAULT_USER_AGENT,
    accept: options.accept ?? DEFAULT_ACCEPT,
    'accept-encoding': ACCEPT_ENCODING,
    'accept-language': 'en-US,en;q=0.9',
  };
  const { etag, lastModified } = options.conditional ?? {};
  if (etag) headers['if-none-match'] = etag;
  if (lastModified) headers['if-modified-since'] = lastModified;
  const conditional = Boolean(etag || lastModified);
  const start = parseFetchUrl(url);
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), totalTimeoutMs);
  try {
    const redirects: string[] = [];
    const redirectStatuses: number[] = [];
    let current = start;
    for (;;) {
      const target = new URL(current.href);
      target.hash = '';
      const response = await loadUndici().request(target, {
        dispatcher,
        method: 'GET',
        headers,
        signal: deadline.signal,
      });
      const { statusCode: status, body } = response;
      if (REDIRECT_STATUSES.has(status)) {
        await body.dump({ limit: 64 * 1024, signal: deadline.signal });
        const location = response.headers.location;
        const next = Array.isArray(location) ? location[0] : location;
        if (!next) throw new FetchError('HTTP_ERROR', `${status} without a Location`, { status });
        if (redirects.length >= maxRedirects) {
          throw new FetchError('TOO_MANY_REDIRECTS', `More than ${maxRedirects} redirects`);
        }
        const following = parseFetchUrl(next, current);
        if (following.hash === '' && current.hash !== '') following.hash = current.hash;
        redirects.push(following.href);
        redirectStatuses.push(status);
        current = following;
        continue;
      }
      const pageHeaders = flattenHeaders(response.headers);
      if (status === 304 && conditional) {
        discard(body);
        return {
          url,
          finalUrl: current.href,
          redirects,
          redirectStatuses,
          status,
          contentType: '',
          body: Buffer.alloc(0),
          text: null,
          charset: null,
          headers: pageHeaders,
          notModified: true,
        };
      }
      if (status < 200 || status >= 300) {
        discard(body);
        throw new HttpStatusError(status, pageHeaders);
      }
      const declaredLength = Number(pageHeaders['content-length'] ?? NaN);
      if (declaredLength > maxBytes) {
        discard(body);
        throw new FetchError('TOO_LARGE', `The page is ${declaredLength} bytes (max ${maxBytes})`);
      }
      const bytes = await readBody(body, pageHeaders['content-encoding'], maxBytes);
      const declared = parseContentType(pageHeaders['content-type']);
      const contentType = declared.mime || sniffMime(bytes);
      const decoded = isTextualMime(contentType)
        ? decodeText(bytes, contentType, declared.charset)
        : null;
      return {
        url,
        finalUrl: current.href,
        redirects,
        redirectStatuses,
        status,
        contentType,
        body: bytes,
        text: decoded?.text ?? null,
        charset: decoded?.charset ?? null,
        headers: pageHeaders,
      };
    }
  } catch (error) {
    throw toFetchError(error, deadline.signal, totalTimeoutMs);
  } finally {
    clearTimeout(timer);
  }
}
