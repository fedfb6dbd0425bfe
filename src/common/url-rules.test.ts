import { describe, expect, it } from 'vitest';
import { MAX_URL_LENGTH, validateSaveUrl } from './url-rules.js';

const longPath = (total: number) =>
  `https://example.com/${'a'.repeat(total - 'https://example.com/'.length)}`;

// One row per rule of docs/PRODUCT.md §5, with the cases on both sides of each boundary.
// expected: the rule that fails (upper case) or the URL that is accepted.
const cases: Array<[input: string, expected: string]> = [
  // non-empty
  ['', 'EMPTY'],
  ['   ', 'EMPTY'],
  // no whitespace, < or >
  ['https://exa mple.com/', 'INVALID_CHARACTERS'],
  ['https://example.com/a\tb', 'INVALID_CHARACTERS'],
  ['https://example.com/<script>', 'INVALID_CHARACTERS'],
  ['https://example.com/a>b', 'INVALID_CHARACTERS'],
  ['  https://example.com/trimmed  ', 'https://example.com/trimmed'],
  // mailto:
  ['mailto:someone@example.com', 'MAILTO'],
  ['MAILTO:someone@example.com', 'MAILTO'],
  // protocols: http and https only
  ['ftp://example.com/file', 'PROTOCOL'],
  ['javascript:alert(1)', 'PROTOCOL'],
  ['file:///etc/passwd', 'PROTOCOL'],
  ['http://example.com/', 'http://example.com/'],
  ['HTTPS://Example.COM/Path', 'https://example.com/Path'],
  ['example.com/article', 'https://example.com/article'],
  // a valid host is required; underscores allowed
  ['https://', 'HOST'],
  ['https:///path', 'HOST'],
  ['https://nodot/', 'HOST'],
  ['https://-bad-.com/', 'HOST'],
  ['https://example.c0m/', 'HOST'],
  ['https://my_host.example.com/', 'https://my_host.example.com/'],
  ['https://localhost/', 'https://localhost/'],
  ['http://127.0.0.1/x', 'http://127.0.0.1/x'],
  ['http://[::1]/x', 'http://[::1]/x'],
  ['https://bücher.de/', 'https://xn--bcher-kva.de/'],
  // length under 2083
  [longPath(MAX_URL_LENGTH), longPath(MAX_URL_LENGTH)],
  [longPath(MAX_URL_LENGTH + 1), 'TOO_LONG'],
  // port from 1 to 65535
  ['https://example.com:0/', 'PORT'],
  ['https://example.com:1/', 'https://example.com:1/'],
  ['https://example.com:65535/', 'https://example.com:65535/'],
  ['https://example.com:65536/', 'PORT'],
  ['https://example.com:abc/', 'PORT'],
  ['localhost:3000/page', 'https://localhost:3000/page'],
  // credentials allowed, but not ':' alone
  ['https://user:pass@example.com/', 'https://user:pass@example.com/'],
  ['https://user@example.com/', 'https://user@example.com/'],
  ['https://:@example.com/', 'CREDENTIALS'],
];

describe('validateSaveUrl', () => {
  it.each(cases)('%s → %s', (input, expected) => {
    const result = validateSaveUrl(input);
    if (result.ok) expect(result.url).toBe(expected);
    else expect(result.rule).toBe(expected);
  });

  it('gives a sentence a person can act on for every failure', () => {
    const result = validateSaveUrl('ftp://example.com/');
    expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/http/) });
  });
});
