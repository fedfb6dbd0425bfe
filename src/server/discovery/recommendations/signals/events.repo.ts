/**
 * SQL for first-party impressions and opens (migration 0032): raw events in
 * recommendation_events until the aggregation folds them into recommendation_stats (instance-wide,
 * no user) and user_recommendation_history (the user's own), deleting them in the same statement
 * (docs/RECOMMENDATIONS.md "Signals, preferences and privacy").
 */
import type { Queryable } from '../../../db/types.js';

export type RecommendationEventKind = 'IMPRESSION' | 'OPEN';

export interface StoredEvent {
  corpusItemId: number;
  kind: RecommendationEventKind;
  slateId: string;
  position: number;
  occurredAt: Date;
}

/** Stores one request's events in one statement. */
export async function insertEvents(
  db: Queryable,
  userId: number,
  events: readonly StoredEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await db.query(
    `INSERT INTO recommendation_events (user_id, corpus_item_id, kind, slate_id, position, occurred_at)
     SELECT $1, e.corpus_item_id, e.kind, e.slate_id, e.position, e.occurred_at
       FROM unnest($2::bigint[], $3::text[], $4::text[], $5::smallint[], $6::timestamptz[])
         AS e (corpus_item_id, kind, slate_id, position, occurred_at)`,
    [
      userId,
      events.map((e) => e.corpusItemId),
      events.map((e) => e.kind),
      events.map((e) => e.slateId),
      events.map((e) => e.position),
      events.map((e) => e.occurredAt.toISOString()),
    ],
  );
}

/**
 * The user's own signals, when they turn analytics off: events not yet aggregated and what they
 * were shown and opened. The instance-wide sums they already fed carry no user and stay.
 */
export async function deleteUserSignals(db: Queryable, userId: number): Promise<void> {
  await db.query(`DELETE FROM recommendation_events WHERE user_id = $1`, [userId]);
  await db.query(`DELETE FROM user_recommendation_history WHERE user_id = $1`, [userId]);
}

/**
 * Folds up to `limit` of the oldest events into the sums and deletes them, in one statement, so
 * a crash leaves either both or neither. Rows another aggregator has locked are skipped (it
 * counts them), and a deleted row is gone for everyone after: nothing is counted twice. Rows are
 * upserted in key order, so two aggregators never wait on each other in a cycle. Returns how
 * many events were folded in.
 *
 * The instance's figures count each user at most once per item and kind in a batch, so one
 * account sending the same event over and over cannot make an article look popular; the user's
 * own history keeps every event.
 */
export async function foldOldestEvents(db: Queryable, limit: number): Promise<number> {
  const rows = await db.query<{ events: number }>(
    `WITH batch AS (
       DELETE FROM recommendation_events
        WHERE event_id IN (SELECT event_id FROM recommendation_events
                            ORDER BY event_id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING user_id, corpus_item_id, kind, occurred_at
     ), per_item AS (
       INSERT INTO recommendation_stats AS s (corpus_item_id, impressions, opens, updated_at)
       SELECT corpus_item_id, count(DISTINCT user_id) FILTER (WHERE kind = 'IMPRESSION'),
              count(DISTINCT user_id) FILTER (WHERE kind = 'OPEN'), now()
         FROM batch GROUP BY corpus_item_id ORDER BY corpus_item_id
       ON CONFLICT (corpus_item_id) DO UPDATE
          SET impressions = s.impressions + EXCLUDED.impressions,
              opens = s.opens + EXCLUDED.opens, updated_at = now()
       RETURNING 1
     ), per_user AS (
       INSERT INTO user_recommendation_history AS h
              (user_id, corpus_item_id, impressions, opens, last_shown_at)
       SELECT user_id, corpus_item_id, count(*) FILTER (WHERE kind = 'IMPRESSION'),
              count(*) FILTER (WHERE kind = 'OPEN'),
              max(occurred_at) FILTER (WHERE kind = 'IMPRESSION')
         FROM batch GROUP BY user_id, corpus_item_id ORDER BY user_id, corpus_item_id
       ON CONFLICT (user_id, corpus_item_id) DO UPDATE
          SET impressions = h.impressions + EXCLUDED.impressions,
              opens = h.opens + EXCLUDED.opens,
              last_shown_at = greatest(h.last_shown_at, EXCLUDED.last_shown_at)
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM batch)::int AS events`,
    [limit],
  );
  return rows[0]?.events ?? 0;
}

/** Any fixed number; the migrations' lock (db/migrate.ts) uses another. */
const AGGREGATION_LOCK_KEY = 0x5ec0_a66;

/**
 * Takes the aggregation's lease for the rest of the transaction; false when another aggregator
 * holds it (it is folding the same rows, so this one can stop).
 */
export async function tryLeaseAggregation(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ leased: boolean }>(
    `SELECT pg_try_advisory_xact_lock($1) AS leased`,
    [AGGREGATION_LOCK_KEY],
  );
  return rows[0]?.leased === true;
}
