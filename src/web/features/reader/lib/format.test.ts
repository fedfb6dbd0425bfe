import { describe, expect, test } from 'vitest';
import { formatByline, formatPublished, parsePublished } from './format';

describe('reader header formatting', () => {
  test('parses Pocket date strings as UTC and ISO strings as given', () => {
    expect(parsePublished('2020-03-03 00:00:00')?.toISOString()).toBe('2020-03-03T00:00:00.000Z');
    expect(parsePublished('2021-01-02T10:00:00Z')?.toISOString()).toBe('2021-01-02T10:00:00.000Z');
    expect(parsePublished('not a date')).toBeNull();
    expect(parsePublished('')).toBeNull();
    expect(parsePublished(null)).toBeNull();
  });

  test('formats the date without shifting the day', () => {
    const date = parsePublished('2020-03-03 00:00:00');
    expect(date && formatPublished(date, 'en-US')).toBe('March 3, 2020');
  });

  test('joins authors', () => {
    expect(formatByline([])).toBe('');
    expect(formatByline(['A'])).toBe('A');
    expect(formatByline(['A', 'B'])).toBe('A and B');
    expect(formatByline(['A', 'B', 'C'])).toBe('A, B and C');
    expect(formatByline(['A', 'B'], 'en-GB')).toBe('A and B');
  });

  test('joins names in the article’s language, never with an English "and"', () => {
    expect(formatByline(['Jean Dupont', 'Marie Curie'], 'fr')).toBe('Jean Dupont et Marie Curie');
    expect(formatByline(['Hans', 'Eva', 'Jo'], 'de-AT')).toBe('Hans, Eva und Jo');
    expect(formatByline(['Ana García', 'Luis Pérez'], 'es')).toBe('Ana García y Luis Pérez');
    expect(formatByline(['A', 'B'], 'not a tag!')).toBe('A and B');
  });
});
