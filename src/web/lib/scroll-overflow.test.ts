import { describe, expect, test } from 'vitest';
import { scrollOverflow } from './scroll-overflow';

describe('scrollOverflow', () => {
  test('says which ends have more to show', () => {
    expect(scrollOverflow(0, 390, 390)).toBe('none');
    expect(scrollOverflow(0, 390, 700)).toBe('end');
    expect(scrollOverflow(100, 390, 700)).toBe('both');
    expect(scrollOverflow(310, 390, 700)).toBe('start');
  });

  test('ignores sub-pixel remainders and reads right-to-left offsets', () => {
    expect(scrollOverflow(309.5, 390, 700)).toBe('start');
    expect(scrollOverflow(0.5, 390, 700)).toBe('end');
    expect(scrollOverflow(-100, 390, 700)).toBe('both');
  });
});
