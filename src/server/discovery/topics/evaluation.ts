/**
 * How a topic model is judged: a deterministic held-back fifth of the labelled items (by a hash
 * of the item's id, so the same items are held back at every training), the confidence threshold
 * calibrated on it, and per-topic precision and recall there (docs/CORPUS.md "Topics").
 */
import { createHash } from 'node:crypto';
import type { TopicSlug } from '../../../common/topics.js';
import { DEFAULT_THRESHOLD, type DecisionThreshold, type Prediction } from './naive-bayes.js';

/** Percent of labelled items held back from training to measure the model. */
export const HELD_BACK_PERCENT = 20;
/** The calibrated threshold is the lowest whose held-back answers are at least this precise. */
export const TARGET_PRECISION = 0.8;
/** Below this many held-back items the default threshold stays: too few to calibrate on. */
export const MIN_CALIBRATION_ITEMS = 10;
const POSTERIOR_STEPS = [0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 0.98];
/** A threshold no posterior reaches: the model abstains on everything. */
const NEVER = 1.01;

/** Whether a labelled item (by its id, or any stable key) is in the held-back part. */
export function isHeldBack(key: number | string): boolean {
  const digest = createHash('sha256').update(String(key)).digest();
  return digest.readUInt32BE(0) % 100 < HELD_BACK_PERCENT;
}

export interface HeldBackOutcome {
  actual: TopicSlug;
  prediction: Prediction;
}

export interface TopicMetric {
  topic: TopicSlug;
  /** Share of the model's answers of this topic that were right (0 when it never answered it). */
  precision: number;
  /** Share of the held-back items of this topic it answered rightly (abstaining is a miss). */
  recall: number;
  /** Held-back items of this topic. */
  support: number;
  /** The model's answers of this topic on the held-back part. */
  predicted: number;
}

export interface Evaluation {
  metrics: TopicMetric[];
  /** Share of held-back items the model abstained on. */
  abstentionRate: number;
  /** Share of its answers that were right. */
  accuracy: number;
}

const decide = (prediction: Prediction, threshold: DecisionThreshold): TopicSlug | null => {
  const [best, second] = prediction.ranked;
  if (!best) return null;
  const margin = best.posterior - (second?.posterior ?? 0);
  return best.posterior >= threshold.minPosterior && margin >= threshold.minMargin
    ? best.topic
    : null;
};

/** Precision, recall and support per topic (of `topics`), with `threshold` applied. */
export function evaluate(
  outcomes: readonly HeldBackOutcome[],
  topics: readonly TopicSlug[],
  threshold: DecisionThreshold,
): Evaluation {
  const support = new Map<TopicSlug, number>();
  const predicted = new Map<TopicSlug, number>();
  const correct = new Map<TopicSlug, number>();
  let answered = 0;
  let right = 0;
  for (const { actual, prediction } of outcomes) {
    support.set(actual, (support.get(actual) ?? 0) + 1);
    const topic = decide(prediction, threshold);
    if (!topic) continue;
    answered += 1;
    predicted.set(topic, (predicted.get(topic) ?? 0) + 1);
    if (topic === actual) {
      right += 1;
      correct.set(topic, (correct.get(topic) ?? 0) + 1);
    }
  }
  const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
  return {
    metrics: topics.map((topic) => ({
      topic,
      precision: ratio(correct.get(topic) ?? 0, predicted.get(topic) ?? 0),
      recall: ratio(correct.get(topic) ?? 0, support.get(topic) ?? 0),
      support: support.get(topic) ?? 0,
      predicted: predicted.get(topic) ?? 0,
    })),
    abstentionRate: ratio(outcomes.length - answered, outcomes.length),
    accuracy: ratio(right, answered),
  };
}

/**
 * The threshold to store with a model: the lowest posterior step from 0.6 (with the default margin) whose
 * held-back answers reach TARGET_PRECISION. With too few held-back items the default stays; when
 * no step reaches the target, the model abstains on everything until it is retrained on more.
 */
export function calibrateThreshold(outcomes: readonly HeldBackOutcome[]): DecisionThreshold {
  if (outcomes.length < MIN_CALIBRATION_ITEMS) return DEFAULT_THRESHOLD;
  for (const minPosterior of POSTERIOR_STEPS) {
    const threshold = { minPosterior, minMargin: DEFAULT_THRESHOLD.minMargin };
    let answered = 0;
    let right = 0;
    for (const { actual, prediction } of outcomes) {
      const topic = decide(prediction, threshold);
      if (!topic) continue;
      answered += 1;
      if (topic === actual) right += 1;
    }
    if (answered > 0 && right / answered >= TARGET_PRECISION) return threshold;
  }
  return { minPosterior: NEVER, minMargin: DEFAULT_THRESHOLD.minMargin };
}
