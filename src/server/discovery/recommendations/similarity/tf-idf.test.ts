import { describe, expect, it } from 'vitest';
import { allNeighbours, internedCosine, TermInterner } from './all-pairs.js';
import { cosine, idf, termCounts, tfIdfVector, type SparseVector } from './tf-idf.js';

const countOf = (counts: { terms: string[]; counts: number[] }, term: string) =>
  counts.counts[counts.terms.indexOf(term)] ?? 0;

describe('termCounts', () => {
  it('counts English words, lower-cased, without stop words, punctuation or numbers', () => {
    const counts = termCounts(
      'The Rust compiler, explained!\nWhy the Rust compiler is slow — and what 2024’s release did about it. Compiler, compiler.',
      'en',
    );
    expect(counts.terms).not.toContain('the');
    expect(counts.terms).not.toContain('and');
    expect(counts.terms).not.toContain('2024’s');
    expect(counts.terms.some((term) => /[,!.—]/.test(term))).toBe(false);
    // A title word counts once more: compiler occurs 4 times in the text (title included), + 1.
    expect(countOf(counts, 'compiler')).toBe(5);
    expect(countOf(counts, 'rust')).toBe(3);
    expect(countOf(counts, 'slow')).toBe(1);
    expect(counts.terms[0]).toBe('compiler');
  });

  it('keeps German compounds and umlauts whole and drops German function words', () => {
    const counts = termCounts(
      'Die Bundesregierung und die Energiewende\nDie Energiewende ist für die Bundesregierung über alles wichtig.',
      'de',
    );
    expect(counts.terms).toEqual(
      expect.arrayContaining(['bundesregierung', 'energiewende', 'wichtig']),
    );
    for (const stop of ['die', 'und', 'ist', 'für', 'über'])
      expect(counts.terms).not.toContain(stop);
  });

  it('keeps Arabic words', () => {
    const counts = termCounts(
      'الذكاء الاصطناعي في الطب\nيستخدم الأطباء الذكاء الاصطناعي لتشخيص الأمراض.',
      'ar',
    );
    expect(countOf(counts, 'الذكاء')).toBe(3);
    expect(countOf(counts, 'الاصطناعي')).toBe(3);
    expect(counts.terms).toContain('الأمراض');
    expect(counts.terms).not.toContain('في');
  });
});

describe('tfIdfVector and cosine', () => {
  const df = new Map([
    ['rust', 2],
    ['compiler', 2],
    ['borrow', 2],
    ['bread', 2],
    ['sourdough', 2],
    ['common', 10],
  ]);
  const vector = (text: string) =>
    tfIdfVector(termCounts(text, 'en'), 10, (term) => df.get(term) ?? 1);

  it('weighs rare terms above common ones, keeps at most k terms, and normalises', () => {
    const v = vector('Rust common\nrust compiler common common common unique');
    expect(v.terms[0]).toBe('rust');
    expect(v.weights[v.terms.indexOf('unique')]!).toBeGreaterThan(
      v.weights[v.terms.indexOf('compiler')]!,
    );
    expect(tfIdfVector(termCounts('a1 b2 c3 d4 e5', 'en'), 10, () => 1, 3).terms).toHaveLength(3);
    expect(v.weights[v.terms.indexOf('rust')]!).toBeGreaterThan(
      v.weights[v.terms.indexOf('common')]!,
    );
    expect(v.weights.reduce((sum, w) => sum + w * w, 0)).toBeCloseTo(1, 6);
    expect(idf(10, 1)).toBeGreaterThan(idf(10, 10));
    expect(idf(10, 10)).toBeGreaterThan(0);
  });

  it('finds texts on one subject closer than texts on another', () => {
    const rustA = vector('Rust compiler\nThe borrow checker of the Rust compiler');
    const rustB = vector('Borrow checker\nRust and its compiler explained');
    const bread = vector('Sourdough bread\nBaking sourdough bread at home, common sense');
    expect(cosine(rustA, rustB)).toBeGreaterThan(0.5);
    expect(cosine(rustA, bread)).toBe(0);
    expect(cosine(rustA, rustA)).toBeCloseTo(1, 6);
    expect(cosine(rustA, { terms: [], weights: [] })).toBe(0);
  });

  it('computes cosine of unnormalised vectors too', () => {
    const a: SparseVector = { terms: ['x', 'y'], weights: [3, 4] };
    const b: SparseVector = { terms: ['y', 'z'], weights: [2, 0] };
    expect(cosine(a, b)).toBeCloseTo(0.8, 6);
  });
});

describe('allNeighbours', () => {
  it('lists each item’s most similar items, best first, never itself, above the floor', () => {
    const unit = (terms: string[], weights: number[]) => {
      const norm = Math.hypot(...weights);
      return { terms, weights: weights.map((w) => w / norm) };
    };
    const interner = new TermInterner();
    const lists = allNeighbours(
      [
        interner.intern({ corpusItemId: 1, ...unit(['rust', 'compiler'], [1, 1]) }),
        interner.intern({ corpusItemId: 2, ...unit(['rust', 'compiler', 'borrow'], [1, 1, 1]) }),
        interner.intern({ corpusItemId: 3, ...unit(['rust', 'bread'], [0.1, 1]) }),
        interner.intern({ corpusItemId: 4, ...unit(['bread'], [1]) }),
        interner.intern({ corpusItemId: 5, ...unit(['alone'], [1]) }),
      ],
      2,
      0.05,
    );
    expect(lists.get(1)!.map((n) => n.corpusItemId)).toEqual([2, 3]);
    expect(lists.get(4)!.map((n) => n.corpusItemId)).toEqual([3]);
    expect(lists.get(5)).toEqual([]);
    expect(lists.get(2)![0]!.score).toBeCloseTo(Math.sqrt(2 / 3), 5);
    // The interned cosine agrees with the cosine of the strings.
    const a = { terms: ['x', 'y', 'z'], weights: [1, 2, 2] };
    const b = { terms: ['z', 'w', 'x'], weights: [3, 1, 1] };
    expect(
      internedCosine(
        interner.intern({ corpusItemId: 8, ...a }),
        interner.intern({ corpusItemId: 9, ...b }),
      ),
    ).toBeCloseTo(cosine(a, b), 6);
  });
});
