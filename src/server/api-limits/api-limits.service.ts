/**
 * Pocket v3's rate limits (docs/POCKET-COMPATIBILITY.md §3.1): calls per user and per consumer key
 * in fixed hourly windows (Pocket published 320 and 10,000). Counted in the database
 * (api-limits.repo.ts) so that every process of an instance shares one count; one statement per
 * call.
 *
 * A call without a user (OAuth, a revoked token) counts for its address; a call without a
 * well-formed consumer key counts for its own caller instead of one key shared by strangers.
 */
import { CONSUMER_KEY } from '../oauth/oauth.types.js';
import type { Db } from '../db/types.js';
import { countCall, deleteIdleBuckets, type BucketCount } from './api-limits.repo.js';

export const DEFAULT_USER_CALLS_PER_HOUR = 320;
export const DEFAULT_KEY_CALLS_PER_HOUR = 10_000;
const WINDOW_SECONDS = 3600;
/** Buckets idle this long are deleted by the hourly maintenance. */
const KEEP_IDLE_DAYS = 1;

export interface ApiCaller {
  /** The user behind the call's access token; absent for a call without a valid one. */
  userId?: number | undefined;
  /** The client's address (counts calls without a user). */
  address: string;
  /** The consumer key the app sent, checked here; absent or malformed counts as none. */
  consumerKey?: unknown;
}

export interface ApiLimit {
  limit: number;
  remaining: number;
  /** Seconds until the window ends and the count starts again. */
  resetSeconds: number;
}

export interface ApiLimitState {
  user: ApiLimit;
  key: ApiLimit;
  /** Which limit this call went past, if any: the call must then be refused. */
  exceeded: 'user' | 'key' | undefined;
}

export interface ApiLimitsOptions {
  userCallsPerHour?: number | undefined;
  keyCallsPerHour?: number | undefined;
}

export class ApiLimitsService {
  private readonly userLimit: number;
  private readonly keyLimit: number;

  constructor(
    private readonly db: Db,
    options: ApiLimitsOptions = {},
  ) {
    this.userLimit = options.userCallsPerHour ?? DEFAULT_USER_CALLS_PER_HOUR;
    this.keyLimit = options.keyCallsPerHour ?? DEFAULT_KEY_CALLS_PER_HOUR;
  }

  /**
   * Counts one call in `bucket` for its own fixed window of `windowSeconds` (the feed lookups'
   * limits, discovery/feeds/discovery-limits.ts), shared by every process as v3's counts are.
   */
  async countWindowCall(bucket: string, windowSeconds: number): Promise<BucketCount | undefined> {
    const [count] = await countCall(this.db, [bucket], windowSeconds);
    return count;
  }

  /** Counts one call of the caller against both limits and says where it stands. */
  async count(caller: ApiCaller): Promise<ApiLimitState> {
    const userBucket =
      caller.userId !== undefined ? `user:${caller.userId}` : `addr:${caller.address}`;
    const key =
      typeof caller.consumerKey === 'string' && CONSUMER_KEY.test(caller.consumerKey)
        ? caller.consumerKey
        : undefined;
    const keyBucket = key ? `key:${key}` : `key-none:${userBucket}`;
    const counts = await countCall(this.db, [userBucket, keyBucket], WINDOW_SECONDS);
    const user = this.limitOf(
      counts.find((row) => row.bucket === userBucket),
      this.userLimit,
    );
    const keyLimit = this.limitOf(
      counts.find((row) => row.bucket === keyBucket),
      this.keyLimit,
    );
    return {
      user: user.state,
      key: keyLimit.state,
      exceeded: user.over ? 'user' : keyLimit.over ? 'key' : undefined,
    };
  }

  /** Deletes counters idle for a day (run by the hourly maintenance). */
  purgeIdle(): Promise<number> {
    return deleteIdleBuckets(this.db, KEEP_IDLE_DAYS);
  }

  private limitOf(row: { calls: number; resetSeconds: number } | undefined, limit: number) {
    const calls = row?.calls ?? 0;
    return {
      over: calls > limit,
      state: {
        limit,
        remaining: Math.max(0, limit - calls),
        resetSeconds: row?.resetSeconds ?? WINDOW_SECONDS,
      },
    };
  }
}
