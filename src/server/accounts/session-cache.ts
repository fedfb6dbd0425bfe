/**
 * Sessions resolved recently, kept in this process so most requests skip the session + account
 * lookup (a round trip and ~0.2 ms of PostgreSQL each; docs/DECISIONS.md "Throughput of the Saves
 * query").
 *
 * Bounds: an entry lives at most `ttlMs` (15 s) and never past its session's expiry; at most
 * `maxEntries` are kept, the oldest dropped first. Every change in this process that affects a
 * session or what `user { … }` shows (logout, password change, premium and other flags, profile,
 * email, username, avatar, account deletion) forgets the user's entries at once. Other processes
 * (a second web process, the CLI) see such a change within the ttl.
 */
import type { Db } from '../db/types.js';

export interface SessionCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** The clock, in ms (tests move it). */
  now?: () => number;
}

export const SESSION_CACHE_DEFAULTS: SessionCacheOptions = { ttlMs: 15_000, maxEntries: 10_000 };

interface Entry<V> {
  value: V;
  userId: number;
  until: number;
}

export class SessionCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly now: () => number;
  /**
   * Moves on every invalidation. A lookup that began before one must not store what it read:
   * its row may predate the change (a logout committed while the lookup's SELECT ran).
   */
  private epoch = 0;

  constructor(private readonly options: SessionCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** A ticket to take before reading the database, for `set` afterwards. */
  ticket(): number {
    return this.epoch;
  }

  /** Stores what a lookup read, unless something was invalidated since it took `ticket`. */
  set(key: string, userId: number, value: V, ticket: number, expiresAt: Date): void {
    if (ticket !== this.epoch) return;
    const until = Math.min(this.now() + this.options.ttlMs, expiresAt.getTime());
    this.entries.delete(key);
    this.entries.set(key, { value, userId, until });
    // A Map iterates in insertion order: the first key is the oldest entry.
    if (this.entries.size > this.options.maxEntries)
      this.entries.delete(this.entries.keys().next().value!);
  }

  /** Forgets one session (logout). */
  forgetSession(key: string): void {
    this.epoch += 1;
    this.entries.delete(key);
  }

  /** Forgets every session of a user (their account or their sessions changed). */
  forgetUser(userId: number): void {
    this.epoch += 1;
    for (const [key, entry] of this.entries) if (entry.userId === userId) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * One cache per database, shared by the services built on it (AuthService reads it, the account
 * services invalidate it), without threading it through every constructor. Keyed by the Db
 * object: two apps on two databases in one process (tests) never share entries.
 */
const caches = new WeakMap<Db, SessionCache<unknown>>();

export function sessionCacheFor<V>(db: Db): SessionCache<V> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new SessionCache<unknown>(SESSION_CACHE_DEFAULTS)));
  return cache as SessionCache<V>;
}

/** Forgets a user's cached sessions in this process: call after any change to their account. */
export function forgetCachedSessions(db: Db, userId: number): void {
  caches.get(db)?.forgetUser(userId);
}
