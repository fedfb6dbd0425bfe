/**
 * TopicsService on a real database: training from labelled corpus items (curator and feed
 * labels), the stored models and their metrics, a language with too few labels says why, and
 * assignTopic's order — curator, feed, metadata, classifier — with abstention when unsure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TopicSlug } from '../../../common/topics.js';
import { PgQueue } from '../../queue/pg-queue.js';
import { createTestDb, type TestDb } from '../../test/test-db.js';
import { isHeldBack } from './evaluation.js';
import { MAX_MODEL_BYTES } from './naive-bayes.js';
import { queueScheduledRun } from '../../jobs/schedules.js';
import { trainTopicsKind } from './train-topics.job.js';
import { TopicsService } from './topics.service.js';

const WORDS: Partial<Record<TopicSlug, string[]>> = {
  sports: 'match goal striker league coach season stadium referee penalty championship'.split(' '),
  food: 'recipe oven flour butter simmer garlic sauce bake dough spices'.split(' '),
  technology: 'software chip smartphone browser server laptop encryption processor cloud'.split(
    ' ',
  ),
};

function sentence(topic: TopicSlug, seed: number): string {
  const words = WORDS[topic]!;
  return Array.from({ length: 12 }, (_, i) => words[(seed * 7 + i * 3) % words.length]).join(' ');
}

const none = { sections: [], keywords: [], categories: [], url: 'https://news.example/a/1' };

describe('TopicsService', () => {
  let t: TestDb;
  let topics: TopicsService;
  let next = 0;

  /** A parsed public item and its corpus item with a topic from `source`. */
  async function labelled(options: {
    topic: TopicSlug;
    source: 'CURATOR' | 'FEED' | 'METADATA';
    language: string;
    text: string;
    state?: string;
  }): Promise<number> {
    next += 1;
    const url = `https://news.example/${options.topic}/${next}`;
    const [item] = await t.db.query<{ item_id: number }>(
      `INSERT INTO items (given_url, normal_url, parse_status, title, excerpt, article, language)
       VALUES ($1, $1, 'PARSED', $2, NULL, $3, $4) RETURNING item_id`,
      [url, `Story ${next}`, `<p>${options.text}</p><p>&amp; more</p>`, options.language],
    );
    await t.db.query(
      `INSERT INTO corpus_items (item_id, normal_url, state, language, topic, topic_source)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        item!.item_id,
        url,
        options.state ?? 'PROSPECT',
        options.language,
        options.topic,
        options.source,
      ],
    );
    return Number(item!.item_id);
  }

  beforeAll(async () => {
    t = await createTestDb();
    topics = new TopicsService(t.db);
    for (const topic of Object.keys(WORDS) as TopicSlug[]) {
      for (let i = 0; i < 14; i++) {
        await labelled({
          topic,
          source: i % 2 ? 'CURATOR' : 'FEED',
          language: 'en-GB',
          text: sentence(topic, i),
        });
      }
    }
    // German: too few labelled items for a model.
    for (let i = 0; i < 3; i++) {
      await labelled({
        topic: 'sports',
        source: 'CURATOR',
        language: 'de',
        text: 'Tor Spiel Trainer',
      });
    }
    // Neither a metadata guess nor a rejected item teaches the classifier.
    await labelled({
      topic: 'food',
      source: 'METADATA',
      language: 'en',
      text: 'striker goal match',
    });
    await labelled({
      topic: 'food',
      source: 'CURATOR',
      language: 'en',
      text: 'striker goal match',
      state: 'REJECTED',
    });
  });

  afterAll(async () => {
    await t?.destroy();
  });

  it('has no models before the first training, and the classifier abstains', async () => {
    expect(await topics.models()).toEqual([]);
    expect(
      await topics.assignTopic({ metadata: none, text: sentence('sports', 1), language: 'en' }),
    ).toBeNull();
  });

  it('trains one model per language from curator and feed labels, with held-back metrics', async () => {
    const models = await topics.train();
    expect(models.map((model) => model.language)).toEqual(['de', 'en']);
    const [de, en] = models;
    expect(de!.reason).toBe(
      'Needs at least 5 labelled items to train on in each of at least 2 topics (a fifth more are held back to measure it); has sports 2.',
    );
    expect(de!.metrics).toEqual([]);
    expect(de!.trainingSize + de!.heldBackSize).toBe(3);

    expect(en!.reason).toBeNull();
    expect(en!.topics).toEqual(['food', 'sports', 'technology']);
    expect(en!.trainingSize + en!.heldBackSize).toBe(42);
    expect(en!.heldBackSize).toBeGreaterThan(0);
    expect(en!.metrics.map((metric) => metric.topic)).toEqual(['food', 'sports', 'technology']);
    expect(en!.metrics.reduce((sum, metric) => sum + metric.support, 0)).toBe(en!.heldBackSize);
    for (const metric of en!.metrics) {
      if (metric.support > 0) expect(metric.recall).toBeGreaterThan(0.5);
      if (metric.predicted > 0) expect(metric.precision).toBe(1);
    }
    expect(en!.threshold?.minPosterior).toBeGreaterThanOrEqual(0.6);
    expect(en!.trainedAt).toBeInstanceOf(Date);
    expect(await topics.models()).toEqual(models);

    const [row] = await t.db.query<{ size: number }>(
      `SELECT length(model::text) AS size FROM topic_models WHERE language = 'en'`,
    );
    expect(row!.size).toBeLessThan(MAX_MODEL_BYTES);
  });

  it('assigns the classifier topic to unseen texts and abstains on mixed or unmodelled ones', async () => {
    const assigned = await topics.assignTopic({
      metadata: none,
      text: 'The striker scored a late penalty goal to win the championship match.',
      language: 'en-US',
    });
    expect(assigned?.topic).toBe('sports');
    expect(assigned?.source).toBe('CLASSIFIER');
    expect(assigned!.confidence).toBeGreaterThan(0.6);
    expect(assigned!.confidence).toBeLessThanOrEqual(1);

    const mixed = 'striker recipe goal oven league flour coach butter';
    expect(await topics.assignTopic({ metadata: none, text: mixed, language: 'en' })).toBeNull();
    // No model for German (too few labels) or French (none at all); no language: no guess.
    const sporty = sentence('sports', 3);
    expect(await topics.assignTopic({ metadata: none, text: sporty, language: 'de' })).toBeNull();
    expect(await topics.assignTopic({ metadata: none, text: sporty, language: 'fr' })).toBeNull();
    expect(await topics.assignTopic({ metadata: none, text: sporty, language: null })).toBeNull();
  });

  it('classifies the held-back items it never trained on', async () => {
    const rows = await t.db.query<{ item_id: number; topic: TopicSlug; article: string }>(
      `SELECT i.item_id, ci.topic, i.article FROM corpus_items ci JOIN items i USING (item_id)
        WHERE ci.topic_source IN ('CURATOR', 'FEED') AND ci.language = 'en-GB'`,
    );
    const heldBack = rows.filter((row) => isHeldBack(Number(row.item_id)));
    expect(heldBack.length).toBeGreaterThan(0);
    let right = 0;
    for (const row of heldBack) {
      const text = row.article.replace(/<[^>]+>/g, ' ');
      const assigned = await topics.assignTopic({ metadata: none, text, language: 'en' });
      if (assigned?.topic === row.topic) right += 1;
    }
    expect(right / heldBack.length).toBeGreaterThan(0.7);
  });

  it('takes a curator topic first, then the feed default, then the metadata, then the classifier', async () => {
    const text = sentence('food', 2);
    const metadata = { ...none, sections: ['Technik'] };
    expect(
      await topics.assignTopic({
        curatorTopic: 'travel',
        feedTopic: 'business',
        metadata,
        text,
        language: 'en',
      }),
    ).toEqual({ topic: 'travel', source: 'CURATOR', confidence: 1 });
    expect(
      await topics.assignTopic({ feedTopic: 'business', metadata, text, language: 'en' }),
    ).toEqual({ topic: 'business', source: 'FEED', confidence: 1 });
    expect(await topics.assignTopic({ metadata, text, language: 'en' })).toEqual({
      topic: 'technology',
      source: 'METADATA',
      confidence: 1,
    });
    // Metadata that conflicts says nothing; the classifier decides.
    const conflicting = { ...none, keywords: ['Sport', 'Politik'] };
    expect(
      (await topics.assignTopic({ metadata: conflicting, text, language: 'en' }))?.source,
    ).toBe('CLASSIFIER');
  });

  it('retrains over the last training: a language with no labelled items left loses its row', async () => {
    await t.db.query(`DELETE FROM corpus_items WHERE language = 'de'`);
    const models = await topics.train();
    expect(models.map((model) => model.language)).toEqual(['en']);
  });

  it('queues the nightly training once for the next 03:00 UTC, however often it is scheduled', async () => {
    const queue = new PgQueue(t.db);
    const now = new Date('2026-11-26T04:10:00Z');
    await queueScheduledRun(queue, trainTopicsKind, now);
    await queueScheduledRun(queue, trainTopicsKind, new Date('2026-11-26T05:10:00Z'));
    const jobs = await t.db.query<{ payload: { date: string }; run_at: Date }>(
      `SELECT payload, run_at FROM jobs WHERE queue = 'topics.train'`,
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.payload).toEqual({ date: '2026-11-27' });
    expect(new Date(jobs[0]!.run_at).toISOString()).toBe('2026-11-27T03:00:00.000Z');
  });
});
