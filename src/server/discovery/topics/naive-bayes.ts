/**
 * The topic classifier: multinomial Naive Bayes over damped term counts (1 + ln tf) with Laplace
 * smoothing, one model per language (docs/CORPUS.md "Topics"). A model is plain JSON (stored in
 * topic_models.model): the vocabulary and, per topic, the weighted count of each term it saw.
 * Pure and small: training and prediction take tokens (text-tokens.ts), not text.
 */
import type { TopicSlug } from '../../../common/topics.js';

export interface TrainingExample {
  tokens: string[];
  topic: TopicSlug;
  /** 1 for a curator's label, 0.5 for a feed's default topic. */
  weight: number;
}

/** When the classifier answers rather than abstains (calibrated on the held-back part). */
export interface DecisionThreshold {
  /** The best topic's posterior must reach this… */
  minPosterior: number;
  /** …and lead the second by at least this much. */
  minMargin: number;
}

export interface NaiveBayesModel {
  kind: 'naive-bayes';
  version: 1;
  language: string;
  topics: TopicSlug[];
  /** Weighted number of training examples per topic (the priors). */
  examples: number[];
  vocabulary: string[];
  /** Per topic: [termIndex, weightedCount, termIndex, weightedCount, …] for the terms it saw. */
  counts: number[][];
  threshold: DecisionThreshold;
}

export interface TrainOptions {
  language: string;
  /** A topic with fewer examples than this is left out of the model. */
  minExamplesPerTopic?: number;
  /** The vocabulary keeps this many terms at most, the most widespread first. */
  maxVocabulary?: number;
  threshold?: DecisionThreshold;
}

export type TrainResult =
  { model: NaiveBayesModel; skippedTopics: TopicSlug[] } | { model: null; reason: string };

export interface Prediction {
  /** Every topic of the model with its posterior, best first. */
  ranked: { topic: TopicSlug; posterior: number }[];
  /** The best topic when it clears the threshold; null: abstain. */
  topic: TopicSlug | null;
  confidence: number;
}

export const DEFAULT_MIN_EXAMPLES_PER_TOPIC = 5;
export const DEFAULT_MAX_VOCABULARY = 20_000;
export const DEFAULT_THRESHOLD: DecisionThreshold = { minPosterior: 0.6, minMargin: 0.2 };
/** A stored model stays under this many bytes of JSON (the vocabulary is halved until it does). */
export const MAX_MODEL_BYTES = 1_500_000;
/**
 * Texts longer than this many (damped) words count as this long: Naive Bayes multiplies one
 * likelihood per word, so a long article would otherwise be "certain" of anything it leans to.
 */
const EFFECTIVE_WORDS = 25;
/** Laplace smoothing. */
const ALPHA = 1;

