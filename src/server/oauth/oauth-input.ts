/**
 * Checks the parameters of the OAuth calls (docs/POCKET-COMPATIBILITY.md §3.2). Values arrive from
 * a query string, a form or JSON, so each is `unknown` until checked here.
 */
import { badInput, notFound } from '../core/errors.js';
import {
  CONSUMER_KEY,
  MAX_REDIRECT_URI_LENGTH,
  MAX_STATE_LENGTH,
  OAUTH_ERROR,
  OauthError,
} from './oauth.types.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Schemes that run code or read local files when a browser is sent to them. */
const FORBIDDEN_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:']);

const isSpaceOrControl = (char: string) => {
  const code = char.codePointAt(0)!;
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f);
};

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

export function checkConsumerKey(value: unknown): string {
  if (isMissing(value)) {
    throw new OauthError(
      'BAD_USER_INPUT',
      OAUTH_ERROR.MISSING_CONSUMER_KEY,
      'Missing consumer key.',
      'consumer_key',
    );
  }
  if (typeof value !== 'string' || !CONSUMER_KEY.test(value)) {
    throw new OauthError(
      'FORBIDDEN',
      OAUTH_ERROR.INVALID_CONSUMER_KEY,
      'Invalid consumer key: it looks like 1234-0123456789abcdef01234567 (digits, a dash and 24 hex characters).',
      'consumer_key',
    );
  }
  return value;
}

const invalidRedirect = (why: string) =>
  new OauthError(
    'BAD_USER_INPUT',
    OAUTH_ERROR.INVALID_REDIRECT_URI,
    `Invalid redirect uri: ${why}`,
    'redirect_uri',
  );

/**
 * Published clients that percent-encode the whole URI once more (`escape(uri)`,
 * `UrlEncode(uri)` inside JSON): such a value is not an absolute URI, its decoding is.
 */
function decodedOnce(value: string): string {
  if (!/^[a-z][a-z0-9+.-]*%3a/i.test(value)) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** An absolute URI the browser may be sent to; kept as given (Pocket redirects unchanged). */
export function checkRedirectUri(raw: unknown): string {
  if (isMissing(raw)) throw invalidRedirect('redirect_uri is required.');
  if (typeof raw !== 'string') throw invalidRedirect('it must be a string.');
  const value = decodedOnce(raw);
  if (value.length > MAX_REDIRECT_URI_LENGTH) {
    throw invalidRedirect(`it is longer than ${MAX_REDIRECT_URI_LENGTH} characters.`);
  }
  // Browsers drop or strip such characters before parsing, which could hide the real scheme.
  if ([...value].some(isSpaceOrControl)) {
    throw invalidRedirect('it must not contain spaces or control characters.');
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalidRedirect('it must be an absolute URI such as https://example.com/done.');
  }
  if (FORBIDDEN_SCHEMES.has(url.protocol)) {
    throw invalidRedirect(`the ${url.protocol} scheme is not allowed.`);
  }
  return value;
}

/**
 * The app's optional state, echoed back: absent, null and '' are none; a number or boolean (a
 * typed client's field) is taken as its text. Any other JSON value (an object, a list) is taken
 * and dropped: pocket-auth's README sends `{}` (docs/POCKET-COMPATIBILITY.md §3.2).
 */
export function checkState(value: unknown): string | null {
  if (isMissing(value)) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return null;
  if (value.length > MAX_STATE_LENGTH) {
    throw badInput(`state must be at most ${MAX_STATE_LENGTH} characters.`, 'state');
  }
  return value;
}

const codeNotFound = (message = 'Code not found.') =>
  new OauthError('BAD_USER_INPUT', OAUTH_ERROR.CODE_NOT_FOUND, message, 'code');

/** The code an app sends to /v3/oauth/authorize, lower-cased. */
export function checkExchangeCode(value: unknown): string {
  if (isMissing(value)) {
    throw new OauthError('BAD_USER_INPUT', OAUTH_ERROR.MISSING_CODE, 'Missing code.', 'code');
  }
  if (typeof value !== 'string' || !UUID.test(value)) throw codeNotFound();
  return value.toLowerCase();
}

export { codeNotFound };

export const REQUEST_NOT_FOUND = 'This authorization link is not valid.';

/** The code in a consent-page URL, lower-cased; a malformed one is simply not found. */
export function checkPageCode(value: string): string {
  if (!UUID.test(value)) throw notFound(REQUEST_NOT_FOUND);
  return value.toLowerCase();
}
