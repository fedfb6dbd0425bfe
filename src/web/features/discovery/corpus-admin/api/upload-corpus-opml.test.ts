import { describe, expect, test } from 'vitest';
import { readOpmlError, readOpmlResult } from './upload-corpus-opml';

describe('OPML upload answers', () => {
  test('the result with its problems, whatever is missing from each', () => {
    expect(
      readOpmlResult({
        added: 12,
        alreadyThere: 3,
        problems: [
          { title: 'Tagesschau', url: null, folder: 'Politik', reason: 'No feed URL.' },
          { url: 'https://example.com/x', reason: 'Not a feed' },
          'junk',
        ],
      }),
    ).toEqual({
      added: 12,
      alreadyThere: 3,
      problems: [
        { title: 'Tagesschau', url: null, folder: 'Politik', reason: 'No feed URL.' },
        { title: null, url: 'https://example.com/x', folder: null, reason: 'Not a feed' },
      ],
    });
  });

  test('a body that is no result is not taken for one', () => {
    expect(readOpmlResult(null)).toBeNull();
    expect(readOpmlResult({ error: 'That file is not OPML.' })).toBeNull();
    expect(readOpmlResult('<html>502</html>')).toBeNull();
  });

  test('refusals in the server’s words, else in ours', () => {
    expect(readOpmlError(400, { error: 'That file is not OPML.' })).toBe('That file is not OPML.');
    expect(readOpmlError(403, { error: { code: 'FORBIDDEN', message: 'Curators only.' } })).toBe(
      'Curators only.',
    );
    expect(readOpmlError(413, null)).toBe('That file is larger than 2 MB.');
    expect(readOpmlError(502, null)).toBe('The file could not be uploaded. Please try again.');
  });
});