/** Damped term weights of one text (1 + ln tf), by term. */
function termWeights(tokens: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
  for (const [term, count] of counts) counts.set(term, 1 + Math.log(count));
  return counts;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

function build(
  examples: readonly TrainingExample[],
  topics: TopicSlug[],
  vocabulary: string[],
  options: TrainOptions,
): NaiveBayesModel {
  const index = new Map(vocabulary.map((term, i) => [term, i]));
  const topicIndex = new Map(topics.map((topic, i) => [topic, i]));
  const dense = topics.map(() => new Map<number, number>());
  const weighted = topics.map(() => 0);
  for (const example of examples) {
    const t = topicIndex.get(example.topic);
    if (t === undefined) continue;
    weighted[t]! += example.weight;
    for (const [term, weight] of termWeights(example.tokens)) {
      const i = index.get(term);
      if (i === undefined) continue;
      dense[t]!.set(i, (dense[t]!.get(i) ?? 0) + weight * example.weight);
    }
  }
  return {
    kind: 'naive-bayes',
    version: 1,
    language: options.language,
    topics,
    examples: weighted.map(round),
    vocabulary,
    counts: dense.map((terms) =>
      [...terms].sort((a, b) => a[0] - b[0]).flatMap(([i, count]) => [i, round(count)]),
    ),
    threshold: options.threshold ?? DEFAULT_THRESHOLD,
  };
}

/**
 * Trains a model, or says why it cannot: topics with fewer than minExamplesPerTopic examples are
 * left out, and at least two topics must remain.
 */
export function trainNaiveBayes(
  examples: readonly TrainingExample[],
  options: TrainOptions,
): TrainResult {
  const minExamples = options.minExamplesPerTopic ?? DEFAULT_MIN_EXAMPLES_PER_TOPIC;
  const perTopic = new Map<TopicSlug, number>();
  for (const example of examples) {
    perTopic.set(example.topic, (perTopic.get(example.topic) ?? 0) + 1);
  }
  const topics = [...perTopic]
    .filter(([, count]) => count >= minExamples)
    .map(([topic]) => topic)
    .sort();
  const skippedTopics = [...perTopic.keys()].filter((topic) => !topics.includes(topic)).sort();
  if (topics.length < 2) {
    const counts = [...perTopic]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .map(([topic, count]) => `${topic} ${count}`)
      .join(', ');
    return {
      model: null,
      reason:
        `Needs at least ${minExamples} labelled items to train on in each of at least 2 topics ` +
        `(a fifth more are held back to measure it); has ${counts || 'none'}.`,
    };
  }
  const kept = examples.filter((example) => topics.includes(example.topic));
  // Document frequency: a term seen in one text only is noise once there are enough texts.
  const documentFrequency = new Map<string, number>();
  for (const example of kept) {
    for (const term of new Set(example.tokens)) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
  const minFrequency = kept.length >= 50 ? 2 : 1;
  let vocabulary = [...documentFrequency]
    .filter(([, frequency]) => frequency >= minFrequency)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, options.maxVocabulary ?? DEFAULT_MAX_VOCABULARY)
    .map(([term]) => term);
  let model = build(kept, topics, vocabulary, options);
  while (JSON.stringify(model).length > MAX_MODEL_BYTES && vocabulary.length > 100) {
    vocabulary = vocabulary.slice(0, Math.floor(vocabulary.length / 2));
    model = build(kept, topics, vocabulary, options);
  }
  return { model, skippedTopics };
}

/** A model made ready for prediction: log-probabilities per topic, computed once. */
export interface LoadedModel {
  model: NaiveBayesModel;
  index: Map<string, number>;
  logPrior: number[];
  /** Per topic: log P(term | topic) of the terms it saw, and of any other known term. */
  logLikelihood: Map<number, number>[];
  logUnseen: number[];
}

export function loadModel(model: NaiveBayesModel): LoadedModel {
  const vocabularySize = model.vocabulary.length;
  const totalExamples = model.examples.reduce((sum, count) => sum + count, 0);
  const logLikelihood: Map<number, number>[] = [];
  const logUnseen: number[] = [];
  for (const pairs of model.counts) {
    let total = 0;
    for (let i = 1; i < pairs.length; i += 2) total += pairs[i]!;
    const denominator = Math.log(total + ALPHA * vocabularySize);
    const terms = new Map<number, number>();
    for (let i = 0; i < pairs.length; i += 2) {
      terms.set(pairs[i]!, Math.log(pairs[i + 1]! + ALPHA) - denominator);
    }
    logLikelihood.push(terms);
    logUnseen.push(Math.log(ALPHA) - denominator);
  }
  return {
    model,
    index: new Map(model.vocabulary.map((term, i) => [term, i])),
    logPrior: model.examples.map((count) => Math.log(count / totalExamples)),
    logLikelihood,
    logUnseen,
  };
}

/**
 * Posteriors of every topic for a text's tokens, and the decision: the best topic when its
 * posterior reaches the threshold and leads the second by the margin, else null. A text with no
 * word the model knows is abstained on.
 */
export function predict(
  loaded: LoadedModel,
  tokens: readonly string[],
  threshold: DecisionThreshold = loaded.model.threshold,
): Prediction {
  const known: [number, number][] = [];
  let totalWeight = 0;
  for (const [term, weight] of termWeights(tokens)) {
    const i = loaded.index.get(term);
    if (i === undefined) continue;
    known.push([i, weight]);
    totalWeight += weight;
  }
  const topics = loaded.model.topics;
  if (known.length === 0) {
    const uniform = 1 / topics.length;
    return {
      ranked: topics.map((topic) => ({ topic, posterior: uniform })),
      topic: null,
      confidence: uniform,
    };
  }
  const scale = Math.min(1, EFFECTIVE_WORDS / totalWeight);
  const scores = topics.map((_, t) => {
    let sum = 0;
    const likelihood = loaded.logLikelihood[t]!;
    for (const [i, weight] of known) sum += weight * (likelihood.get(i) ?? loaded.logUnseen[t]!);
    return loaded.logPrior[t]! + scale * sum;
  });
  const max = Math.max(...scores);
  const exps = scores.map((score) => Math.exp(score - max));
  const total = exps.reduce((sum, value) => sum + value, 0);
  const ranked = topics
    .map((topic, t) => ({ topic, posterior: exps[t]! / total }))
    .sort((a, b) => b.posterior - a.posterior);
  const best = ranked[0]!;
  const margin = best.posterior - (ranked[1]?.posterior ?? 0);
  const sure = best.posterior >= threshold.minPosterior && margin >= threshold.minMargin;
  return { ranked, topic: sure ? best.topic : null, confidence: best.posterior };
}
