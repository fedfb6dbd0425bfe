/**
 * Language and topic of corpus items (docs/CORPUS.md "Topics"): the language from fastText's
 * model, at most one of the 15 topics from, in order, a curator's choice, the feed's default, the
 * page's own metadata (topic-mapping.ts) and a classifier trained nightly on the instance's own
 * labelled items, one per language. When none of them is sure, the item has no topic.
 * Instance-level work for jobs and the corpus service, which checks who may ask.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Db } from '../../db/types.js';
import { classifierText } from './classifier-text.js';
import { detectLanguage, type LanguageGuess } from './language-id.js';
import { loadModel, predict, type LoadedModel } from './naive-bayes.js';
import { tokenize } from './text-tokens.js';
import { topicFromMetadata } from './topic-mapping.js';
import { trainTopicModel, type LabelledTokens } from './topic-training.js';
import {
  allModels,
  findModel,
  labelledItems,
  modelStamps,
  replaceModels,
  type StoredModelRow,
} from './topics.repo.js';
import type { AssignTopicInput, TopicAssignment, TopicModelSummary } from './topics.types.js';

/** Labelled items learnt from per language at most, the newest first (memory of a training run). */
export const MAX_TRAINING_ITEMS_PER_LANGUAGE = 5000;
/** How often a process looks for a newly trained model. */
const MODEL_CHECK_MS = 60_000;
const PAGE_SIZE = 200;

/** "de-AT" → "de"; null for nothing usable. */
export function primaryLanguage(language: string | null | undefined): string | null {
  const primary = language?.trim().split(/[-_]/)[0]?.toLowerCase();
  return primary && /^[a-z]{2,3}$/.test(primary) ? primary : null;
}

function summary(row: StoredModelRow): TopicModelSummary {
  const model = row.model.kind === 'naive-bayes' ? row.model : null;
  return {
    language: row.language,
    trainedAt: new Date(row.trainedAt),
    trainingSize: row.trainingSize,
    heldBackSize: row.heldBackSize,
    metrics: row.evaluation?.metrics ?? [],
    topics: model?.topics ?? [],
    reason: row.model.kind === 'none' ? row.model.reason : null,
    abstentionRate: row.evaluation?.abstentionRate ?? null,
    threshold: model?.threshold ?? null,
    vocabularySize: model?.vocabulary.length ?? 0,
  };
}

export class TopicsService {
  /** Loaded models by language (null: none stored), with the training time they came from. */
  private readonly cache = new Map<
    string,
    { trainedAt: number | null; loaded: LoadedModel | null }
  >();
  private checkedAt = 0;

  constructor(private readonly db: Db) {}

  /** The text's language (ISO 639-1) with the model's confidence; null when unsure. */
  detectLanguage(text: string): Promise<LanguageGuess> {
    return detectLanguage(text);
  }

  /**
   * At most one topic, with where it came from: the curator's, else the feed's default, else the
   * one the page's metadata names without conflict, else the classifier's when it is sure. Null:
   * nothing is guessed.
   */
  async assignTopic(input: AssignTopicInput): Promise<TopicAssignment | null> {
    if (input.curatorTopic) return { topic: input.curatorTopic, source: 'CURATOR', confidence: 1 };
    if (input.feedTopic) return { topic: input.feedTopic, source: 'FEED', confidence: 1 };
    const fromMetadata = topicFromMetadata(input.metadata);
    if (fromMetadata.topic) return { topic: fromMetadata.topic, source: 'METADATA', confidence: 1 };
    const language = primaryLanguage(input.language);
    if (!language || !input.text.trim()) return null;
    const loaded = await this.model(language);
    if (!loaded) return null;
    const prediction = predict(loaded, tokenize(input.text, language));
    return prediction.topic
      ? { topic: prediction.topic, source: 'CLASSIFIER', confidence: prediction.confidence }
      : null;
  }

  /**
   * Trains one model per language from the corpus's labelled items (a curator's topic weighs 1, a
   * feed's default 0.5) and stores them, replacing the last training's; a language with too few
   * labelled items gets a row saying why instead of a model.
   */
  async train(): Promise<TopicModelSummary[]> {
    const byLanguage = new Map<string, LabelledTokens[]>();
    let beforeId: number | null = null;
    for (;;) {
      const page = await labelledItems(this.db, beforeId, PAGE_SIZE);
      for (const item of page) {
        const language = primaryLanguage(item.language);
        if (!language) continue;
        const texts = byLanguage.get(language) ?? [];
        byLanguage.set(language, texts);
        if (texts.length >= MAX_TRAINING_ITEMS_PER_LANGUAGE) continue;
        texts.push({
          key: item.itemId,
          tokens: tokenize(
            classifierText({ title: item.title, excerpt: item.excerpt, articleHtml: item.article }),
            language,
          ),
          topic: item.topic,
          weight: item.source === 'CURATOR' ? 1 : 0.5,
        });
      }
      if (page.length < PAGE_SIZE) break;
      beforeId = page[page.length - 1]!.corpusItemId;
      // Tokenising is CPU work on the event loop the web server may share: let requests in.
      await yieldToEventLoop();
    }
    const rows = [...byLanguage].sort().map(([language, texts]) => {
      const run = trainTopicModel(language, texts);
      return {
        language,
        model: run.model ?? { kind: 'none' as const, reason: run.reason ?? 'No model.' },
        evaluation: run.evaluation,
        trainingSize: run.trainingSize,
        heldBackSize: run.heldBackSize,
      };
    });
    await this.db.transaction((tx) => replaceModels(tx, rows));
    this.cache.clear();
    this.checkedAt = 0;
    return this.models();
  }

  /** Every language's model (or why it has none), with its metrics on the held-back part. */
  async models(): Promise<TopicModelSummary[]> {
    return (await allModels(this.db)).map(summary);
  }

  /** The language's model, loaded once and reloaded when a newer training is stored. */
  private async model(language: string): Promise<LoadedModel | null> {
    const now = Date.now();
    if (now - this.checkedAt > MODEL_CHECK_MS) {
      this.checkedAt = now;
      const stamps = await modelStamps(this.db);
      for (const [cached, entry] of this.cache) {
        if ((stamps.get(cached) ?? null) !== entry.trainedAt) this.cache.delete(cached);
      }
    }
    const cached = this.cache.get(language);
    if (cached) return cached.loaded;
    const row = await findModel(this.db, language);
    const loaded = row?.model.kind === 'naive-bayes' ? loadModel(row.model) : null;
    this.cache.set(language, { trainedAt: row ? new Date(row.trainedAt).getTime() : null, loaded });
    return loaded;
  }
}
