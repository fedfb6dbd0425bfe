/**
 * Authentication: browser sessions (server-side, revocable) and personal access tokens.
 * This is the only place that turns a credential into an Actor.
 *
 * Session cookie value: "<userId>.<secret>"; the table keeps HMAC-SHA256(SESSION_SECRET, secret).
 * Access token: "stl_<userId>_<secret>"; the table keeps SHA-256(secret), so rotating the
 * session secret logs browsers out without breaking tokens.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Actor } from '../core/actor.js';
import { badInput, notFound } from '../core/errors.js';
import type { Db } from '../db/types.js';
import {
  deleteExpiredSessions,
  deleteSession,
  insertAccessToken,
  insertSession,
  listAccessTokens,
  revokeAccessToken,
  touchSession,
  useAccessToken,
} from './sessions.repo.js';
import { APP_SCOPES } from '../../common/token-scopes.js';
import type { AccessToken, TokenGrant } from './accounts.types.js';
import type { OwnAccount } from './accounts.service.js';
import { ownAccount } from './own-account.js';
import { authenticatedActor } from './actors.js';
import { sessionCacheFor, type SessionCache } from './session-cache.js';

const SESSION_VALUE = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;
const TOKEN_VALUE = /^stl_(\d{1,15})_([A-Za-z0-9_-]{43})$/;

export interface SessionMeta {
  userAgent: string | null;
  ip: string | null;
}

export interface NewSession {
  cookieValue: string;
  expiresAt: Date;
}

/**
 * A caller who proved who they are: the actor for services, and their account as read with it
 * (as the actor may read it: an app's token sees no email).
 */
export interface Authenticated {
  actor: Actor;
  user: OwnAccount;
}

export type { AccessToken, TokenGrant };

/** A personal token's grant when none is named: what every Pocket app is granted. */
const PERSONAL_TOKEN: TokenGrant = { scopes: APP_SCOPES, consumerKey: null };

export class AuthService {
  private readonly sessions: SessionCache<Authenticated>;

  constructor(
    private readonly db: Db,
    private readonly options: { sessionSecret: string; sessionTtlDays: number },
  ) {
    this.sessions = sessionCacheFor(db);
  }

  /** Starts a session for a user who has just proved who they are. */
  async createSession(userId: number, meta: SessionMeta): Promise<NewSession> {
    const secret = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.options.sessionTtlDays * 86_400_000);
    await insertSession(this.db, {
      userId,
      tokenHash: this.hashSessionSecret(secret),
      expiresAt,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
      ip: meta.ip,
    });
    return { cookieValue: `${userId}.${secret}`, expiresAt };
  }

  /** The caller behind a session cookie, or undefined when it is malformed, unknown, expired or revoked. */
  async resolveSession(cookieValue: string): Promise<Authenticated | undefined> {
    const match = SESSION_VALUE.exec(cookieValue);
    if (!match) return undefined;
    const userId = Number(match[1]);
    const tokenHash = this.hashSessionSecret(match[2]!);
    // Most requests are answered from the process's cache (session-cache.ts: 15 s at most, and
    // forgotten at once on every change to the session or the account made in this process).
    const key = `${userId}.${tokenHash}`;
    const cached = this.sessions.get(key);
    if (cached) return cached;
    const ticket = this.sessions.ticket();
    const found = await touchSession(this.db, userId, tokenHash);
    if (!found) return undefined;
    const caller = { actor: authenticatedActor(found.user, 'session'), user: found.user };
    this.sessions.set(key, userId, caller, ticket, found.expiresAt);
    return caller;
  }

  /** Ends a session (logout, or the old session at login). Unknown values are ignored. */
  async revokeSession(cookieValue: string): Promise<void> {
    const match = SESSION_VALUE.exec(cookieValue);
    if (!match) return;
    const userId = Number(match[1]);
    const tokenHash = this.hashSessionSecret(match[2]!);
    await deleteSession(this.db, userId, tokenHash);
    this.sessions.forgetSession(`${userId}.${tokenHash}`);
  }

  /**
   * The stored key of a session cookie (user id and secret hash), so a caller can keep its own
   * session while the others are revoked (account-settings.service.ts, password change).
   */
  sessionKey(cookieValue: string): { userId: number; tokenHash: string } | undefined {
    const match = SESSION_VALUE.exec(cookieValue);
    return match
      ? { userId: Number(match[1]), tokenHash: this.hashSessionSecret(match[2]!) }
      : undefined;
  }

  async purgeExpiredSessions(): Promise<number> {
    return deleteExpiredSessions(this.db);
  }

  /**
   * Creates an access token with its grant (scopes and consumer key) fixed for its life; the
   * returned `token` is shown once and never stored. Without a grant it is a personal token
   * with the Pocket apps' scopes (src/common/token-scopes.ts).
   */
  async createAccessToken(
    userId: number,
    name: string,
    grant: TokenGrant = PERSONAL_TOKEN,
  ): Promise<{ token: string; row: AccessToken }> {
    const trimmed = name.trim();
    if (trimmed === '' || trimmed.length > 100)
      throw badInput('Give the token a name of 1 to 100 characters.', 'name');
    const secret = randomBytes(32).toString('base64url');
    const row = await insertAccessToken(this.db, {
      userId,
      name: trimmed,
      tokenHash: sha256(secret),
      grant,
    });
    return { token: `stl_${userId}_${secret}`, row };
  }

  /** The caller behind a bearer token, or undefined when it is malformed, unknown or revoked. */
  async resolveBearer(token: string): Promise<Authenticated | undefined> {
    const match = TOKEN_VALUE.exec(token);
    if (!match) return undefined;
    const found = await useAccessToken(this.db, Number(match[1]), sha256(match[2]!));
    if (!found) return undefined;
    const actor = authenticatedActor(found.user, 'token', found.grant);
    return { actor, user: ownAccount(actor, found.user) };
  }

  async revokeAccessToken(actor: Actor, tokenId: number): Promise<void> {
    if (!(await revokeAccessToken(this.db, actor.userId, tokenId)))
      throw notFound(`No live token ${tokenId} for user ${actor.userId}.`);
  }

  /** Every token of a user, revoked ones too: the operator's view (cli/main.ts tokens:list). */
  listAccessTokens(userId: number): Promise<AccessToken[]> {
    return listAccessTokens(this.db, userId);
  }

  /** The user's tokens that still work (the connected-apps list shows only these). */
  async listLiveAccessTokens(actor: Actor): Promise<AccessToken[]> {
    return (await listAccessTokens(this.db, actor.userId)).filter((row) => row.revokedAt === null);
  }

  private hashSessionSecret(secret: string): string {
    return createHmac('sha256', this.options.sessionSecret).update(secret).digest('base64url');
  }
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
