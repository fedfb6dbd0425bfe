import { describe, expect, test } from 'vitest';
import { FONT_RANGE, parseIndex, stepIndex } from './display-settings';

describe('reader display ranges (docs/PRODUCT.md §5)', () => {
  test('a step past either end is refused', () => {
    expect(stepIndex(3, 1, FONT_RANGE.length)).toBe(4);
    expect(stepIndex(6, 1, FONT_RANGE.length)).toBe(6);
    expect(stepIndex(0, -1, FONT_RANGE.length)).toBe(0);
    expect(stepIndex(1, -1, FONT_RANGE.length)).toBe(0);
  });

  test('stored indices outside the range fall back to the default 3', () => {
    expect(parseIndex('5', 7)).toBe(5);
    expect(parseIndex('0', 7)).toBe(0);
    expect(parseIndex('7', 7)).toBe(3);
    expect(parseIndex('-1', 7)).toBe(3);
    expect(parseIndex('2.5', 7)).toBe(3);
    expect(parseIndex('abc', 7)).toBe(3);
    expect(parseIndex(null, 7)).toBe(3);
  });
});
