import { describe, expect, test } from 'vitest';
import {
  KEEP_DAYS,
  demote,
  isDemoted,
  midnightOf,
  parseDemoted,
  undemote,
} from './demoted-recommendations';

const URL_A = 'https://www.zeit.de/digital/2026-11/künstliche-intelligenz?utm=x';
const URL_B = 'https://example.com/a,b;c';

describe('demoted recommendations (local, with midnight stamps)', () => {
  test('demoting stamps the local midnight of the day, at any hour', () => {
    const late = new Date(2026, 10, 26, 23, 59, 30);
    const early = new Date(2026, 10, 26, 0, 0, 1);
    const map = demote({}, URL_A, late);
    expect(map[URL_A]).toBe(new Date(2026, 10, 26).getTime());
    expect(demote({}, URL_A, early)[URL_A]).toBe(map[URL_A]);
    expect(midnightOf(late)).toBe(new Date(2026, 10, 26, 0, 0, 0, 0).getTime());
  });

  test('a demoted URL stays demoted after a reload the next day, and undemote forgets it', () => {
    const today = new Date(2026, 10, 26, 15);
    const stored = JSON.stringify(demote(demote({}, URL_A, today), URL_B, today));
    const tomorrow = parseDemoted(stored, new Date(2026, 10, 27, 8));
    expect(isDemoted(tomorrow, URL_A)).toBe(true);
    expect(isDemoted(tomorrow, URL_B)).toBe(true);
    expect(isDemoted(tomorrow, 'https://example.com/other')).toBe(false);
    const undone = undemote(tomorrow, URL_A);
    expect(isDemoted(undone, URL_A)).toBe(false);
    expect(isDemoted(undone, URL_B)).toBe(true);
  });

  test('entries older than the keep window are pruned on reading', () => {
    const then = new Date(2026, 9, 1, 12);
    const stored = JSON.stringify(demote({}, URL_A, then));
    expect(isDemoted(parseDemoted(stored, new Date(2026, 9, 1 + KEEP_DAYS, 9)), URL_A)).toBe(true);
    expect(isDemoted(parseDemoted(stored, new Date(2026, 9, 2 + KEEP_DAYS, 9)), URL_A)).toBe(false);
  });

  test('broken or foreign storage values read as nothing demoted', () => {
    const now = new Date(2026, 10, 26);
    for (const raw of [null, '', 'not json', '[1,2]', 'null', '"text"']) {
      expect(parseDemoted(raw, now)).toEqual({});
    }
    expect(parseDemoted(JSON.stringify({ [URL_A]: 'yesterday', [URL_B]: null }), now)).toEqual({});
    // toString is an own key only when stored: an empty map does not claim it.
    expect(isDemoted({}, 'toString')).toBe(false);
  });
});
