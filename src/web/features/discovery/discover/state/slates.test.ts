import { describe, expect, it } from 'vitest';
import { dedupeSlates, slateTopic, topicSlateHeading } from './slates';

const rec = (id: string | null) => ({ id: `rec-${id}`, corpusItem: id ? { id } : null });
const slate = (id: string, ids: Array<string | null>) => ({
  id,
  displayName: id,
  recommendations: ids.map(rec),
});
const ids = (slates: ReturnType<typeof slate>[]) =>
  slates.map((s) => [s.id, s.recommendations.map((r) => r.corpusItem?.id)]);

describe('dedupeSlates', () => {
  it('keeps each corpus item where it first appears, and drops emptied slates', () => {
    const result = dedupeSlates([
      slate('picks', ['a', 'b']),
      slate('topic:technology', ['b', 'c', null, 'a', 'd']),
      slate('topic:travel', ['c', 'a']),
      slate('topic:food', []),
    ]);
    expect(ids(result)).toEqual([
      ['picks', ['a', 'b']],
      ['topic:technology', ['c', 'd']],
    ]);
  });

  it('keeps other fields of a slate and does not change its input', () => {
    const input = [slate('picks', ['a', 'a'])];
    const [only] = dedupeSlates(input);
    expect(only?.displayName).toBe('picks');
    expect(only?.recommendations).toHaveLength(1);
    expect(input[0]?.recommendations).toHaveLength(2);
  });
});

describe('topicSlateHeading', () => {
  it('keeps the curated slate’s name and names the algorithmic one after the topic', () => {
    const curated = {
      id: 'topic:health:curated',
      displayName: 'Health & Fitness: picked by curators',
    };
    const algorithmic = { id: 'topic:health:more', displayName: 'Health & Fitness' };
    expect(topicSlateHeading(curated, 'Health & Fitness', false)).toBe(curated.displayName);
    expect(topicSlateHeading(algorithmic, 'Health & Fitness', true)).toBe(
      'More Health & Fitness stories',
    );
    expect(topicSlateHeading(algorithmic, 'Health & Fitness', false)).toBe(
      'Health & Fitness stories',
    );
  });
});

describe('slateTopic', () => {
  it('reads a topic slate id, and nothing else', () => {
    expect(slateTopic('topic:personal-finance')).toBe('personal-finance');
    expect(slateTopic('de/topic:food')).toBe('food');
    expect(slateTopic('topic:travel:curated')).toBe('travel');
    expect(slateTopic('de/topic:travel:more')).toBe('travel');
    expect(slateTopic('topic:travel:less')).toBeNull();
    expect(slateTopic('de/picks')).toBeNull();
    expect(slateTopic('topic:astrology')).toBeNull();
    expect(slateTopic('picks')).toBeNull();
    expect(slateTopic('because:technology')).toBeNull();
  });
});
