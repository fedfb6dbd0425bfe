import { describe, expect, test } from 'vitest';
import { createSequenceMatcher } from './key-sequence';

describe('key sequences (1000 ms between keys)', () => {
  test('g then u within the timeout matches once', () => {
    const match = createSequenceMatcher(['g', 'u']);
    expect(match('g', 0)).toBe(false);
    expect(match('u', 500)).toBe(true);
    expect(match('u', 600)).toBe(false);
  });

  test('too slow, or another key in between, does not match', () => {
    const match = createSequenceMatcher(['g', 'u']);
    expect(match('g', 0)).toBe(false);
    expect(match('u', 1500)).toBe(false);
    expect(match('g', 2000)).toBe(false);
    expect(match('x', 2100)).toBe(false);
    expect(match('u', 2200)).toBe(false);
  });

  test('a repeated first key restarts the sequence', () => {
    const match = createSequenceMatcher(['g', 'u']);
    match('g', 0);
    expect(match('g', 100)).toBe(false);
    expect(match('U', 200)).toBe(true);
  });
});
