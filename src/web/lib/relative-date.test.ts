import { describe, expect, test } from 'vitest';
import { relativeDate } from './relative-date';

const now = new Date(2026, 4, 20, 15, 30, 0);
const at = (date: Date) => Math.floor(date.getTime() / 1000);

describe('relativeDate', () => {
  test('just now, today, days, months, years', () => {
    expect(relativeDate(at(new Date(2026, 4, 20, 15, 29, 30)), now)).toBe('just now');
    expect(relativeDate(at(new Date(2026, 4, 20, 15, 31, 0)), now)).toBe('just now');
    expect(relativeDate(at(new Date(2026, 4, 20, 15, 0, 0)), now)).toBe('today');
    expect(relativeDate(at(new Date(2026, 4, 20, 0, 5, 0)), now)).toBe('today');
    expect(relativeDate(at(new Date(2026, 4, 19, 23, 59, 0)), now)).toBe('1 day ago');
    expect(relativeDate(at(new Date(2026, 4, 15, 12, 0, 0)), now)).toBe('5 days ago');
    expect(relativeDate(at(new Date(2026, 3, 10, 12, 0, 0)), now)).toBe('1 month ago');
    expect(relativeDate(at(new Date(2025, 11, 25, 12, 0, 0)), now)).toBe('4 months ago');
    expect(relativeDate(at(new Date(2025, 4, 20, 12, 0, 0)), now)).toBe('1 year ago');
    expect(relativeDate(at(new Date(2021, 0, 1, 12, 0, 0)), now)).toBe('5 years ago');
  });
});
