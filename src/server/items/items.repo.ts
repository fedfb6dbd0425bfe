/** SQL for the global items table (one row per normalised URL) and its parse results. */
import type { Queryable } from '../db/types.js';
import type { TextDirection } from './extract/direction.js';
import { itemColumns } from './items.read-model.js';
import type { Item, ParseStatus } from './items.types.js';

// The domain types live in items.types.ts; importers of the repository may take them from here.
export type * from './items.types.js';

/**
 * Returns the public item id for a URL, creating the item the first time the URL is seen. Private
 * items (a user's captures, migration 0025) are never found here.
 */
export async function findOrCreateItem(
  db: Queryable,
  givenUrl: string,
  normalUrl: string,
): Promise<{ itemId: number; parseStatus: ParseStatus }> {
  const rows = await db.query<{ item_id: number; parse_status: ParseStatus }>(
    `WITH inserted AS (
       INSERT INTO items (given_url, normal_url) VALUES ($1, $2)
       ON CONFLICT (normal_url) WHERE owner_user_id IS NULL DO NOTHING
       RETURNING item_id, parse_status
     )
     SELECT item_id, parse_status FROM inserted
     UNION ALL
     SELECT item_id, parse_status FROM items WHERE normal_url = $2 AND owner_user_id IS NULL
     LIMIT 1`,
    [givenUrl, normalUrl],
  );
  return { itemId: Number(rows[0]!.item_id), parseStatus: rows[0]!.parse_status };
}

/**
 * The public items of many URLs in one statement, created when new: findOrCreateItem batched,
 * for a feed's entries (500 single statements cost a first poll ~0.5 s of CPU). A URL whose item
 * another transaction created meanwhile is not in the answer (the caller asks findOrCreateItem).
 */
export async function findOrCreateItems(
  db: Queryable,
  urls: ReadonlyArray<{ givenUrl: string; normalUrl: string }>,
): Promise<Map<string, { itemId: number; parseStatus: ParseStatus }>> {
  if (urls.length === 0) return new Map();
  const rows = await db.query<{
    item_id: number;
    normal_url: string;
    parse_status: ParseStatus;
  }>(
    `WITH input AS (
       SELECT DISTINCT ON (normal_url) given_url, normal_url
         FROM unnest($1::text[], $2::text[]) AS u (given_url, normal_url)
     ), inserted AS (
       INSERT INTO items (given_url, normal_url) SELECT given_url, normal_url FROM input
       ON CONFLICT (normal_url) WHERE owner_user_id IS NULL DO NOTHING
       RETURNING item_id, normal_url, parse_status
     )
     SELECT item_id::int AS item_id, normal_url, parse_status FROM inserted
     UNION ALL
     SELECT i.item_id::int, i.normal_url, i.parse_status
       FROM items i JOIN input ON input.normal_url = i.normal_url
      WHERE i.owner_user_id IS NULL`,
    [urls.map((u) => u.givenUrl), urls.map((u) => u.normalUrl)],
  );
  return new Map(
    rows.map((row) => [row.normal_url, { itemId: row.item_id, parseStatus: row.parse_status }]),
  );
}

/** The user's private item for a normalised URL (their capture of it), if they have one. */
export async function findPrivateItem(
  db: Queryable,
  ownerUserId: number,
  normalUrl: string,
): Promise<{ itemId: number; parseStatus: ParseStatus } | undefined> {
  const rows = await db.query<{ item_id: number; parse_status: ParseStatus }>(
    'SELECT item_id, parse_status FROM items WHERE owner_user_id = $1 AND normal_url = $2',
    [ownerUserId, normalUrl],
  );
  return rows[0] && { itemId: Number(rows[0].item_id), parseStatus: rows[0].parse_status };
}

/** The user's private items (their captures) among these normalised URLs, keyed by normal URL. */
export async function findPrivateItems(
  db: Queryable,
  ownerUserId: number,
  normalUrls: readonly string[],
): Promise<Map<string, { itemId: number; parseStatus: ParseStatus }>> {
  const rows = await db.query<{ item_id: number; normal_url: string; parse_status: ParseStatus }>(
    `SELECT item_id::int, normal_url, parse_status FROM items
      WHERE owner_user_id = $1 AND normal_url = ANY($2::text[])`,
    [ownerUserId, normalUrls],
  );
  return new Map(
    rows.map((row) => [row.normal_url, { itemId: row.item_id, parseStatus: row.parse_status }]),
  );
}

/**
 * The user's private item for a URL, created on their first capture of it, with the captured
 * HTML stored (replacing an earlier capture). In the caller's transaction.
 */
