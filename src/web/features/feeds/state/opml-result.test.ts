import { describe, expect, test } from 'vitest';
import { opmlErrorMessage, opmlSummary, readOpmlResult } from './opml-result';

describe('OPML import answer', () => {
  test('counts and every problem with its reason', () => {
    const result = readOpmlResult({
      subscribed: 2,
      alreadySubscribed: 1,
      problems: [
        {
          title: 'Ünïcode “Blog”',
          url: 'ftp://x.example/feed',
          folder: 'Tech',
          reason: 'Only http and https feeds can be followed.',
        },
        { title: null, url: null, folder: null, reason: 'An outline without an address.' },
        { title: '', url: 'https://ok.example', folder: '', reason: '' },
        'junk',
      ],
    });
    expect(result).toEqual({
      subscribed: 2,
      alreadySubscribed: 1,
      problems: [
        {
          title: 'Ünïcode “Blog”',
          url: 'ftp://x.example/feed',
          folder: 'Tech',
          reason: 'Only http and https feeds can be followed.',
        },
        { title: null, url: null, folder: null, reason: 'An outline without an address.' },
        {
          title: null,
          url: 'https://ok.example',
          folder: null,
          reason: 'This outline could not be used.',
        },
      ],
    });
    expect(opmlSummary(result!)).toBe('Subscribed to 2 feeds, 1 already subscribed.');
    expect(opmlSummary({ subscribed: 1, alreadySubscribed: 0, problems: [] })).toBe(
      'Subscribed to 1 feed.',
    );
  });

  test('a body that is not an answer is not read as one', () => {
    expect(readOpmlResult(null)).toBeNull();
    expect(readOpmlResult({ error: 'x' })).toBeNull();
  });

  test('refusals read in the server words, else by status', () => {
    expect(opmlErrorMessage(400, { error: 'That file is not OPML.' })).toBe(
      'That file is not OPML.',
    );
    expect(opmlErrorMessage(403, { error: { code: 'CSRF_REJECTED', message: 'Refused.' } })).toBe(
      'Refused.',
    );
    expect(opmlErrorMessage(413, null)).toMatch(/2 MB/);
    expect(opmlErrorMessage(500, 'nope')).toBe('The import failed (error 500).');
  });
});
