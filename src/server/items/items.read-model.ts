/**
 * The items table as other domains read it (docs/ARCHITECTURE.md, "Dependency rules"): the item
 * columns for a SELECT that joins items, and the Item taken back out of a joined row. Saves,
 * shares, search, the inbox and the corpus carry an item beside their own rows through these;
 * items.repo.ts keeps the statements that write items.
 */
import type { Item } from './items.types.js';

export type * from './items.types.js';

/** Each items column and the Item field it fills (SQL aliases it, so no row is mapped in JS). */
const ITEM_FIELDS = [
  ['item_id', 'itemId'],
  ['given_url', 'givenUrl'],
  ['normal_url', 'normalUrl'],
  ['parse_status', 'parseStatus'],
  ['parse_error', 'parseError'],
  ['parsed_at', 'parsedAt'],
  ['resolved_url', 'resolvedUrl'],
  ['response_code', 'responseCode'],
  ['mime_type', 'mimeType'],
  ['encoding', 'encoding'],
  ['title', 'title'],
  ['excerpt', 'excerpt'],
  ['site_name', 'siteName'],
  ['domain_logo', 'domainLogo'],
  ['language', 'language'],
  ['direction', 'direction'],
  ['date_published', 'datePublished'],
  ['word_count', 'wordCount'],
  ['time_to_read', 'timeToRead'],
  ['top_image_url', 'topImageUrl'],
  ['is_article', 'isArticle'],
  ['has_image', 'hasImage'],
  ['has_video', 'hasVideo'],
  ['authors', 'authors'],
  ['images', 'images'],
  ['videos', 'videos'],
  ['meta_sections', 'metaSections'],
  ['meta_keywords', 'metaKeywords'],
] as const satisfies ReadonlyArray<readonly [string, keyof Item]>;

/** The Item field names, in column order. */
export const ITEM_KEYS: readonly (keyof Item)[] = ITEM_FIELDS.map(([, key]) => key);

/**
 * The item columns for a SELECT, each aliased to its Item field: `"<prefix><field>"`, so a join
 * can carry an item beside another table's row (see itemFromPrefixed). `givenUrl` is the
 * expression to show as the item's given URL when the item is reached through a user's row (a
 * save's or a share's URL): the item's own is the first saver's, and may carry their fragment.
 * `resolvedUrl`, likewise, replaces the resolved URL (the corpus shows it without a fragment).
 */
export function itemColumns(
  alias: string,
  prefix = '',
  givenUrl?: string,
  resolvedUrl?: string,
): string {
  return ITEM_FIELDS.map(([column, key]) => {
    const expression =
      column === 'given_url' && givenUrl !== undefined
        ? givenUrl
        : column === 'resolved_url' && resolvedUrl !== undefined
          ? resolvedUrl
          : `${alias}.${column}`;
    return `${expression} AS "${prefix}${key}"`;
  }).join(', ');
}

/** `<prefix><field>` → field, per prefix, built once so that reading a row builds no strings. */
const PREFIXED_KEYS = new Map<string, ReadonlyArray<readonly [string, keyof Item]>>();

/** Takes the `<prefix>`-aliased item columns out of a joined row. */
export function itemFromPrefixed(row: Record<string, unknown>, prefix: string): Item {
  let keys = PREFIXED_KEYS.get(prefix);
  if (keys === undefined) {
    keys = ITEM_KEYS.map((key) => [`${prefix}${key}`, key] as const);
    PREFIXED_KEYS.set(prefix, keys);
  }
  const item: Record<string, unknown> = {};
  for (const [prefixed, key] of keys) item[key] = row[prefixed];
  return item as unknown as Item;
}
