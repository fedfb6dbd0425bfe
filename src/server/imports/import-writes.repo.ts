/**
 * SQL that writes one batch of imported records: items, saves, tags and highlights, a statement
 * each for the whole batch (a save at a time would cost ~6 round trips per record).
 *
 * A URL already saved keeps its save as it is (state, title, time); only the import's tags and
 * highlights are added to it. The items come from the items domain (ItemsService.itemsForBatch). A save the user had deleted comes back as the file has it.
 */
import type { Queryable } from '../db/types.js';
import type { ParseStatus } from '../items/items.types.js';

export interface PreparedRecord {
  row: number;
  givenUrl: string;
  normalUrl: string;
  title: string | null;
  savedAt: Date | null;
  status: 'UNREAD' | 'ARCHIVED';
  favorite: boolean;
  tags: string[];
  highlights: Array<{ quote: string; note: string | null; createdAt: Date | null }>;
}

export interface WrittenBatch {
  created: number;
  existing: number;
  /** Items of new saves that have not been parsed yet, with the normal URL they fetch. */
  itemsToParse: Array<{ itemId: number; url: string }>;
  /**
   * Saves that were already there and gained tags or highlights: the caller moves their updated
   * time (SavesService.touch), as for a tag or highlight added one at a time.
   */
  touched: number[];
}

/** The batch's items by normal URL (ItemsService.itemsForBatch). */
export type BatchItems = ReadonlyMap<string, { itemId: number; parseStatus: ParseStatus }>;

/**
 * Writes the batch (records with distinct normal URLs, each in `items`) for the user, in the
 * caller's transaction.
 */
export async function writeImportBatch(
  db: Queryable,
  userId: number,
  records: readonly PreparedRecord[],
  items: BatchItems,
): Promise<WrittenBatch> {
  if (records.length === 0) return { created: 0, existing: 0, itemsToParse: [], touched: [] };
  const itemIds = records.map((record) => items.get(record.normalUrl)!.itemId);

  // saved_items triggers update search_documents and tags (docs/ARCHITECTURE.md "Triggers").
  const created = await db.query<{ item_id: number }>(
    `WITH input AS (
       SELECT * FROM unnest($2::bigint[], $3::text[], $4::text[], $5::text[], $6::boolean[], $7::timestamptz[])
         AS t (item_id, given_url, title, status, favorite, saved_at)
     )
     INSERT INTO saved_items AS s (user_id, item_id, given_url, title, status, is_favorite,
                                   favorited_at, archived_at, created_at, updated_at)
     SELECT $1, item_id, given_url, title, status, favorite,
            CASE WHEN favorite THEN coalesce(saved_at, now()) END,
            CASE WHEN status = 'ARCHIVED' THEN coalesce(saved_at, now()) END,
            coalesce(saved_at, now()), now()
       FROM input
     ON CONFLICT (user_id, item_id) DO UPDATE SET
       status = EXCLUDED.status, title = coalesce(EXCLUDED.title, s.title),
       is_favorite = EXCLUDED.is_favorite, favorited_at = EXCLUDED.favorited_at,
       archived_at = EXCLUDED.archived_at, deleted_at = NULL, status_before_delete = NULL,
       created_at = EXCLUDED.created_at, updated_at = now()
       WHERE s.status = 'DELETED'
     RETURNING item_id::int`,
    [
      userId,
      itemIds,
      records.map((record) => record.givenUrl),
      records.map((record) => record.title),
      records.map((record) => record.status),
      records.map((record) => record.favorite),
      records.map((record) => record.savedAt),
    ],
  );
  const createdIds = new Set(created.map((row) => row.item_id));
  // Saves that were already there and gain tags or highlights changed: clients syncing with
  // `since` must see them, as they see a tag or highlight added one at a time.
  const changedIds = new Set<number>();

  const tagPairs = records.flatMap((record, index) =>
    record.tags.map((name) => [itemIds[index]!, name] as const),
  );
  if (tagPairs.length > 0) {
    // saved_item_tags triggers update tags and search_documents (docs/ARCHITECTURE.md "Triggers").
    const tagged = await db.query<{ item_id: number }>(
      `INSERT INTO saved_item_tags (user_id, item_id, name)
       SELECT $1, item_id, name FROM unnest($2::bigint[], $3::text[]) AS t (item_id, name)
       ON CONFLICT DO NOTHING
       RETURNING item_id::int`,
      [userId, tagPairs.map(([itemId]) => itemId), tagPairs.map(([, name]) => name)],
    );
    for (const row of tagged) changedIds.add(row.item_id);
  }

  const highlights = records.flatMap((record, index) =>
    record.highlights.map((highlight) => ({ itemId: itemIds[index]!, ...highlight })),
  );
  if (highlights.length > 0) {
    // The patch is empty: the reader anchors an imported highlight by its quote (applyPatch).
    // Written here, not through HighlightsService.create, on purpose: the free limit of 3 per
    // save governs creating highlights, and an import restores the user's own, every one of them
    // (highlight-rules.ts IMPORTED_HIGHLIGHTS_PER_SAVE, applied and reported in prepare-records.ts).
    // highlights triggers refresh the save's search document (docs/ARCHITECTURE.md "Triggers").
    const added = await db.query<{ item_id: number }>(
      `INSERT INTO highlights (user_id, id, item_id, quote, patch, note, note_created_at,
                               note_updated_at, created_at, updated_at)
       SELECT $1, gen_random_uuid(), t.item_id, t.quote, '', t.note,
              CASE WHEN t.note IS NOT NULL THEN coalesce(t.created_at, now()) END,
              CASE WHEN t.note IS NOT NULL THEN coalesce(t.created_at, now()) END,
              coalesce(t.created_at, now()), now()
         FROM unnest($2::bigint[], $3::text[], $4::text[], $5::timestamptz[])
           AS t (item_id, quote, note, created_at)
        WHERE NOT EXISTS (SELECT 1 FROM highlights h
                           WHERE h.user_id = $1 AND h.item_id = t.item_id AND h.quote = t.quote)
       RETURNING item_id::int`,
      [
        userId,
        highlights.map((highlight) => highlight.itemId),
        highlights.map((highlight) => highlight.quote),
        highlights.map((highlight) => highlight.note),
        highlights.map((highlight) => highlight.createdAt),
      ],
    );
    for (const row of added) changedIds.add(row.item_id);
  }
  const touched = [...changedIds].filter((id) => !createdIds.has(id));

  const itemsToParse = records
    .map((record) => ({ url: record.normalUrl, ...items.get(record.normalUrl)! }))
    .filter((item) => createdIds.has(item.itemId) && item.parseStatus !== 'PARSED')
    .map(({ itemId, url }) => ({ itemId, url }));
  return {
    created: createdIds.size,
    existing: records.length - createdIds.size,
    itemsToParse,
    touched,
  };
}
