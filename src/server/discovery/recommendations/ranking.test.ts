/**
 * The ranking rules (docs/RECOMMENDATIONS.md "Ranking and lineups"): priors, freshness, the Beta
 * sampler's statistics, the score's order and the diversity rules of a slate.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../common/seeded-random.js';
import {
  diversify,
  diversifyRelaxing,
  freshnessDecay,
  freshnessWindowDays,
  qualityPrior,
  sampleBeta,
  score,
  seedFromString,
  type Rankable,
} from './ranking.js';

describe('priors and freshness', () => {
  it('orders the priors pick > approved > instance feed > popular', () => {
    expect(qualityPrior('CURATOR_PICK')).toBeGreaterThan(qualityPrior('APPROVED'));
    expect(qualityPrior('APPROVED')).toBeGreaterThan(qualityPrior('INSTANCE_FEED'));
    expect(qualityPrior('INSTANCE_FEED')).toBeGreaterThan(qualityPrior('POPULAR'));
    expect(qualityPrior('POPULAR')).toBeGreaterThan(0);
  });

  it('decays news within a week and evergreen topics over months', () => {
    expect(freshnessDecay('politics', 0)).toBe(1);
    expect(freshnessDecay('technology', 7)).toBeLessThan(0.1);
    expect(freshnessDecay('food', 7)).toBeGreaterThan(0.9);
    expect(freshnessDecay('food', 60)).toBeCloseTo(0.5, 5);
    expect(freshnessDecay('travel', 30)).toBeGreaterThan(freshnessDecay('sports', 3));
    expect(freshnessWindowDays('sports')).toBe(7);
    expect(freshnessWindowDays('personal-finance')).toBeGreaterThanOrEqual(90);
    expect(freshnessWindowDays(null)).toBeGreaterThan(7);
  });

  it('stays in (0, 1] for future dates, ancient items and nonsense ages', () => {
    for (const age of [-5, 0, 1e6, Number.POSITIVE_INFINITY, Number.NaN]) {
      const decay = freshnessDecay('gaming', age);
      expect(decay).toBeGreaterThan(0);
      expect(decay).toBeLessThanOrEqual(1);
    }
    expect(freshnessDecay('gaming', -5)).toBe(1);
  });
});

describe('random numbers', () => {
  it('repeats a seed and differs between seeds', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(Array.from({ length: 5 }, c)).not.toEqual(first);
    for (const value of first) expect(value >= 0 && value < 1).toBe(true);
    expect(seedFromString('7:2026-11-26')).not.toBe(seedFromString('7:2026-11-27'));
  });

  it.each([
    [1, 19],
    [0.5, 0.5],
    [31, 989],
    [3, 2],
  ])('samples Beta(%d, %d) with its mean and variance', (alpha, beta) => {
    const rng = createRng(seedFromString(`${alpha}/${beta}`));
    const n = 20_000;
    let sum = 0;
    let sumSquares = 0;
    for (let i = 0; i < n; i++) {
      const x = sampleBeta(alpha, beta, rng);
      expect(x >= 0 && x <= 1).toBe(true);
      sum += x;
      sumSquares += x * x;
    }
    const mean = sum / n;
    const variance = sumSquares / n - mean * mean;
    const expectedMean = alpha / (alpha + beta);
    const expectedVariance =
      (alpha * beta) / ((alpha + beta) * (alpha + beta) * (alpha + beta + 1));
    expect(Math.abs(mean - expectedMean)).toBeLessThan(4 * Math.sqrt(expectedVariance / n));
    expect(variance / expectedVariance).toBeGreaterThan(0.9);
    expect(variance / expectedVariance).toBeLessThan(1.1);
  });

  it('refuses non-positive parameters', () => {
    expect(() => sampleBeta(0, 1, createRng(1))).toThrow(RangeError);
  });
});

const candidate = (overrides: Partial<Rankable> & { corpusItemId: number }): Rankable => ({
  site: `site${overrides.corpusItemId}.example`,
  publisher: `Publisher ${overrides.corpusItemId}`,
  prior: qualityPrior('APPROVED'),
  ageDays: 1,
  topic: 'technology',
  impressions: 0,
  opens: 0,
  ...overrides,
});

describe('score', () => {
  it('prefers an often-opened item over an often-ignored one of the same kind', () => {
    const rng = createRng(7);
    const liked = candidate({ corpusItemId: 1, impressions: 1000, opens: 150 });
    const ignored = candidate({ corpusItemId: 2, impressions: 1000, opens: 2 });
    let wins = 0;
    for (let i = 0; i < 200; i++) if (score(liked, rng) > score(ignored, rng)) wins++;
    expect(wins).toBe(200);
  });

  it('lets a pick beat a popular-only item on average when nothing was shown yet', () => {
    const rng = createRng(9);
    const pick = candidate({ corpusItemId: 1, prior: qualityPrior('CURATOR_PICK') });
    const popular = candidate({ corpusItemId: 2, prior: qualityPrior('POPULAR') });
    let pickTotal = 0;
    let popularTotal = 0;
    for (let i = 0; i < 5000; i++) {
      pickTotal += score(pick, rng);
      popularTotal += score(popular, rng);
    }
    expect(pickTotal / popularTotal).toBeGreaterThan(1.8);
    expect(pickTotal / popularTotal).toBeLessThan(2.7);
  });

  it('survives opens above impressions (a stale aggregate)', () => {
    const odd = candidate({ corpusItemId: 3, impressions: 2, opens: 5 });
    expect(score(odd, createRng(1))).toBeGreaterThan(0);
  });
});

describe('diversify', () => {
  const item = (id: number, publisher: string, site: string) => ({ id, publisher, site });

  it('keeps a publisher out of 3 neighbouring places and a site to 2 items', () => {
    const ranked = [
      item(1, 'Die Zeit', 'zeit.de'),
      item(2, 'DIE ZEIT ', 'zeit.de'),
      item(3, 'Al Jazeera', 'aljazeera.net'),
      item(4, 'Die Zeit', 'zeit.de'),
      item(5, 'Ars Technica', 'arstechnica.com'),
      item(6, 'Al Jazeera', 'aljazeera.net'),
      item(7, 'Die Zeit', 'zeit.de'),
    ];
    const slate = diversify(ranked, 10);
    expect(slate.map((s) => s.id)).toEqual([1, 3, 5, 2, 6]);
    for (let i = 0; i < slate.length; i++) {
      for (let j = i + 1; j < Math.min(slate.length, i + 3); j++) {
        expect(slate[i]!.publisher.trim().toLowerCase()).not.toBe(
          slate[j]!.publisher.trim().toLowerCase(),
        );
      }
    }
    const perSite = new Map<string, number>();
    for (const s of slate) perSite.set(s.site, (perSite.get(s.site) ?? 0) + 1);
    expect(Math.max(...perSite.values())).toBeLessThanOrEqual(2);
  });

  it('returns fewer rather than break the rules, and honours count and custom rules', () => {
    const one = [1, 2, 3, 4].map((id) => item(id, 'Spiegel', 'spiegel.de'));
    expect(diversify(one, 4).map((s) => s.id)).toEqual([1]);
    const many = Array.from({ length: 20 }, (_, i) => item(i, `P${i}`, `s${i}.example`));
    expect(diversify(many, 12)).toHaveLength(12);
    expect(diversify(many, 0)).toEqual([]);
    expect(diversify(one, 4, { publisherGap: 1, maxPerSite: 3 }).map((s) => s.id)).toEqual([
      1, 2, 3,
    ]);
  });
});

describe('diversifyRelaxing', () => {
  const item = (id: number, publisher: string, site: string) => ({ id, publisher, site });
  const perSite = (slate: Array<{ site: string }>) => {
    const counts = new Map<string, number>();
    for (const s of slate) counts.set(s.site, (counts.get(s.site) ?? 0) + 1);
    return Math.max(...counts.values());
  };

  it('keeps the strict rules whenever they make a slate', () => {
    const mixed = Array.from({ length: 30 }, (_, i) => item(i, `P${i % 15}`, `s${i % 15}.example`));
    const slate = diversifyRelaxing(mixed, 12, 3);
    expect(slate).toEqual(diversify(mixed, 12));
    expect(perSite(slate)).toBe(1);
    // Three sites: the strict rules make a slate of 6, which stands.
    const three = Array.from({ length: 24 }, (_, i) => item(i, `P${i % 3}`, `s${i % 3}.example`));
    expect(diversifyRelaxing(three, 12, 3)).toHaveLength(6);
  });

  it('fills a slate from one or two sites, relaxing only as far as needed', () => {
    const one = Array.from({ length: 30 }, (_, i) =>
      item(i, 'Quanta Magazine', 'quantamagazine.org'),
    );
    expect(diversifyRelaxing(one, 12, 3).map((s) => s.id)).toEqual(
      one.slice(0, 12).map((s) => s.id),
    );
    const two = Array.from({ length: 30 }, (_, i) =>
      i < 20 ? item(i, 'Ars Technica', 'arstechnica.com') : item(i, 'The Verge', 'theverge.com'),
    );
    const slate = diversifyRelaxing(two, 12, 3);
    expect(slate).toHaveLength(12);
    // A publisher never twice in a row while the other can come between, and each site 6.
    slate.slice(1).forEach((s, i) => expect(s.publisher).not.toBe(slate[i]!.publisher));
    expect(perSite(slate)).toBe(6);
    // Uneven: the rules hold for as long as they can, and what breaks them comes last.
    const uneven = [
      ...Array.from({ length: 8 }, (_, i) => item(i, 'Ars Technica', 'arstechnica.com')),
      ...Array.from({ length: 2 }, (_, i) => item(8 + i, 'The Verge', 'theverge.com')),
    ];
    expect(diversifyRelaxing(uneven, 10, 3).map((s) => s.publisher[0])).toEqual([...'ATATAAAAAA']);
    // A small pool gives what it has.
    expect(diversifyRelaxing(one.slice(0, 4), 12, 3)).toHaveLength(4);
    expect(diversifyRelaxing([], 12, 3)).toEqual([]);
  });
});
