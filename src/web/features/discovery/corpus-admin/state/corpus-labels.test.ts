import { describe, expect, test } from 'vitest';
import {
  languageName,
  parseStatusLabel,
  percent,
  perDay,
  recommendableText,
  relativeTime,
  sourceText,
} from './corpus-labels';
import { checkHttpUrl } from './http-url';

const now = new Date('2026-11-26T12:00:00Z');
const ago = (seconds: number) => Math.floor(now.getTime() / 1000) - seconds;

describe('corpus labels', () => {
  test('last fetch, relative', () => {
    expect(relativeTime(ago(20), now)).toBe('just now');
    expect(relativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(relativeTime(ago(86_400), now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 86_400), now)).toBe('3 days ago');
    expect(relativeTime(ago(-2 * 3600), now)).toBe('in 2 hours');
  });

  test('a feed’s pace', () => {
    expect(perDay(0)).toBe('none lately');
    expect(perDay(Number.NaN)).toBe('none lately');
    expect(perDay(0.05)).toBe('less than one a week');
    expect(perDay(3 / 7)).toBe('3 a week');
    expect(perDay(2.46)).toBe('2.5 a day');
    expect(perDay(31.6)).toBe('32 a day');
  });

  test('confidence, languages and parse status in words', () => {
    expect(percent(0.874)).toBe('87%');
    expect(percent(1.2)).toBe('100%');
    expect(percent(null)).toBeNull();
    expect(languageName('de')).toBe('German');
    expect(languageName(null)).toBe('Unknown language');
    expect(parseStatusLabel('FAILED')).toBe('Could not be read');
    expect(parseStatusLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});

describe('sources and recommendation in words', () => {
  const source = (kind: Parameters<typeof sourceText>[0]['kind'], label: string) =>
    sourceText({ kind, label, addedAt: 0 });

  test('each kind says what proposed the item, then whom the server names', () => {
    expect(source('INSTANCE_FEED', 'Le monde & “ailleurs”')).toBe(
      'Instance feed: Le monde & “ailleurs”',
    );
    expect(source('SUBSCRIBED_FEED', 'Followed by readers: ハッカーニュース')).toBe(
      'Followed by 3+ people: ハッカーニュース',
    );
    expect(source('PUBLIC_LIST', 'Public list: قراءات')).toBe('Public list: قراءات');
    expect(source('PUBLIC_LIST', '')).toBe('Public list');
    expect(source('CURATOR', 'Added by ada')).toBe('Added by a curator (ada)');
    // Popular saves never name anyone, whatever the label says.
    expect(source('POPULAR_SAVES', 'Saved by several readers')).toBe(
      'Saved by 3+ people on this instance',
    );
  });

  test('rejected is never recommended; a prospect only from a trusted feed', () => {
    expect(recommendableText({ state: 'REJECTED', recommendable: true })).toBe('Never');
    expect(recommendableText({ state: 'PROSPECT', recommendable: true })).toBe(
      'Yes, from a trusted feed',
    );
    expect(recommendableText({ state: 'PROSPECT', recommendable: false })).toBe(
      'Not until approved',
    );
    expect(recommendableText({ state: 'APPROVED', recommendable: true })).toBe('Yes');
  });
});

describe('URL check before sending', () => {
  test('http and https only; a bare address gets https', () => {
    expect(checkHttpUrl('  example.com/feed.xml ')).toEqual({
      ok: true,
      url: 'https://example.com/feed.xml',
    });
    expect(checkHttpUrl('http://127.0.0.1:8080/feeds/rss.xml')).toEqual({
      ok: true,
      url: 'http://127.0.0.1:8080/feeds/rss.xml',
    });
    expect(checkHttpUrl('https://пример.рф/лента')).toMatchObject({ ok: true });
    expect(checkHttpUrl('')).toEqual({ ok: false, error: 'Enter a URL.' });
    expect(checkHttpUrl('javascript:alert(1)')).toEqual({
      ok: false,
      error: 'Only http and https URLs can be added.',
    });
    expect(checkHttpUrl('ftp://example.com/a')).toMatchObject({ ok: false });
    expect(checkHttpUrl('not a url')).toEqual({ ok: false, error: 'That is not a URL.' });
  });
});
