/**
 * A corpus item as recommendations show it (GraphQL `CorpusItem`, docs/RECOMMENDATIONS.md): the
 * public item with a curator's edits laid over it, its publisher and site, and whether the viewer
 * saved it (a page that could not be read shows its instance feed's title and excerpt, never a
 * subscribed feed's: docs/CORPUS.md "Fallback content"). Every recommendation surface (Home,
 * Discover, topic pages, corpus search, related stories) loads its cards through
 * `loadCorpusItemViews`, so they all show the same thing.
 */
import type { TopicSlug } from '../../../common/topics.js';
import type { Queryable } from '../../db/types.js';
import {
  corpusUrlSql,
  instanceFeedEntryJoin,
  recommendableSql,
} from '../corpus/corpus.read-model.js';
import { itemColumns, itemFromPrefixed, type Item } from '../../items/items.read-model.js';

// The item's own URLs may keep the fragment of whoever saved it first: a corpus view never shows
// one (docs/CORPUS.md "Privacy"; corpus_url in migration 0039 is the rule).

export interface CorpusItemView {
  corpusItemId: number;
  /** CorpusItem.id: a GUID, as in Pocket's API. */
  externalId: string;
  /** The public item (owner_user_id IS NULL): what a save of this URL refers to. */
  item: Item;
  url: string;
  /** A curator's title, else the page's, else the URL. */
  title: string;
  excerpt: string;
  imageUrl: string | null;
  /** ISO 639-1 code ('en'), or null when neither detected nor declared. */
  language: string | null;
  /** The page's site name, else its host without "www.". */
  publisher: string;
  /** The host without "www.": "at most 2 items of one site in a slate" counts these. */
  site: string;
  topic: TopicSlug | null;
  isCuratorPick: boolean;
  publishedAt: Date;
  /** The viewer's live save of this item (its item id), or null: none, or no viewer. */
  savedItemId: number | null;
}

/**
 * The view each loaded item came with, so that `Item.corpusItem` on an item reached through a
 * recommendation (Pocket's lineup documents ask `item { ... on Item { corpusItem } }`) costs no
 * query. Weak: it lives as long as the request's objects.
 */
const viewOfItem = new WeakMap<Item, CorpusItemView>();

/** The corpus view an item object was loaded with by loadCorpusItemViews, if it was. */
export const loadedCorpusItemView = (item: Item): CorpusItemView | undefined =>
  viewOfItem.get(item);

/** The host of an item's URL without "www.", as SQL (for diversity and fallbacks). */
export const siteSql = (itemAlias: string) =>
  `regexp_replace(lower(substring(coalesce(${itemAlias}.resolved_url, ${itemAlias}.given_url) from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/]*@)?([^/:?#]+)')), '^www\\.', '')`;

/** The publisher shown on a card: the site name, else the host. */
export const publisherSql = (itemAlias: string) =>
  `coalesce(nullif(btrim(${itemAlias}.site_name), ''), ${siteSql(itemAlias)})`;

/**
 * Loads the views of `corpusItemIds`, keyed by corpus item id; ids not found (deleted since) are
 * absent. `viewerUserId` fills `savedItemId`. Rejected items load too: callers choose what to show.
 */
export async function loadCorpusItemViews(
  db: Queryable,
  corpusItemIds: readonly number[],
  viewerUserId?: number,
): Promise<Map<number, CorpusItemView>> {
  const views = new Map<number, CorpusItemView>();
  if (corpusItemIds.length === 0) return views;
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ci.corpus_item_id::int AS "corpusItemId", ci.external_id::text AS "externalId",
            ${corpusUrlSql('i')} AS url,
            coalesce(nullif(btrim(ci.title), ''), nullif(btrim(i.title), ''),
                     nullif(btrim(fe.title), ''), ${corpusUrlSql('i')}) AS title,
            coalesce(nullif(btrim(ci.excerpt), ''), i.excerpt, fe.excerpt, '') AS excerpt,
            coalesce(ci.image_url, i.top_image_url) AS "imageUrl",
            coalesce(ci.language, lower(substring(i.language from '^[A-Za-z]{2,3}'))) AS language,
            ${publisherSql('i')} AS publisher, ${siteSql('i')} AS site,
            ci.topic, ci.is_curator_pick AS "isCuratorPick", ci.published_at AS "publishedAt",
            s.item_id::int AS "savedItemId",
            ${itemColumns('i', 'item.', 'corpus_url(NULL, i.given_url)', 'corpus_url(i.resolved_url, NULL)')}
       FROM corpus_items ci
       JOIN items i ON i.item_id = ci.item_id
       ${instanceFeedEntryJoin('i', 'fe')}
       LEFT JOIN saved_items s ON s.user_id = $2 AND s.item_id = ci.item_id AND s.status <> 'DELETED'
      WHERE ci.corpus_item_id = ANY($1::bigint[])`,
    [corpusItemIds, viewerUserId ?? null],
  );
  for (const row of rows) {
    const view = {
      corpusItemId: row.corpusItemId,
      externalId: row.externalId,
      item: itemFromPrefixed(row, 'item.'),
      url: row.url,
      title: row.title,
      excerpt: row.excerpt,
      imageUrl: row.imageUrl,
      language: row.language,
      publisher: row.publisher ?? row.site ?? '',
      site: row.site ?? '',
      topic: row.topic,
      isCuratorPick: row.isCuratorPick,
      publishedAt: row.publishedAt,
      savedItemId: row.savedItemId ?? null,
    } as CorpusItemView;
    views.set(view.corpusItemId, view);
    viewOfItem.set(view.item, view);
  }
  return views;
}

/**
 * The corpus item id of a public item, or undefined when the item is not in the corpus or not
 * published (recommendable): an unreviewed prospect answers as absent, so a reader's own item
 * never tells what others saved (docs/CORPUS.md "Privacy").
 */
export async function publishedCorpusItemIdForItem(
  db: Queryable,
  itemId: number,
): Promise<number | undefined> {
  const rows = await db.query<{ id: number }>(
    `SELECT ci.corpus_item_id::int AS id FROM corpus_items ci
      WHERE ci.item_id = $1 AND ${recommendableSql('ci')}`,
    [itemId],
  );
  return rows[0]?.id;
}

/** Corpus item ids by their GUIDs (CorpusItem.id); unknown GUIDs are absent. */
export async function corpusItemIdsByExternalId(
  db: Queryable,
  externalIds: readonly string[],
): Promise<Map<string, number>> {
  const valid = externalIds.filter((id) => UUID.test(id));
  if (valid.length === 0) return new Map();
  const rows = await db.query<{ externalId: string; id: number }>(
    `SELECT external_id::text AS "externalId", corpus_item_id::int AS id
       FROM corpus_items WHERE external_id = ANY($1::uuid[])`,
    [valid],
  );
  return new Map(rows.map((row) => [row.externalId, row.id]));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
