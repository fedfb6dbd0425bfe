/**
 * Seeds the instance corpus for tests and benches: parsed public items and their corpus rows,
 * written straight to the tables (the corpus's own write paths are tested in src/server/corpus/).
 * Realistic by default: titles with stop words and punctuation, several publishers per topic.
 */
import type { TopicSlug } from '../../common/topics.js';
import type { Queryable } from '../db/types.js';

export interface SeedCorpusItem {
  url: string;
  title: string;
  excerpt?: string;
  /** Plain text; stored as the article's HTML in <p> paragraphs. */
  text?: string;
  topic?: TopicSlug | null;
  language?: string;
  siteName?: string;
  imageUrl?: string;
  state?: 'PROSPECT' | 'APPROVED' | 'REJECTED';
  isCuratorPick?: boolean;
  /** Defaults to now; freshness is measured from it. */
  publishedAt?: Date;
}

export interface SeededCorpusItem {
  corpusItemId: number;
  itemId: number;
  externalId: string;
  url: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Inserts the items (or reuses ones with the same URL) and their corpus rows, in order. */
export async function seedCorpus(
  db: Queryable,
  entries: readonly SeedCorpusItem[],
): Promise<SeededCorpusItem[]> {
  const seeded: SeededCorpusItem[] = [];
  for (const entry of entries) {
    const article = entry.text
      ? entry.text
          .split(/\n{2,}/)
          .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
          .join('')
      : null;
    const words = entry.text ? entry.text.split(/\s+/).filter(Boolean).length : 0;
    const [item] = await db.query<{ itemId: number }>(
      `INSERT INTO items (given_url, normal_url, parse_status, parsed_at, title, excerpt, site_name,
                          language, date_published, word_count, time_to_read, top_image_url,
                          is_article, article)
       VALUES ($1, $1, 'PARSED', now(), $2, $3, $4, $5, $6, $7, greatest(1, $7 / 220), $8, true, $9)
       ON CONFLICT (normal_url) WHERE owner_user_id IS NULL DO UPDATE SET title = EXCLUDED.title
       RETURNING item_id::int AS "itemId"`,
      [
        entry.url,
        entry.title,
        entry.excerpt ?? null,
        entry.siteName ?? null,
        entry.language ?? 'en',
        entry.publishedAt ?? new Date(),
        words,
        entry.imageUrl ?? null,
        article,
      ],
    );
    const topic = entry.topic ?? null;
    const [row] = await db.query<{ corpusItemId: number; externalId: string }>(
      `INSERT INTO corpus_items (item_id, normal_url, state, is_curator_pick, language, topic,
                                 topic_source, topic_confidence, classified_at, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $6::text IS NULL THEN NULL ELSE 'CURATOR' END,
               CASE WHEN $6::text IS NULL THEN NULL ELSE 1 END, now(), $7)
       RETURNING corpus_item_id::int AS "corpusItemId", external_id::text AS "externalId"`,
      [
        item!.itemId,
        entry.url,
        entry.state ?? 'APPROVED',
        entry.isCuratorPick ?? false,
        entry.language ?? 'en',
        topic,
        entry.publishedAt ?? new Date(),
      ],
    );
    seeded.push({ ...row!, itemId: item!.itemId, url: entry.url });
  }
  return seeded;
}
