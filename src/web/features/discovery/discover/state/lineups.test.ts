import { describe, expect, it } from 'vitest';
import { TOPICS } from '../../../../../common/topics';
import { discoverLocale, EXPLORE_LINEUP_IDS, topicFromSlug, topicPath } from './lineups';

describe('discoverLocale', () => {
  it('is German for a German first language, in any region', () => {
    expect(discoverLocale(['de'])).toBe('de');
    expect(discoverLocale(['de-CH', 'fr-CH'])).toBe('de');
    expect(discoverLocale(['DE-at'])).toBe('de');
  });

  it('is English otherwise, even with German second', () => {
    expect(discoverLocale(['en-GB', 'de'])).toBe('en');
    expect(discoverLocale(['ar-EG'])).toBe('en');
    expect(discoverLocale(['dee'])).toBe('en');
    expect(discoverLocale([])).toBe('en');
  });

  it('names two different lineups', () => {
    expect(EXPLORE_LINEUP_IDS.de).not.toBe(EXPLORE_LINEUP_IDS.en);
  });
});

describe('topicFromSlug', () => {
  it('finds each of the 15 topics by its slug, with its lineup id', () => {
    for (const topic of TOPICS) expect(topicFromSlug(topic.slug)?.lineupId).toBe(topic.lineupId);
    expect(topicFromSlug('health')?.name).toBe('Health & Fitness');
    expect(topicPath('self-improvement')).toBe('/discover/self-improvement');
  });

  it('refuses unknown, differently cased and missing slugs', () => {
    expect(topicFromSlug('Technology')).toBeNull();
    expect(topicFromSlug('tech')).toBeNull();
    expect(topicFromSlug('')).toBeNull();
    expect(topicFromSlug(undefined)).toBeNull();
  });
});
