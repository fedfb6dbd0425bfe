/** SQL for item_audio (migration 0016): one rendering per item and voice. */
import type { Queryable } from '../db/types.js';
import type { AudioStatus, ItemAudio } from './audio.types.js';

interface AudioRow {
  item_id: number;
  voice: string;
  status: AudioStatus;
  key: string | null;
  duration_seconds: number | null;
  size_bytes: number | null;
  word_count: number | null;
  truncated: boolean;
  error: string | null;
  source_parsed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const toItemAudio = (row: AudioRow): ItemAudio => ({
  itemId: Number(row.item_id),
  voice: row.voice,
  status: row.status,
  key: row.key,
  durationSeconds: row.duration_seconds,
  sizeBytes: row.size_bytes,
  wordCount: row.word_count,
  truncated: row.truncated,
  error: row.error,
  sourceParsedAt: row.source_parsed_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export async function findAudio(
  db: Queryable,
  itemId: number,
  voice: string,
): Promise<ItemAudio | undefined> {
  const rows = await db.query<AudioRow>(
    'SELECT * FROM item_audio WHERE item_id = $1 AND voice = $2',
    [itemId, voice],
  );
  return rows[0] && toItemAudio(rows[0]);
}

/** The ready rendering of the item stored under `key`, if any. */
export async function findReadyAudioByKey(
  db: Queryable,
  itemId: number,
  key: string,
): Promise<ItemAudio | undefined> {
  const rows = await db.query<AudioRow>(
    `SELECT * FROM item_audio WHERE item_id = $1 AND key = $2 AND status = 'READY'`,
    [itemId, key],
  );
  return rows[0] && toItemAudio(rows[0]);
}

/** Marks the rendering pending (creating the row), keeping a ready file's key until replaced. */
export async function markAudioPending(
  db: Queryable,
  itemId: number,
  voice: string,
): Promise<void> {
  await db.query(
    `INSERT INTO item_audio (item_id, voice) VALUES ($1, $2)
     ON CONFLICT (item_id, voice) DO UPDATE
       SET status = 'PENDING', error = NULL, updated_at = now()`,
    [itemId, voice],
  );
}

export interface ReadyAudio {
  key: string;
  durationSeconds: number;
  sizeBytes: number;
  wordCount: number;
  truncated: boolean;
  sourceParsedAt: Date | null;
}

/** Records a finished rendering; returns the key it replaced (to delete), if different. */
export async function markAudioReady(
  db: Queryable,
  itemId: number,
  voice: string,
  audio: ReadyAudio,
): Promise<string | null> {
  const rows = await db.query<{ previous: string | null }>(
    `WITH previous AS (SELECT key FROM item_audio WHERE item_id = $1 AND voice = $2)
     INSERT INTO item_audio AS a (item_id, voice, status, key, duration_seconds, size_bytes,
                                  word_count, truncated, error, source_parsed_at)
     VALUES ($1, $2, 'READY', $3, $4, $5, $6, $7, NULL, $8)
     ON CONFLICT (item_id, voice) DO UPDATE
       SET status = 'READY', key = EXCLUDED.key, duration_seconds = EXCLUDED.duration_seconds,
           size_bytes = EXCLUDED.size_bytes, word_count = EXCLUDED.word_count,
           truncated = EXCLUDED.truncated, error = NULL,
           source_parsed_at = EXCLUDED.source_parsed_at, updated_at = now()
     RETURNING (SELECT key FROM previous) AS previous`,
    [
      itemId,
      voice,
      audio.key,
      audio.durationSeconds,
      audio.sizeBytes,
      audio.wordCount,
      audio.truncated,
      audio.sourceParsedAt,
    ],
  );
  const previous = rows[0]?.previous ?? null;
  return previous !== audio.key ? previous : null;
}

/** Records a failed rendering with its reason; returns the key of the file it had (to delete). */
export async function markAudioFailed(
  db: Queryable,
  itemId: number,
  voice: string,
  error: string,
  sourceParsedAt: Date | null,
): Promise<string | null> {
  const rows = await db.query<{ previous: string | null }>(
    `WITH previous AS (SELECT key FROM item_audio WHERE item_id = $1 AND voice = $2)
     INSERT INTO item_audio (item_id, voice, status, error, source_parsed_at)
     VALUES ($1, $2, 'FAILED', $3, $4)
     ON CONFLICT (item_id, voice) DO UPDATE
       SET status = 'FAILED', key = NULL, duration_seconds = NULL, size_bytes = NULL,
           error = EXCLUDED.error, source_parsed_at = EXCLUDED.source_parsed_at,
           updated_at = now()
     RETURNING (SELECT key FROM previous) AS previous`,
    [itemId, voice, error, sourceParsedAt],
  );
  return rows[0]?.previous ?? null;
}
