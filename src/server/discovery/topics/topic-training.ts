/**
 * One language's training run, from labelled texts (as words) to a stored model with its metrics: hold back
 * a fifth, train Naive Bayes on the rest, calibrate the threshold and measure precision and
 * recall on the held-back part (evaluation.ts). Pure; TopicsService feeds it corpus items and
 * bench/topic-classifier.bench.ts the labelled fixture pages.
 */
import type { TopicSlug } from '../../../common/topics.js';
import {
  calibrateThreshold,
  evaluate,
  isHeldBack,
  type Evaluation,
  type HeldBackOutcome,
} from './evaluation.js';
import {
  loadModel,
  predict,
  trainNaiveBayes,
  type NaiveBayesModel,
  type TrainingExample,
  type TrainOptions,
} from './naive-bayes.js';

export interface LabelledTokens {
  /** A stable key (the item id) that decides whether the text is held back. */
  key: number | string;
  /** The text's words (text-tokens.ts `tokenize`, in the model's language). */
  tokens: string[];
  topic: TopicSlug;
  /** 1 for a curator's label, 0.5 for a feed's default topic. */
  weight: number;
}

export interface TrainedTopicModel {
  language: string;
  /** Null when there were too few labelled texts; `reason` says why. */
  model: NaiveBayesModel | null;
  reason: string | null;
  trainingSize: number;
  heldBackSize: number;
  /** On the held-back part, with the calibrated threshold; null without a model. */
  evaluation: Evaluation | null;
}

export function trainTopicModel(
  language: string,
  texts: readonly LabelledTokens[],
  options: Omit<TrainOptions, 'language' | 'threshold'> = {},
): TrainedTopicModel {
  const training: TrainingExample[] = [];
  const heldBack: TrainingExample[] = [];
  for (const text of texts) {
    const example = {
      tokens: text.tokens,
      topic: text.topic,
      weight: text.weight,
    };
    (isHeldBack(text.key) ? heldBack : training).push(example);
  }
  const sizes = { trainingSize: training.length, heldBackSize: heldBack.length };
  const result = trainNaiveBayes(training, { ...options, language });
  if (!result.model) {
    return { language, model: null, reason: result.reason, ...sizes, evaluation: null };
  }
  const loaded = loadModel(result.model);
  const outcomes: HeldBackOutcome[] = heldBack.map((example) => ({
    actual: example.topic,
    prediction: predict(loaded, example.tokens),
  }));
  const threshold = calibrateThreshold(outcomes);
  const model = { ...result.model, threshold };
  const topics = [
    ...new Set([...model.topics, ...heldBack.map((example) => example.topic)]),
  ].sort();
  return {
    language,
    model,
    reason: null,
    ...sizes,
    evaluation: evaluate(outcomes, topics, threshold),
  };
}
