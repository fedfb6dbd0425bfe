/**
 * SQL for account settings (account-settings.service.ts, avatars.service.ts): profile, username,
 * email and password changes, the avatar URL, clearing a user's saved data and deleting the user.
 */
import type { Queryable } from '../db/types.js';
import { userColumns, type User } from './users.repo.js';

const COLUMNS = userColumns();

/** The password hash of a user, or undefined when the user is gone. */
export async function findPasswordHash(db: Queryable, userId: number): Promise<string | undefined> {
  const rows = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.password_hash;
}

/** Sets the profile fields given (null leaves a field as it is). */
export async function updateProfile(
  db: Queryable,
  userId: number,
  profile: { firstName: string | null; lastName: string | null; description: string | null },
): Promise<User | undefined> {
  const rows = await db.query<User>(
    `UPDATE users
        SET first_name = COALESCE($2, first_name),
            last_name = COALESCE($3, last_name),
            description = COALESCE($4, description),
            updated_at = now()
      WHERE id = $1
      RETURNING ${COLUMNS}`,
    [userId, profile.firstName, profile.lastName, profile.description],
  );
  return rows[0];
}

/** Whether another user has this username or email (without regard to case). */
export async function takenByAnother(
  db: Queryable,
  userId: number,
  column: 'username' | 'email',
  value: string,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM users WHERE lower(${column}) = lower($2) AND id <> $1 LIMIT 1`,
    [userId, value],
  );
  return rows.length > 0;
}

export async function updateLogin(
  db: Queryable,
  userId: number,
  column: 'username' | 'email',
  value: string,
): Promise<User | undefined> {
  const rows = await db.query<User>(
    `UPDATE users SET ${column} = $2, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
    [userId, value],
  );
  return rows[0];
}

export async function updatePasswordHash(
  db: Queryable,
  userId: number,
  passwordHash: string,
): Promise<boolean> {
  const rows = await db.query(
    'UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1 RETURNING 1',
    [userId, passwordHash],
  );
  return rows.length > 0;
}

/** Ends every session of the user except the one whose hash is `keep` (all when undefined). */
export async function deleteOtherSessions(
  db: Queryable,
  userId: number,
  keep: string | undefined,
): Promise<number> {
  const rows = await db.query(
    'DELETE FROM sessions WHERE user_id = $1 AND token_hash IS DISTINCT FROM $2 RETURNING 1',
    [userId, keep ?? null],
  );
  return rows.length;
}

/**
 * Sets the avatar URL and returns the one it replaced; the row lock makes two uploads at once
 * each see the URL the other replaced, so no file is left behind unreferenced and undeleted.
 */
export async function swapAvatarUrl(
  db: Queryable,
  userId: number,
  url: string | null,
): Promise<{ previous: string | null } | undefined> {
  const rows = await db.query<{ previous: string | null }>(
    `UPDATE users u SET avatar_url = $2, updated_at = now()
       FROM (SELECT id, avatar_url FROM users WHERE id = $1 FOR UPDATE) old
      WHERE u.id = old.id
      RETURNING old.avatar_url AS previous`,
    [userId, url],
  );
  return rows[0];
}

/** The storage keys of the user's imports that still hold their uploaded file. */
async function importFileKeys(db: Queryable, userId: number): Promise<string[]> {
  const rows = await db.query<{ file_key: string }>(
    'SELECT file_key FROM imports WHERE user_id = $1 AND file_key IS NOT NULL',
    [userId],
  );
  return rows.map((row) => row.file_key);
}

/**
 * Deletes the user's saved data: saves (their tags, highlights and search documents go with
 * them by cascade), live tags, lists (with their items), share links, recent searches and
 * imports. Returns the counts and the import files to remove once the transaction commits.
 */
export async function clearSavedData(
  tx: Queryable,
  userId: number,
): Promise<{ saves: number; lists: number; fileKeys: string[] }> {
  const fileKeys = await importFileKeys(tx, userId);
  // Imports first: a running import locks its row per batch, so this waits for the batch in
  // flight and the next batch finds its import gone.
  await tx.query('DELETE FROM imports WHERE user_id = $1', [userId]);
  // The cascade fires the tags and search triggers (docs/ARCHITECTURE.md "Triggers").
  const saves = await tx.query<{ visible: number }>(
    `WITH gone AS (DELETE FROM saved_items WHERE user_id = $1 RETURNING status)
     SELECT count(*) FILTER (WHERE status <> 'DELETED')::int AS visible FROM gone`,
    [userId],
  );
  await tx.query('DELETE FROM tags WHERE user_id = $1', [userId]);
  const lists = await tx.query('DELETE FROM shareable_lists WHERE user_id = $1 RETURNING 1', [
    userId,
  ]);
  await tx.query('DELETE FROM shares WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM recent_searches WHERE user_id = $1', [userId]);
  return { saves: saves[0]?.visible ?? 0, lists: lists.length, fileKeys };
}

/**
 * Deletes the user; every user-owned table follows by cascade. Returns the files to remove
 * once the transaction commits (avatar URL and import files), or undefined when the user is gone.
 */
export async function deleteUser(
  tx: Queryable,
  userId: number,
): Promise<{ avatarUrl: string | null; fileKeys: string[] } | undefined> {
  const locked = await tx.query<{ avatar_url: string | null }>(
    'SELECT avatar_url FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  if (!locked[0]) return undefined;
  const fileKeys = await importFileKeys(tx, userId);
  await tx.query('DELETE FROM imports WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM users WHERE id = $1', [userId]);
  return { avatarUrl: locked[0].avatar_url, fileKeys };
}
