import { describe, expect, test } from 'vitest';
import { explainSupply, type CorpusSupply } from './supply-explanation';

const supply = (counts: Partial<CorpusSupply>): CorpusSupply => ({
  recommendable: 0,
  otherLanguages: 0,
  unclassified: 0,
  excluded: 0,
  stale: 0,
  available: 0,
  largestTopic: 0,
  minimumSlateSize: 3,
  ...counts,
});

describe('explainSupply', () => {
  test('leaves an empty corpus to the "no corpus yet" wording', () => {
    expect(explainSupply(supply({}))).toBeNull();
    expect(explainSupply(null)).toBeNull();
  });

  test('says how many stories there are and what kept each out', () => {
    expect(
      explainSupply(
        supply({
          recommendable: 13,
          unclassified: 7,
          otherLanguages: 1,
          excluded: 1,
          stale: 1,
          available: 3,
          largestTopic: 2,
        }),
      ),
    ).toEqual({
      lead: 'This instance’s corpus has 13 stories to recommend, but no slate could be made from them:',
      reasons: [
        '7 are not sorted into a topic yet, and slates are made by topic',
        '1 is in another language',
        '1 you saved, dismissed or were shown often',
        '1 is older than its topic’s freshness window',
        'the 3 left are spread over topics, at most 2 in one, and a slate needs 3 of one topic',
      ],
    });
  });

  test('speaks of one story, and of a topic page', () => {
    expect(explainSupply(supply({ recommendable: 1, available: 1, largestTopic: 1 }))).toEqual({
      lead: 'This instance’s corpus has 1 story to recommend, but no slate could be made from it:',
      reasons: ['the one story is alone in its topic, and a slate needs 3 stories of one topic'],
    });
    expect(
      explainSupply(supply({ recommendable: 2, available: 2, largestTopic: 2 }), 'Science')
        ?.reasons,
    ).toEqual(['all 2 are fewer than the 3 a slate needs']);
  });
});
