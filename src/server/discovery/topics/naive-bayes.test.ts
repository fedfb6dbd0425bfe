/**
 * The Naive Bayes topic classifier on a small synthetic set: separable topics are learnt, a text
 * that mixes two topics or says nothing known abstains, too few examples give a reason instead of
 * a model, and a model survives a JSON round trip unchanged.
 */
import { describe, expect, it } from 'vitest';
import type { TopicSlug } from '../../../common/topics.js';
import { isHeldBack } from './evaluation.js';
import { loadModel, predict, trainNaiveBayes, type TrainingExample } from './naive-bayes.js';
import { tokenize } from './text-tokens.js';
import { trainTopicModel } from './topic-training.js';

const VOCABULARY: Partial<Record<TopicSlug, string[]>> = {
  sports: 'match goal striker league coach season stadium referee penalty championship'.split(' '),
  food: 'recipe oven flour butter simmer garlic sauce bake dough spices'.split(' '),
  technology: 'software chip smartphone browser server laptop encryption app processor cloud'.split(
    ' ',
  ),
};

/** Deterministic pseudo-random texts of one topic's words with a few shared filler words. */
function texts(topic: TopicSlug, count: number, seed: number): string[] {
  const words = VOCABULARY[topic]!;
  const filler = ['people', 'week', 'city', 'report', 'time'];
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648);
  return Array.from({ length: count }, () =>
    Array.from({ length: 14 }, (_, i) =>
      i % 4 === 3 ? filler[next() % filler.length] : words[next() % words.length],
    ).join(' '),
  );
}

const examples = (count: number, weight = 1): TrainingExample[] =>
  (Object.keys(VOCABULARY) as TopicSlug[]).flatMap((topic, t) =>
    texts(topic, count, t + 1).map((text) => ({ tokens: tokenize(text, 'en'), topic, weight })),
  );

describe('the Naive Bayes topic classifier', () => {
  it('learns separable topics', () => {
    const result = trainNaiveBayes(examples(8), { language: 'en' });
    expect(result.model?.topics).toEqual(['food', 'sports', 'technology']);
    const loaded = loadModel(result.model!);
    const cases: [string, TopicSlug][] = [
      ['The striker scored a penalty goal late in the match.', 'sports'],
      ['Rub garlic and spices into the dough, then bake it in the oven.', 'food'],
      ['The new processor makes the laptop browser faster; encryption is on.', 'technology'],
    ];
    for (const [text, topic] of cases) {
      const prediction = predict(loaded, tokenize(text, 'en'));
      expect(prediction.topic, text).toBe(topic);
      expect(prediction.confidence).toBeGreaterThan(0.6);
      expect(prediction.ranked.map((entry) => entry.topic)).toHaveLength(3);
    }
  });

  it('abstains on a text that mixes two topics evenly, and on one with no known word', () => {
    const loaded = loadModel(trainNaiveBayes(examples(8), { language: 'en' }).model!);
    const mixed = predict(
      loaded,
      tokenize('striker recipe goal oven league flour coach butter', 'en'),
    );
    expect(mixed.topic).toBeNull();
    expect(mixed.ranked[0]!.posterior - mixed.ranked[1]!.posterior).toBeLessThan(0.2);
    const unknown = predict(loaded, tokenize('Quantum zebra marmalade.', 'en'));
    expect(unknown.topic).toBeNull();
    expect(unknown.confidence).toBeCloseTo(1 / 3);
  });

  it('gives a reason instead of a model with fewer than 5 examples in each of 2 topics', () => {
    const few = examples(4);
    const result = trainNaiveBayes(few, { language: 'en' });
    expect(result.model).toBeNull();
    if (!result.model) {
      expect(result.reason).toBe(
        'Needs at least 5 labelled items to train on in each of at least 2 topics (a fifth more are held back to measure it); has food 4, sports 4, technology 4.',
      );
    }
    // Two topics with enough examples are a model; the third is left out.
    const mixed = [
      ...examples(5).filter((e) => e.topic !== 'food'),
      ...few.filter((e) => e.topic === 'food'),
    ];
    const partial = trainNaiveBayes(mixed, { language: 'en' });
    expect(partial.model?.topics).toEqual(['sports', 'technology']);
    if (partial.model) expect(partial.skippedTopics).toEqual(['food']);
    expect(trainNaiveBayes([], { language: 'en' }).model).toBeNull();
  });

  it('counts a feed-labelled example half as much as a curator-labelled one', () => {
    const curator = trainNaiveBayes(examples(6, 1), { language: 'en' }).model!;
    const feed = trainNaiveBayes(examples(6, 0.5), { language: 'en' }).model!;
    expect(feed.examples).toEqual(curator.examples.map((count) => count / 2));
  });

  it('round-trips through JSON and predicts the same', () => {
    const model = trainNaiveBayes(examples(8), { language: 'en' }).model!;
    const copy = JSON.parse(JSON.stringify(model)) as typeof model;
    expect(copy).toEqual(model);
    const tokens = tokenize('A late goal decided the championship match.', 'en');
    expect(predict(loadModel(copy), tokens)).toEqual(predict(loadModel(model), tokens));
  });

  it('keeps the vocabulary within its cap', () => {
    const model = trainNaiveBayes(examples(8), { language: 'en', maxVocabulary: 10 }).model!;
    expect(model.vocabulary).toHaveLength(10);
  });
});

describe('a training run', () => {
  it('holds back the same fifth of the items every time and measures the model there', () => {
    const labelled = (Object.keys(VOCABULARY) as TopicSlug[]).flatMap((topic, t) =>
      texts(topic, 40, t + 7).map((text, i) => ({
        key: `${topic}-${i}`,
        tokens: tokenize(text, 'en'),
        topic,
        weight: 1,
      })),
    );
    const run = trainTopicModel('en', labelled);
    const heldBack = labelled.filter((text) => isHeldBack(text.key)).length;
    expect(run.heldBackSize).toBe(heldBack);
    expect(run.trainingSize).toBe(labelled.length - heldBack);
    expect(heldBack / labelled.length).toBeGreaterThan(0.1);
    expect(heldBack / labelled.length).toBeLessThan(0.3);
    expect(run.model).not.toBeNull();
    const metrics = run.evaluation!.metrics;
    expect(metrics.map((metric) => metric.topic)).toEqual(['food', 'sports', 'technology']);
    expect(metrics.reduce((sum, metric) => sum + metric.support, 0)).toBe(heldBack);
    for (const metric of metrics) {
      expect(metric.precision).toBe(1);
      expect(metric.recall).toBeGreaterThan(0.8);
    }
    expect(trainTopicModel('en', labelled).model).toEqual(run.model);
  });
});

describe('tokenize', () => {
  it('keeps German compounds whole and drops function words, numbers and single letters', () => {
    expect(
      tokenize('Die Bundesregierung und der Fußballverband: 2024 ein Vertrag, x.', 'de'),
    ).toEqual(['bundesregierung', 'fußballverband', 'vertrag']);
  });

  it('splits Japanese text into words rather than one run or single characters', () => {
    const tokens = tokenize('人工知能の研究が進んでいます', 'ja');
    expect(tokens.length).toBeGreaterThan(2);
    expect(tokens).toContain('研究');
  });

  it('reads Arabic words', () => {
    expect(tokenize('الذكاء الاصطناعي', 'ar')).toEqual(['الذكاء', 'الاصطناعي']);
  });
});
