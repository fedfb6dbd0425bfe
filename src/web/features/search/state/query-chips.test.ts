import { describe, expect, test } from 'vitest';
import { queryChips } from './query-chips';

describe('queryChips', () => {
  test('plain words make no chips', () => {
    expect(queryChips('climate policy').chips).toEqual([]);
  });

  test('operators become chips', () => {
    const { chips } = queryChips(
      'tag:recipes -tag:"to try" is:favorite type:video domain:example.com',
    );
    expect(chips).toEqual([
      'Tag: recipes',
      'Not tagged: to try',
      'Favorite',
      'Type: video',
      'Domain: example.com',
    ]);
  });

  test('time to read ranges', () => {
    expect(queryChips('ttr:<5').chips).toEqual(['Under 5 min read']);
    expect(queryChips('ttr:5..10').chips).toEqual(['5–10 min read']);
  });

  test('an unclosed quote is a note, never an error', () => {
    const result = queryChips('"unclosed phrase');
    expect(result.notes.length).toBeGreaterThan(0);
  });
});
