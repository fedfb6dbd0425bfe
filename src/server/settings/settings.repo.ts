/** SQL for user_settings: one JSON object of app settings per user. */
import type { Queryable } from '../db/types.js';

export type SettingsObject = Record<string, unknown>;

export async function readSettings(
  db: Queryable,
  userId: number,
  forUpdate = false,
): Promise<SettingsObject> {
  const rows = await db.query<{ settings: SettingsObject }>(
    `SELECT settings FROM user_settings WHERE user_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return rows[0]?.settings ?? {};
}

export async function writeSettings(
  db: Queryable,
  userId: number,
  settings: SettingsObject,
): Promise<void> {
  await db.query(
    `INSERT INTO user_settings (user_id, settings, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (user_id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = now()`,
    [userId, JSON.stringify(settings)],
  );
}

/**
 * Follows a tag rename (to a name) or delete (to null) in the pinned tags, keeping their order
 * and dropping a duplicate when the rename merged two pinned tags. Call inside the transaction
 * that renames or deletes the tag.
 */
export async function updatePinnedTag(
  db: Queryable,
  userId: number,
  from: string,
  to: string | null,
): Promise<void> {
  // Lock the row first (FOR UPDATE), so concurrent settings writes cannot be lost.
  const settings = await readSettings(db, userId, true);
  const pinned = settings.pinnedTags;
  if (!Array.isArray(pinned) || !pinned.includes(from)) return;
  const next = [
    ...new Set(pinned.flatMap((name: unknown) => (name === from ? (to ? [to] : []) : [name]))),
  ];
  await writeSettings(db, userId, { ...settings, pinnedTags: next });
}
