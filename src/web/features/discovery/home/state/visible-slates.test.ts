import { describe, expect, test } from 'vitest';
import type { HomeLineup } from '../api/home-lineup';
import { demote } from './demoted-recommendations';
import { isCorpusEmpty, visibleSlates } from './visible-slates';

const card = (id: string, url: string) => ({
  id: `rec-${id}`,
  reason: { name: 'Technology', type: 'TOPIC' as const },
  corpusItem: {
    id,
    itemId: id,
    url,
    title: `Title ${id}`,
    excerpt: '',
    publisher: 'Heise',
    imageUrl: null,
    cardImageUrl: null,
    timeToRead: 4,
    topic: 'technology',
    topicName: 'Technology',
    isCuratorPick: false,
    savedItem: null,
  },
});

const slate = (id: string, cards: ReturnType<typeof card>[]) => ({
  id,
  recommendationReasonType: 'TOPIC' as const,
  headline: id,
  subheadline: null,
  moreLink: null,
  recommendations: cards,
});

const SHARED = 'https://www.heise.de/news/KI-Gesetz-Was-jetzt-gilt-1234.html?wt_mc=rss';

const lineup = {
  id: 'home',
  slates: [
    slate('picks', [card('a', SHARED), card('b', 'https://example.com/b')]),
    slate('topic:technology', [card('c', 'https://example.com/c'), card('a2', SHARED)]),
    slate('topic:food', [card('d', SHARED)]),
  ],
} as unknown as HomeLineup;

describe('visible slates', () => {
  test('a demoted URL leaves every slate, and a slate left empty drops out', () => {
    const demoted = demote({}, SHARED, new Date(2026, 10, 26, 9));
    const shown = visibleSlates(lineup, demoted);
    expect(shown.map((entry) => entry.slate.id)).toEqual(['picks', 'topic:technology']);
    expect(shown.flatMap((entry) => entry.recommendations.map((r) => r.corpusItem.id))).toEqual([
      'b',
      'c',
    ]);
  });

  test('nothing demoted: everything shows, in order', () => {
    const shown = visibleSlates(lineup, {});
    expect(shown.map((entry) => entry.recommendations.length)).toEqual([2, 2, 1]);
  });

  test('the corpus is empty only when every slate is', () => {
    expect(isCorpusEmpty(lineup)).toBe(false);
    expect(isCorpusEmpty({ id: 'home', supply: null, slates: [] })).toBe(true);
    expect(isCorpusEmpty({ id: 'home', supply: null, slates: [slate('picks', [])] })).toBe(true);
    expect(isCorpusEmpty(undefined)).toBe(false);
  });
});
