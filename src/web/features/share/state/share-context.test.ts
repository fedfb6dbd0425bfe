import { describe, expect, test } from 'vitest';
import { buildShareContext, clipQuote, MAX_SHARE_QUOTE_LENGTH } from './share-context';

describe('share context (docs/PRODUCT.md §5)', () => {
  test('no quote and no note: no context at all', () => {
    expect(buildShareContext()).toBeNull();
    expect(buildShareContext('', '  ')).toBeNull();
    expect(buildShareContext(null, null)).toBeNull();
  });

  test('a quote is sent as a list of quotes; a note only when non-empty', () => {
    expect(buildShareContext('  A passage.  ')).toEqual({ highlights: { quotes: ['A passage.'] } });
    expect(buildShareContext('A passage.', '')).toEqual({ highlights: { quotes: ['A passage.'] } });
    expect(buildShareContext(null, ' Read this ')).toEqual({ note: 'Read this' });
    expect(buildShareContext('Q', 'N')).toEqual({ note: 'N', highlights: { quotes: ['Q'] } });
  });

  test('quotes longer than 300 characters are cut with an ellipsis', () => {
    const exact = 'x'.repeat(MAX_SHARE_QUOTE_LENGTH);
    expect(clipQuote(exact)).toBe(exact);
    const words = 'word '.repeat(100);
    const clipped = clipQuote(words);
    expect(clipped.length).toBeLessThanOrEqual(MAX_SHARE_QUOTE_LENGTH);
    expect(clipped.endsWith('word…')).toBe(true);
    const unbroken = clipQuote('y'.repeat(400));
    expect(unbroken).toBe(`${'y'.repeat(MAX_SHARE_QUOTE_LENGTH - 1)}…`);
    expect(buildShareContext('z'.repeat(500))?.highlights?.quotes[0]).toHaveLength(
      MAX_SHARE_QUOTE_LENGTH,
    );
  });

  test('runs of white space in a quote become one space', () => {
    expect(clipQuote('one\n\n two\tthree')).toBe('one two three');
  });
});
