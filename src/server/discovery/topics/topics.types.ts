/** What the topics module answers: a topic with its source, and the trained models' summaries. */
import type { TopicSlug } from '../../../common/topics.js';
import type { TopicMetric } from './evaluation.js';
import type { DecisionThreshold } from './naive-bayes.js';

export type { TopicMetric } from './evaluation.js';

/** Where an item's topic came from, in the order they are consulted. */
export type TopicSource = 'CURATOR' | 'FEED' | 'METADATA' | 'CLASSIFIER';

export interface TopicAssignment {
  topic: TopicSlug;
  source: TopicSource;
  /** 1 for a curator's, a feed's or the metadata's topic (rules); the posterior for the classifier. */
  confidence: number;
}

export interface AssignTopicInput {
  curatorTopic?: TopicSlug | null;
  feedTopic?: TopicSlug | null;
  metadata: { sections: string[]; keywords: string[]; categories: string[]; url: string };
  /** Title, excerpt and article text (classifier-text.ts builds it from an item). */
  text: string;
  language: string | null;
}

export interface TopicModelSummary {
  /** Primary language subtag: "en", "de". */
  language: string;
  trainedAt: Date;
  trainingSize: number;
  heldBackSize: number;
  /** Per topic, on the held-back part; [] when no model could be trained. */
  metrics: TopicMetric[];
  /** The topics the model can answer ([] without a model). */
  topics: TopicSlug[];
  /** Why there is no model for this language (too few labelled items); null when there is one. */
  reason: string | null;
  /** Share of held-back items the model abstained on; null without a model. */
  abstentionRate: number | null;
  /** The calibrated threshold below which the model abstains; null without a model. */
  threshold: DecisionThreshold | null;
  vocabularySize: number;
}
