/**
 * Secrets carried in URLs: the one rule that decides whether a link holds a credential, so that
 * such a link never leaves its owner (the corpus never proposes it, docs/CORPUS.md) and never
 * reaches a log in clear (redactUrlCredentials). docs/DECISIONS.md "Credentials in URLs" lists
 * the shapes this was checked against.
 *
 * A URL holds a credential when it has a user name or password (`https://user:pass@host/`), a
 * query parameter whose name says it is one (CREDENTIAL_PARAMS, or a name ending in one of
 * CREDENTIAL_SUFFIXES or in `_key` / `Key` / `-auth`: `X-Amz-Signature`, `reset_token`, `userKey`,
 * `X-Auth`), a value shaped like a JSON Web Token, or a long value that looks random (see
 * looksRandom). Parameters in the fragment count too: an OAuth implicit grant
 * (`#access_token=…`) or a client-side route (`#/reset?token=…`).
 */

/** Query parameter names (compared lower-cased) that carry a secret on real sites. */
export const CREDENTIAL_PARAMS: ReadonlySet<string> = new Set([
  // generic
  'token',
  'access_token',
  'accesstoken',
  'refresh_token',
  'id_token',
  'auth',
  'auth_token',
  'authtoken',
  'authorization',
  'key',
  'apikey',
  'api_key',
  'api-key',
  'secret',
  'client_secret',
  'password',
  'passwd',
  'pwd',
  'pass',
  'sig',
  'signature',
  'hmac',
  'hash',
  'credential',
  'credentials',
  'private',
  'session',
  'sessionid',
  'session_id',
  'sid',
  'jwt',
  'bearer',
  'otp',
  'nonce',
  'ticket',
  'code',
  // signed storage and CDN links: AWS S3 / CloudFront, Google Cloud Storage (Azure SAS: `sig`)
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
  'awsaccesskeyid',
  'x-goog-signature',
  'x-goog-credential',
  'googleaccessid',
  'key-pair-id',
  // shared-with-a-key and invitation links
  'invite',
  'invitation',
  'confirmation_token',
  'share_key',
  'sharekey',
  'rkey',
  'authkey',
  'resourcekey',
]);

/** Name endings that mark a credential whatever comes before them (`reset_token`, `userKey`). */
export const CREDENTIAL_SUFFIXES: readonly string[] = [
  'token',
  'secret',
  'signature',
  'password',
  'sessionid',
  'session_id',
  'apikey',
  'api_key',
  'authkey',
  'auth_key',
];

const JWT = /^eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*$/;

/** Values at least this long are checked for randomness. */
const RANDOM_MIN_LENGTH = 24;
/** Bits of Shannon entropy per character from which a long value is taken for a secret. */
const RANDOM_MIN_BITS = 3.3;

function entropyBits(value: string): number {
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / value.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/**
 * A long value that looks machine-made: at least 24 characters of letters, digits and `-_.~+/=`
 * with both letters and digits, and at least 3.3 bits of entropy per character. Words joined by
 * hyphens (a slug), plain numbers and readable text fall below it.
 */
export function looksRandom(value: string): boolean {
  if (value.length < RANDOM_MIN_LENGTH) return false;
  if (!/^[A-Za-z0-9\-_.~+/=%]+$/.test(value)) return false;
  if (!/[0-9]/.test(value) || !/[A-Za-z]/.test(value)) return false;
  // A slug ("how-to-read-more-books-2024") is words, not a secret.
  if (/^[a-z0-9]+(?:[-_][a-z0-9]+)+$/.test(value) && !/[0-9][a-z]|[a-z][0-9]/.test(value))
    return false;
  return entropyBits(value) >= RANDOM_MIN_BITS;
}

/** Whether a query parameter, by its name or value, carries a credential. */
export function isCredentialParam(name: string, value: string): boolean {
  const lower = name.toLowerCase();
  if (CREDENTIAL_PARAMS.has(lower)) return value !== '';
  if (CREDENTIAL_SUFFIXES.some((suffix) => lower.endsWith(suffix))) return value !== '';
  // `user_key`, `share-key`, `userKey`, `X-Auth`, `basic_auth`; not `monkey`, `hotkey` or `oauth`.
  if (/[_-](key|auth)$/i.test(name) || /[a-z0-9](Key|Auth)$/.test(name)) return value !== '';
  return JWT.test(value) || looksRandom(value);
}

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** Whether an absolute URL carries a credential (user info, a secret parameter, a token in its path). */
export function hasCredential(url: string): boolean {
  const parsed = parse(url);
  if (!parsed) return false;
  if (parsed.username !== '' || parsed.password !== '') return true;
  for (const [name, value] of parsed.searchParams) if (isCredentialParam(name, value)) return true;
  if (parsed.pathname.split('/').some((segment) => JWT.test(segment))) return true;
  return fragmentHasCredential(parsed.hash);
}

// `#access_token=…&state=…` or a route's own query (`#/reset?token=…`, `#!/invite?code=…`).
function fragmentHasCredential(hash: string): boolean {
  const fragment = hash.slice(1);
  const queryAt = fragment.indexOf('?');
  const query =
    queryAt === -1 ? (/[=&]/.test(fragment) ? fragment : '') : fragment.slice(queryAt + 1);
  if (query === '') return false;
  for (const [name, value] of new URLSearchParams(query)) {
    if (isCredentialParam(name, value)) return true;
  }
  return false;
}

export const REDACTED = '[redacted]';

/**
 * The URL or request path (`/v3/get?access_token=…`) with every credential's value replaced by
 * `[redacted]` and any user info removed; the rest of the address is kept as written.
 */
export function redactUrlCredentials(url: string): string {
  const queryAt = url.indexOf('?');
  let head = queryAt === -1 ? url : url.slice(0, queryAt);
  head = head.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@?#]*@/i, `$1${REDACTED}@`);
  if (queryAt === -1) return head;
  const hashAt = url.indexOf('#', queryAt);
  const query = url.slice(queryAt + 1, hashAt === -1 ? undefined : hashAt);
  const fragment = hashAt === -1 ? '' : url.slice(hashAt);
  const parts = query.split('&').map((part) => {
    const equals = part.indexOf('=');
    if (equals === -1) return part;
    const name = safeDecode(part.slice(0, equals));
    const value = safeDecode(part.slice(equals + 1));
    return isCredentialParam(name, value) ? `${part.slice(0, equals)}=${REDACTED}` : part;
  });
  return `${head}?${parts.join('&')}${fragment === '' ? '' : redactFragment(fragment)}`;
}

// A fragment may carry an OAuth implicit grant (`#access_token=…`).
function redactFragment(fragment: string): string {
  return /[=&]/.test(fragment)
    ? `#${redactUrlCredentials(`?${fragment.slice(1)}`).slice(1)}`
    : fragment;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}
