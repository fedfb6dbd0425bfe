/**
 * OAuth for third-party Pocket clients (docs/POCKET-COMPATIBILITY.md §3.2): the shapes the service
 * returns, its limits, and its errors, which carry Pocket's X-Error-Code so every transport can
 * show it.
 */
import type { TokenScope } from '../../common/token-scopes.js';
import { DomainError, type ErrorKind } from '../core/errors.js';

/** How long a code can be decided and exchanged, from its creation. */
export const CODE_TTL_MINUTES = 30;
export const MAX_REDIRECT_URI_LENGTH = 2000;
export const MAX_STATE_LENGTH = 500;
/** Pocket's consumer key format, with the digits capped so the token name stays short. */
export const CONSUMER_KEY = /^\d{1,30}-[0-9a-f]{24}$/;

export type OauthStatus = 'pending' | 'approved' | 'denied' | 'used' | 'expired';

/** An app's request for access, with its age judged by the database clock. */
export interface OauthRequest {
  code: string;
  consumerKey: string;
  redirectUri: string;
  state: string | null;
  userId: number | null;
  decision: 'approved' | 'denied' | null;
  used: boolean;
  expired: boolean;
}

/** What the consent page shows about a request. */
export interface OauthRequestView {
  code: string;
  consumerKey: string;
  /** The name of an app Satchel knows (known-apps.ts), null for any other key. */
  appName: string | null;
  /** What the app's token will be allowed to do (src/common/token-scopes.ts). */
  scopes: readonly TokenScope[];
  redirectUri: string;
  status: OauthStatus;
}

export interface NewOauthRequest {
  code: string;
  state: string | null;
}

export interface OauthGrant {
  accessToken: string;
  username: string;
  /** The state the app sent with its request, if any. */
  state: string | null;
}

/** Pocket's OAuth error codes (docs/POCKET-COMPATIBILITY.md §3.2). */
export const OAUTH_ERROR = {
  MISSING_CONSUMER_KEY: 138,
  INVALID_CONSUMER_KEY: 152,
  INVALID_REDIRECT_URI: 181,
  MISSING_CODE: 182,
  CODE_NOT_FOUND: 185,
  USER_REJECTED_CODE: 158,
  ALREADY_USED_CODE: 159,
} as const;

/** A DomainError with the Pocket error code the v3 transport sends as X-Error-Code. */
export class OauthError extends DomainError {
  constructor(
    kind: ErrorKind,
    readonly pocketCode: number,
    message: string,
    field?: string,
  ) {
    super(kind, message, field);
    this.name = 'OauthError';
  }
}
