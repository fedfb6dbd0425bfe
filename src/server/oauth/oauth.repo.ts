/**
 * SQL for OAuth requests. Expiry is judged by the database clock (`expired`), so the app's and
 * the database's clocks never disagree about a code's age.
 */
import type { Queryable } from '../db/types.js';
import { CODE_TTL_MINUTES, type OauthRequest } from './oauth.types.js';

const TTL = `interval '${CODE_TTL_MINUTES} minutes'`;
const COLUMNS = `code::text AS code, consumer_key, redirect_uri, state, user_id, decision,
  used_at IS NOT NULL AS used, created_at <= now() - ${TTL} AS expired`;

const toOauthRequest = (row: Record<string, unknown>): OauthRequest => ({
  code: row.code as string,
  consumerKey: row.consumer_key as string,
  redirectUri: row.redirect_uri as string,
  state: (row.state as string | null) ?? null,
  userId: row.user_id === null ? null : Number(row.user_id),
  decision: (row.decision as OauthRequest['decision']) ?? null,
  used: row.used === true,
  expired: row.expired === true,
});

export async function insertOauthRequest(
  db: Queryable,
  request: { code: string; consumerKey: string; redirectUri: string; state: string | null },
): Promise<void> {
  await db.query(
    'INSERT INTO oauth_requests (code, consumer_key, redirect_uri, state) VALUES ($1, $2, $3, $4)',
    [request.code, request.consumerKey, request.redirectUri, request.state],
  );
}

export async function findOauthRequest(
  db: Queryable,
  code: string,
): Promise<OauthRequest | undefined> {
  const rows = await db.query(`SELECT ${COLUMNS} FROM oauth_requests WHERE code = $1`, [code]);
  return rows[0] && toOauthRequest(rows[0]);
}

/** Records the answer to a pending, unexpired request; undefined when it was not pending. */
export async function decideOauthRequest(
  db: Queryable,
  code: string,
  userId: number,
  decision: 'approved' | 'denied',
): Promise<OauthRequest | undefined> {
  const rows = await db.query(
    `UPDATE oauth_requests SET user_id = $2, decision = $3
      WHERE code = $1 AND decision IS NULL AND used_at IS NULL AND created_at > now() - ${TTL}
      RETURNING ${COLUMNS}`,
    [code, userId, decision],
  );
  return rows[0] && toOauthRequest(rows[0]);
}

/**
 * Marks an approved, unused, unexpired code of this consumer key used, with the approving
 * user's name; undefined when the code cannot be exchanged. The conditional UPDATE lets only
 * one of two simultaneous exchanges through.
 */
export async function claimOauthCode(
  db: Queryable,
  code: string,
  consumerKey: string,
): Promise<(OauthRequest & { username: string }) | undefined> {
  const rows = await db.query(
    `UPDATE oauth_requests r SET used_at = now()
       FROM users u
      WHERE r.code = $1 AND r.consumer_key = $2 AND r.decision = 'approved'
        AND r.used_at IS NULL AND r.created_at > now() - ${TTL} AND u.id = r.user_id
      RETURNING r.code::text AS code, r.consumer_key, r.redirect_uri, r.state, r.user_id,
        r.decision, true AS used, false AS expired, u.username`,
    [code, consumerKey],
  );
  const row = rows[0];
  return row && { ...toOauthRequest(row), username: row.username as string };
}

/** Gives a claimed code back when the token could not be made, so the app can retry. */
export async function unclaimOauthCode(db: Queryable, code: string): Promise<void> {
  await db.query('UPDATE oauth_requests SET used_at = NULL WHERE code = $1', [code]);
}

/** Deletes requests older than `days` days; returns how many. */
export async function deleteOldOauthRequests(db: Queryable, days: number): Promise<number> {
  const rows = await db.query(
    `DELETE FROM oauth_requests WHERE created_at < now() - make_interval(days => $1)
     RETURNING 1`,
    [days],
  );
  return rows.length;
}
