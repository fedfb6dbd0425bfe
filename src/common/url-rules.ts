/**
 * The URL rules for saving (docs/PRODUCT.md §5), shared by the "Save a URL" form and the server.
 * A URL without a scheme is taken as https; everything else must pass every rule.
 */

/** Longest URL accepted is one character under Pocket's 2083-character limit. */
export const MAX_URL_LENGTH = 2082;

export type UrlRuleFailure =
  | 'EMPTY'
  | 'INVALID_CHARACTERS'
  | 'MAILTO'
  | 'PROTOCOL'
  | 'HOST'
  | 'TOO_LONG'
  | 'PORT'
  | 'CREDENTIALS';

export type SaveUrlResult =
  { ok: true; url: string } | { ok: false; rule: UrlRuleFailure; reason: string };

const REASONS: Record<UrlRuleFailure, string> = {
  EMPTY: 'Enter a URL to save.',
  INVALID_CHARACTERS: 'A URL cannot contain spaces, < or >.',
  MAILTO: 'Email addresses cannot be saved; enter a web address.',
  PROTOCOL: 'Only http:// and https:// links can be saved.',
  HOST: 'This URL has no valid host name.',
  TOO_LONG: `This URL is too long (the limit is ${MAX_URL_LENGTH} characters).`,
  PORT: 'The port must be a number from 1 to 65535.',
  CREDENTIALS: 'This URL has an empty user name and password (":").',
};

const fail = (rule: UrlRuleFailure): SaveUrlResult => ({ ok: false, rule, reason: REASONS[rule] });

// scheme://[credentials@]host[:port][/path...]; the authority is read by hand so that each
// rule can report its own reason (the WHATWG parser only says "invalid").
const AUTHORITY = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)/i;
const LABEL = /^[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?$/i;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

function isValidHost(host: string): boolean {
  if (host.startsWith('[') && host.endsWith(']')) return /^[0-9a-f:.]+$/i.test(host.slice(1, -1));
  const lower = host.toLowerCase();
  if (lower === 'localhost' || IPV4.test(lower)) return true;
  // Allow internationalised names: the browser/URL parser turns them into punycode later.
  const ascii = lower.replace(/[^\p{ASCII}]/gu, 'a');
  const labels = ascii.replace(/\.$/, '').split('.');
  if (labels.length < 2 || ascii.length > 253) return false;
  if (!labels.every((label) => label.length <= 63 && LABEL.test(label))) return false;
  return TLD.test(labels[labels.length - 1] ?? '');
}

/**
 * Checks a URL typed or pasted by a user against the save rules.
 * Returns the URL to save (trimmed, with https:// added when no scheme was given) or the rule it broke.
 */
export function validateSaveUrl(input: string): SaveUrlResult {
  const trimmed = input.trim();
  if (trimmed === '') return fail('EMPTY');
  if (/[\s<>]/.test(trimmed)) return fail('INVALID_CHARACTERS');
  if (/^mailto:/i.test(trimmed)) return fail('MAILTO');

  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^:/]+:\d/.test(trimmed);
  const candidate = hasScheme ? trimmed : `https://${trimmed}`;
  const authority = AUTHORITY.exec(candidate);
  if (!authority) return fail(hasScheme && !/^https?:/i.test(candidate) ? 'PROTOCOL' : 'HOST');
  const scheme = (authority[1] ?? '').toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') return fail('PROTOCOL');
  if (candidate.length > MAX_URL_LENGTH) return fail('TOO_LONG');

  let hostPort = authority[2] ?? '';
  const at = hostPort.lastIndexOf('@');
  if (at !== -1) {
    if (hostPort.slice(0, at) === ':') return fail('CREDENTIALS');
    hostPort = hostPort.slice(at + 1);
  }
  const portMatch = /^(.*?)(?::([^:\]]*))?$/.exec(hostPort);
  const host = portMatch?.[1] ?? '';
  const port = portMatch?.[2];
  if (port !== undefined) {
    if (!/^\d{1,5}$/.test(port)) return fail('PORT');
    const value = Number(port);
    if (value < 1 || value > 65535) return fail('PORT');
  }
  if (!isValidHost(host)) return fail('HOST');

  try {
    return { ok: true, url: new URL(candidate).href };
  } catch {
    return fail('HOST');
  }
}