export async function storeCapture(
  db: Queryable,
  ownerUserId: number,
  givenUrl: string,
  normalUrl: string,
  html: string,
): Promise<number> {
  const rows = await db.query<{ item_id: number }>(
    `WITH inserted AS (
       INSERT INTO items (given_url, normal_url, owner_user_id) VALUES ($2, $3, $1)
       ON CONFLICT (owner_user_id, normal_url) WHERE owner_user_id IS NOT NULL DO NOTHING
       RETURNING item_id
     )
     SELECT item_id FROM inserted
     UNION ALL
     SELECT item_id FROM items WHERE owner_user_id = $1 AND normal_url = $3
     LIMIT 1`,
    [ownerUserId, givenUrl, normalUrl],
  );
  // A capture of the same URL committed while this statement ran is not in its snapshot.
  const itemId = Number(
    rows[0]?.item_id ?? (await findPrivateItem(db, ownerUserId, normalUrl))!.itemId,
  );
  await db.query(
    `INSERT INTO item_captures (item_id, html) VALUES ($1, $2)
     ON CONFLICT (item_id) DO UPDATE SET html = EXCLUDED.html, captured_at = now()`,
    [itemId, html],
  );
  return itemId;
}

/** The HTML a user's browser sent for a private item; undefined for every other item. */
export async function findCapture(db: Queryable, itemId: number): Promise<string | undefined> {
  const rows = await db.query<{ html: string }>(
    'SELECT html FROM item_captures WHERE item_id = $1',
    [itemId],
  );
  return rows[0]?.html;
}

export async function findItem(db: Queryable, itemId: number): Promise<Item | undefined> {
  return (
    await db.query<Item>(`SELECT ${itemColumns('i')} FROM items i WHERE i.item_id = $1`, [itemId])
  )[0];
}

export async function findArticle(db: Queryable, itemId: number): Promise<string | null> {
  const rows = await db.query<{ article: string | null }>(
    'SELECT article FROM items WHERE item_id = $1',
    [itemId],
  );
  return rows[0]?.article ?? null;
}

/** What a parse stores: the item's parsed fields, with the page's answer known. */
export interface ParsedItem extends Pick<
  Item,
  | 'encoding'
  | 'title'
  | 'excerpt'
  | 'siteName'
  | 'domainLogo'
  | 'language'
  | 'datePublished'
  | 'wordCount'
  | 'timeToRead'
  | 'topImageUrl'
  | 'isArticle'
  | 'hasImage'
  | 'hasVideo'
  | 'authors'
  | 'images'
  | 'videos'
> {
  resolvedUrl: string;
  responseCode: number;
  mimeType: string;
  /** Optional for callers that know nothing of it (stored as null). */
  direction?: TextDirection | null;
  article: string | null;
  /** The page's own sections and keywords (extract/subject-terms.ts); stored as [] when absent. */
  sections?: string[];
  keywords?: string[];
}

/** Stores a successful parse, replacing any earlier one. */
export async function saveParsedItem(
  db: Queryable,
  itemId: number,
  parsed: ParsedItem,
): Promise<void> {
  // An items trigger rebuilds the search documents of its saves (docs/ARCHITECTURE.md "Triggers").
  await db.query(
    `UPDATE items SET parse_status = 'PARSED', parse_error = NULL, parsed_at = now(),
            resolved_url = $2, response_code = $3, mime_type = $4, encoding = $5, title = $6, excerpt = $7,
            site_name = $8, domain_logo = $9, language = $10, date_published = $11, word_count = $12,
            time_to_read = $13, top_image_url = $14, is_article = $15, has_image = $16, has_video = $17,
            authors = $18::jsonb, images = $19::jsonb, videos = $20::jsonb, article = $21,
            direction = $22, meta_sections = $23::text[], meta_keywords = $24::text[]
      WHERE item_id = $1`,
    [
      itemId,
      parsed.resolvedUrl,
      parsed.responseCode,
      parsed.mimeType,
      parsed.encoding,
      parsed.title,
      parsed.excerpt,
      parsed.siteName,
      parsed.domainLogo,
      parsed.language,
      parsed.datePublished,
      parsed.wordCount,
      parsed.timeToRead,
      parsed.topImageUrl,
      parsed.isArticle,
      parsed.hasImage,
      parsed.hasVideo,
      JSON.stringify(parsed.authors),
      JSON.stringify(parsed.images),
      JSON.stringify(parsed.videos),
      parsed.article,
      parsed.direction ?? null,
      parsed.sections ?? [],
      parsed.keywords ?? [],
    ],
  );
}

/** Records a permanent failure; an item parsed before keeps its earlier content. */
export async function saveParseFailure(
  db: Queryable,
  itemId: number,
  reason: string,
  responseCode: number | null,
): Promise<void> {
  await db.query(
    `UPDATE items SET parse_status = CASE WHEN parse_status = 'PARSED' THEN 'PARSED' ELSE 'FAILED' END,
            parse_error = $2, response_code = coalesce($3, response_code), parsed_at = now()
      WHERE item_id = $1`,
    [itemId, reason.slice(0, 500), responseCode],
  );
}

export async function readInstanceSecret(db: Queryable, name: string): Promise<string | undefined> {
  return (
    await db.query<{ value: string }>('SELECT value FROM instance_secrets WHERE name = $1', [name])
  )[0]?.value;
}
