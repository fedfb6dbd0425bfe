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

/** Titles as feeds give them: stop words, punctuation, numbers, quotes. */
const SITE_CORPUS_TITLES = [
  'The Hidden Heroines of Chaos',
  'How to Throw a Graduation Party',
  'Why the “quiet” tomatoes taste better',
  'A mathematician’s guide to folding maps',
  'What 40 years of bird counts tell us',
  'The 5 best — and 3 worst — budget ovens',
  'Is sourdough worth it? We asked bakers',
  'Inside the race to map the deep ocean',
  'How a tiny worm rewrote genetics',
  'Dinner in 20 minutes: a field guide',
  'The strange physics of spilled coffee',
  'Why your houseplants keep dying (it’s the pot)',
  'Black holes, explained without equations',
  'The case for eating more beans',
  'What the oldest trees remember',
  'Ten pantry swaps that actually work',
  'Can we still see the Milky Way?',
  'A short history of the fork',
  'The bacteria that built our atmosphere',
  'Soup season: 7 recipes for cold nights',
  'How bees decide where to live',
  'The chemistry of a perfect crust',
  'Why the sky is dark at night',
  'Cooking for one without waste',
  'A new way to count the stars',
  'The surprising science of leftovers',
  'Where do comets come from?',
  'Olive oil: what the labels mean',
  'How ice remembers ancient climates',
  'Breakfast around the world, in 12 bowls',
] as const;

export interface SiteCorpusOptions {
  /** The sites, each a host and the site name its pages declare. */
  sites: ReadonlyArray<{ host: string; siteName: string }>;
  /** How many articles in all (at most 30 distinct titles, then numbered). */
  count: number;
  /** The topics they are spread over, in turn. */
  topics: readonly TopicSlug[];
  /** Every n-th article is a curator's pick (0: none). */
  pickEvery?: number;
}

/**
 * Parsed, recommendable English articles spread evenly over `sites` (consecutive articles share a
 * site) and over `topics` (in turn), published an hour apart: an instance whose corpus came from
 * one feed, two feeds, or many.
 */
export function siteCorpus(options: SiteCorpusOptions): SeedCorpusItem[] {
  const hour = 3_600_000;
  const now = Date.now();
  return Array.from({ length: options.count }, (_, i) => {
    const site = options.sites[Math.floor((i * options.sites.length) / options.count)]!;
    const base = SITE_CORPUS_TITLES[i % SITE_CORPUS_TITLES.length]!;
    const title = i < SITE_CORPUS_TITLES.length ? base : `${base}, part ${Math.floor(i / 30) + 1}`;
    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    return {
      url: `https://www.${site.host}/${slug}-${2026_0000 + i}/`,
      title,
      excerpt: `${title}: what we found, and why it matters for the rest of us (story ${i + 1}).`,
      siteName: site.siteName,
      topic: options.topics[i % options.topics.length]!,
      isCuratorPick: options.pickEvery ? i % options.pickEvery === 0 : false,
      publishedAt: new Date(now - i * hour),
    };
  });
}
