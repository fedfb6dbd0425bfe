/** SQL for browser sessions and personal access tokens. */
import { prepared } from '../db/client.js';
import type { Queryable } from '../db/types.js';
import { tokenScopesOf } from '../../common/token-scopes.js';
import type { AccessToken, TokenGrant } from './accounts.types.js';
import { userColumns, type User } from './users.repo.js';

export async function insertSession(
  db: Queryable,
  session: {
    userId: number;
    tokenHash: string;
    expiresAt: Date;
    userAgent: string | null;
    ip: string | null;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at, user_agent, ip) VALUES ($1, $2, $3, $4, $5)`,
    [session.userId, session.tokenHash, session.expiresAt, session.userAgent, session.ip],
  );
}

/** A primary-key probe, the same plan for every user: prepared on PostgreSQL (db/client.ts). */
const SESSION_LOOKUP = prepared(
  `SELECT ${userColumns('u')}, s.last_seen_at < now() - interval '1 minute' AS session_seen_long_ago,
          s.expires_at AS session_expires_at
     FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.user_id = $1 AND s.token_hash = $2 AND s.expires_at > now()`,
);

/**
 * Returns the session's user and expiry when the session exists and has not expired, and notes
 * the visit (at most once a minute, so reads stay cheap). The lookup is a plain SELECT and the rare
 * touch a second statement: an UPDATE inside every lookup (a data-modifying CTE) cost PostgreSQL
 * ~0.19 ms a request against ~0.11 ms for the SELECT (pgbench, bench/README.md "Saves list").
 */
export async function touchSession(
  db: Queryable,
  userId: number,
  tokenHash: string,
): Promise<{ user: User; expiresAt: Date } | undefined> {
  const rows = await db.query<User & { session_seen_long_ago: boolean; session_expires_at: Date }>(
    SESSION_LOOKUP,
    [userId, tokenHash],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { session_seen_long_ago: seenLongAgo, session_expires_at: expiresAt, ...user } = row;
  if (seenLongAgo) {
    // Guarded again, so concurrent requests of one session write it once.
    await db.query(
      `UPDATE sessions SET last_seen_at = now()
        WHERE user_id = $1 AND token_hash = $2 AND last_seen_at < now() - interval '1 minute'`,
      [userId, tokenHash],
    );
  }
  return { user, expiresAt };
}

export async function deleteSession(
  db: Queryable,
  userId: number,
  tokenHash: string,
): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash = $2', [
    userId,
    tokenHash,
  ]);
}

export async function deleteExpiredSessions(db: Queryable): Promise<number> {
  const rows = await db.query('DELETE FROM sessions WHERE expires_at <= now() RETURNING 1');
  return rows.length;
}

/** access_tokens columns aliased to AccessToken's fields. */
const ACCESS_TOKEN_COLUMNS = `id, user_id AS "userId", name, created_at AS "createdAt",
  last_used_at AS "lastUsedAt", revoked_at AS "revokedAt", scopes, consumer_key AS "consumerKey"`;

/** A stored row with its scopes narrowed to the known ones (an unknown name grants nothing). */
function accessTokenOf(row: Omit<AccessToken, 'scopes'> & { scopes: string[] }): AccessToken {
  return { ...row, scopes: tokenScopesOf(row.scopes) };
}

export async function insertAccessToken(
  db: Queryable,
  token: { userId: number; name: string; tokenHash: string; grant: TokenGrant },
): Promise<AccessToken> {
  const rows = await db.query<AccessToken>(
    `INSERT INTO access_tokens (user_id, name, token_hash, scopes, consumer_key)
     VALUES ($1, $2, $3, $4, $5)
     RETURNING ${ACCESS_TOKEN_COLUMNS}`,
    [token.userId, token.name, token.tokenHash, [...token.grant.scopes], token.grant.consumerKey],
  );
  return accessTokenOf(rows[0]!);
}

/** The token's user and grant when the token is live; notes its use at most once a minute. */
export async function useAccessToken(
  db: Queryable,
  userId: number,
  tokenHash: string,
): Promise<{ user: User; grant: TokenGrant } | undefined> {
  const rows = await db.query<User & { token_scopes: string[]; token_consumer_key: string | null }>(
    `WITH found AS (
       SELECT user_id, id, last_used_at, scopes, consumer_key FROM access_tokens
        WHERE user_id = $1 AND token_hash = $2 AND revoked_at IS NULL
     ), touched AS (
       UPDATE access_tokens t SET last_used_at = now() FROM found
        WHERE t.user_id = found.user_id AND t.id = found.id
          AND (found.last_used_at IS NULL OR found.last_used_at < now() - interval '1 minute')
     )
     SELECT ${userColumns('u')}, found.scopes AS token_scopes,
            found.consumer_key AS token_consumer_key
       FROM found JOIN users u ON u.id = found.user_id`,
    [userId, tokenHash],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { token_scopes: scopes, token_consumer_key: consumerKey, ...user } = row;
  return { user, grant: { scopes: tokenScopesOf(scopes), consumerKey } };
}

export async function revokeAccessToken(
  db: Queryable,
  userId: number,
  id: number,
): Promise<boolean> {
  const rows = await db.query(
    'UPDATE access_tokens SET revoked_at = now() WHERE user_id = $1 AND id = $2 AND revoked_at IS NULL RETURNING 1',
    [userId, id],
  );
  return rows.length > 0;
}

export async function listAccessTokens(db: Queryable, userId: number): Promise<AccessToken[]> {
  const rows = await db.query<AccessToken>(
    `SELECT ${ACCESS_TOKEN_COLUMNS} FROM access_tokens
      WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
  return rows.map(accessTokenOf);
}
