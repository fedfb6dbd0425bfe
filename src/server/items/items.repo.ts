/** SQL for the global items table (one row per normalised URL) and its parse results. */
import type { Queryable } from '../db/types.js';
import type { TextDirection } from './extract/direction.js';
import type {
  ExtractedArticle,
  ExtractedImage,
  ExtractedVideo,
} from './extract/extract-article.js';

export type ParseStatus = 'PENDING' | 'PARSED' | 'FAILED';
export type Imageness = 'NO_IMAGES' | 'HAS_IMAGES' | 'IS_IMAGE';
export type Videoness = 'NO_VIDEOS' | 'HAS_VIDEOS' | 'IS_VIDEO';

/** Images, videos and authors are stored as the extractor describes them (jsonb columns). */
export type ItemImage = ExtractedImage;
export type ItemVideo = ExtractedVideo;
export type ItemAuthor = ExtractedArticle['authors'][number];

/** An item without its article HTML (read separately, only by the reader). */
export interface ItemRow {
  item_id: number;
  given_url: string;
  normal_url: string;
  parse_status: ParseStatus;
  parse_error: string | null;
  parsed_at: Date | null;
  resolved_url: string | null;
  response_code: number | null;
  mime_type: string | null;
  encoding: string | null;
  title: string | null;
  excerpt: string | null;
  site_name: string | null;
  domain_logo: string | null;
  language: string | null;
  /** 'rtl' / 'ltr' (migration 0020); null when unknown. */
  direction: TextDirection | null;
  date_published: Date | null;
  word_count: number;
  time_to_read: number;
  top_image_url: string | null;
  is_article: boolean;
  has_image: Imageness;
  has_video: Videoness;
  authors: ItemAuthor[];
  images: ItemImage[];
  videos: ItemVideo[];
}

const ITEM_FIELDS = [
  'item_id',
  'given_url',
  'normal_url',
  'parse_status',
  'parse_error',
  'parsed_at',
  'resolved_url',
  'response_code',
  'mime_type',
  'encoding',
  'title',
  'excerpt',
  'site_name',
  'domain_logo',
  'language',
  'direction',
  'date_published',
  'word_count',
  'time_to_read',
  'top_image_url',
  'is_article',
  'has_image',
  'has_video',
  'authors',
  'images',
  'videos',
] as const;

/**
 * The item columns for a SELECT. With a prefix, each is aliased `<prefix><column>` so a join
 * can carry an item beside another table's row (see itemFromPrefixed). `givenUrl` is the
 * expression to show as the item's given_url when the item is reached through a user's row (a
 * save's or a share's URL): the item's own is the first saver's, and may carry their fragment.
 */
export function itemColumns(alias: string, prefix = '', givenUrl?: string): string {
  return ITEM_FIELDS.map((field) => {
    const column = field === 'given_url' && givenUrl !== undefined ? givenUrl : `${alias}.${field}`;
    return `${column}${prefix || column !== `${alias}.${field}` ? ` AS ${prefix}${field}` : ''}`;
  }).join(', ');
}

/** Takes the `<prefix>`-aliased item columns out of a joined row. */
export function itemFromPrefixed(row: Record<string, unknown>, prefix: string): ItemRow {
  const item: Record<string, unknown> = {};
  for (const field of ITEM_FIELDS) item[field] = row[`${prefix}${field}`];
  return item as unknown as ItemRow;
}

/** Returns the item id for a URL, creating the item the first time the URL is seen. */
export async function findOrCreateItem(
  db: Queryable,
  givenUrl: string,
  normalUrl: string,
): Promise<{ itemId: number; parseStatus: ParseStatus }> {
  const rows = await db.query<{ item_id: number; parse_status: ParseStatus }>(
    `WITH inserted AS (
       INSERT INTO items (given_url, normal_url) VALUES ($1, $2)
       ON CONFLICT (normal_url) DO NOTHING
       RETURNING item_id, parse_status
     )
     SELECT item_id, parse_status FROM inserted
     UNION ALL
     SELECT item_id, parse_status FROM items WHERE normal_url = $2
     LIMIT 1`,
    [givenUrl, normalUrl],
  );
  return { itemId: rows[0]!.item_id, parseStatus: rows[0]!.parse_status };
}

export async function findItem(db: Queryable, itemId: number): Promise<ItemRow | undefined> {
  return (
    await db.query<ItemRow>(`SELECT ${itemColumns('i')} FROM items i WHERE i.item_id = $1`, [
      itemId,
    ])
  )[0];
}

export async function findItemByNormalUrl(
  db: Queryable,
  normalUrl: string,
): Promise<ItemRow | undefined> {
  return (
    await db.query<ItemRow>(`SELECT ${itemColumns('i')} FROM items i WHERE i.normal_url = $1`, [
      normalUrl,
    ])
  )[0];
}

export async function findArticle(db: Queryable, itemId: number): Promise<string | null> {
  const rows = await db.query<{ article: string | null }>(
    'SELECT article FROM items WHERE item_id = $1',
    [itemId],
  );
  return rows[0]?.article ?? null;
}

export interface ParsedItem {
  resolvedUrl: string;
  responseCode: number;
  mimeType: string;
  encoding: string | null;
  title: string | null;
  excerpt: string | null;
  siteName: string | null;
  domainLogo: string | null;
  language: string | null;
  /** Optional for callers that know nothing of it (stored as null). */
  direction?: TextDirection | null;
  datePublished: Date | null;
  wordCount: number;
  timeToRead: number;
  topImageUrl: string | null;
  isArticle: boolean;
  hasImage: Imageness;
  hasVideo: Videoness;
  authors: ItemAuthor[];
  images: ItemImage[];
  videos: ItemVideo[];
  article: string | null;
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
            direction = $22
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
