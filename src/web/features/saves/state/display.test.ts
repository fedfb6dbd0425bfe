import { describe, expect, test } from 'vitest';
import { displayDomain, displayTitle, relativeTime } from './display';

describe('saved item display', () => {
  test('falls back to host and last path segment while there is no title', () => {
    expect(displayTitle(null, 'https://www.example.com/articles/first-save')).toBe(
      'example.com › first-save',
    );
    expect(displayTitle('  ', 'https://example.com/')).toBe('example.com');
    expect(displayTitle('A title', 'https://example.com/x')).toBe('A title');
    expect(displayDomain('https://www.example.com/a')).toBe('example.com');
  });

  test('relative save dates', () => {
    const now = Date.UTC(2025, 0, 10, 12, 0, 0);
    const at = (secondsAgo: number) => now / 1000 - secondsAgo;
    expect(relativeTime(at(10), now)).toBe('just now');
    expect(relativeTime(at(5 * 60), now)).toMatch(/5 minutes ago/);
    expect(relativeTime(at(3 * 3600), now)).toMatch(/3 hours ago/);
    expect(relativeTime(at(24 * 3600), now)).toMatch(/yesterday|1 day ago/);
  });
});
