/** SQL for topic training: the corpus's labelled items and the stored models (migration 0029). */
import type { TopicSlug } from '../../../common/topics.js';
import type { Queryable } from '../../db/types.js';
import type { Evaluation } from './evaluation.js';
import type { NaiveBayesModel } from './naive-bayes.js';

/** A corpus item whose topic a curator chose or its feed gave, with the text to learn from. */
export interface LabelledItem {
  corpusItemId: number;
  itemId: number;
  /** The corpus item's language, else the page's; may carry a region ("de-AT"). */
  language: string | null;
  topic: TopicSlug;
  source: 'CURATOR' | 'FEED';
  title: string | null;
  excerpt: string | null;
  /** The start of the reader HTML (enough for classifier-text.ts). */
  article: string | null;
}

/** What topic_models.model holds: a trained model, or why a language has none. */
export type StoredModel = NaiveBayesModel | { kind: 'none'; reason: string };

export interface StoredModelRow {
  language: string;
  model: StoredModel;
  evaluation: Evaluation | null;
  trainingSize: number;
  heldBackSize: number;
  trainedAt: Date;
}

/**
 * A page of labelled corpus items, newest first, before `beforeId` (keyset). Rejected items and
 * items not parsed yet teach nothing. Reads at most 60,000 characters of each article's HTML.
 */
export async function labelledItems(
  db: Queryable,
  beforeId: number | null,
  limit: number,
): Promise<LabelledItem[]> {
  return db.query<LabelledItem>(
    `SELECT ci.corpus_item_id::int AS "corpusItemId", i.item_id::int AS "itemId",
            coalesce(ci.language, i.language) AS language, ci.topic, ci.topic_source AS source,
            coalesce(ci.title, i.title) AS title, coalesce(ci.excerpt, i.excerpt) AS excerpt,
            left(i.article, 60000) AS article
       FROM corpus_items ci JOIN items i ON i.item_id = ci.item_id
      WHERE ci.topic_source IN ('CURATOR', 'FEED') AND ci.state <> 'REJECTED'
        AND i.parse_status = 'PARSED'
        AND ($1::bigint IS NULL OR ci.corpus_item_id < $1)
      ORDER BY ci.corpus_item_id DESC
      LIMIT $2`,
    [beforeId, limit],
  );
}

const ROW = `language, model, metrics AS evaluation, training_size AS "trainingSize",
  held_back_size AS "heldBackSize", trained_at AS "trainedAt"`;

/** Replaces the stored models with this training's, in one transaction's statement each. */
export async function replaceModels(
  db: Queryable,
  rows: Omit<StoredModelRow, 'trainedAt'>[],
): Promise<void> {
  await db.query('DELETE FROM topic_models WHERE NOT (language = ANY($1::text[]))', [
    rows.map((row) => row.language),
  ]);
  for (const row of rows) {
    await db.query(
      `INSERT INTO topic_models (language, model, metrics, training_size, held_back_size, trained_at)
       VALUES ($1, $2::jsonb, $3::jsonb, $4, $5, now())
       ON CONFLICT (language) DO UPDATE SET model = EXCLUDED.model, metrics = EXCLUDED.metrics,
         training_size = EXCLUDED.training_size, held_back_size = EXCLUDED.held_back_size,
         trained_at = EXCLUDED.trained_at`,
      [
        row.language,
        JSON.stringify(row.model),
        JSON.stringify(row.evaluation),
        row.trainingSize,
        row.heldBackSize,
      ],
    );
  }
}

/** Every stored model, by language. */
export function allModels(db: Queryable): Promise<StoredModelRow[]> {
  return db.query<StoredModelRow>(`SELECT ${ROW} FROM topic_models ORDER BY language`);
}

export function findModel(db: Queryable, language: string): Promise<StoredModelRow | undefined> {
  return db
    .query<StoredModelRow>(`SELECT ${ROW} FROM topic_models WHERE language = $1`, [language])
    .then((rows) => rows[0]);
}

/** When each language's model was trained: a cheap check that a cached model is current. */
export async function modelStamps(db: Queryable): Promise<Map<string, number>> {
  const rows = await db.query<{ language: string; trainedAt: Date }>(
    'SELECT language, trained_at AS "trainedAt" FROM topic_models',
  );
  return new Map(rows.map((row) => [row.language, new Date(row.trainedAt).getTime()]));
}
