/**
 * OAuth for third-party Pocket clients (docs/POCKET-COMPATIBILITY.md §3.2; docs/DECISIONS.md "OAuth
 * for apps"). An app asks for a code, the signed-in user approves or denies it, and the app trades
 * an approved code once for a personal access token named after the app.
 *
 * There is no registry of apps: any well-formed consumer key may ask, the consent page shows
 * it, and the user's answer is the gate. Satchel's own extension keys get a display name
 * (known-apps.ts), which is a label only. The token's scopes follow from the consumer key
 * (src/common/token-scopes.ts) and are shown on the consent page before the user answers.
 */
import { randomUUID } from 'node:crypto';
import { scopesForConsumerKey } from '../../common/token-scopes.js';
import type { AuthService } from '../accounts/auth.service.js';
import type { Actor } from '../core/actor.js';
import { authorize } from '../core/authorize.js';
import { appTokenRefused } from '../core/scopes.policy.js';
import { conflict, notFound } from '../core/errors.js';
import type { Db } from '../db/types.js';
import {
  checkConsumerKey,
  checkExchangeCode,
  checkPageCode,
  checkRedirectUri,
  checkState,
  codeNotFound,
  REQUEST_NOT_FOUND,
} from './oauth-input.js';
import { knownAppName } from './known-apps.js';
import { canAnswerOauthRequest } from './oauth.policy.js';
import {
  claimOauthCode,
  decideOauthRequest,
  deleteOldOauthRequests,
  findOauthRequest,
  insertOauthRequest,
  unclaimOauthCode,
} from './oauth.repo.js';
import {
  OAUTH_ERROR,
  OauthError,
  type NewOauthRequest,
  type OauthGrant,
  type OauthRequest,
  type OauthRequestView,
  type OauthStatus,
} from './oauth.types.js';

/** An app's token approving another app's request would hand out rights it was not given. */
const ANSWER_REFUSED = appTokenRefused('allow other apps');

/** Requests are kept this long (as "used" / "expired") before the maintenance purge. */
const KEEP_DAYS = 1;

function statusOf(request: OauthRequest): OauthStatus {
  if (request.used) return 'used';
  if (request.decision) return request.decision;
  return request.expired ? 'expired' : 'pending';
}

/** What Connected apps lists the token as: a known app's name, otherwise its consumer key. */
function tokenName(consumerKey: string): string {
  return knownAppName(consumerKey) ?? `App ${consumerKey}`;
}

export class OauthService {
  constructor(
    private readonly db: Db,
    private readonly auth: Pick<AuthService, 'createAccessToken'>,
  ) {}

  /** POST /v3/oauth/request: a new code for an app; anyone may ask. */
  async createRequest(params: Record<string, unknown>): Promise<NewOauthRequest> {
    const consumerKey = checkConsumerKey(params.consumer_key);
    const redirectUri = checkRedirectUri(params.redirect_uri);
    const state = checkState(params.state);
    const code = randomUUID();
    await insertOauthRequest(this.db, { code, consumerKey, redirectUri, state });
    return { code, state };
  }

  /** What the consent page shows. Any signed-in user holding the code may look at it. */
  async describe(actor: Actor, rawCode: string): Promise<OauthRequestView> {
    authorize(canAnswerOauthRequest(actor), ANSWER_REFUSED);
    const row = await findOauthRequest(this.db, checkPageCode(rawCode));
    if (!row) throw notFound(REQUEST_NOT_FOUND);
    return {
      code: row.code,
      consumerKey: row.consumerKey,
      appName: knownAppName(row.consumerKey),
      scopes: scopesForConsumerKey(row.consumerKey),
      redirectUri: row.redirectUri,
      status: statusOf(row),
    };
  }

  /** The signed-in user's answer; only a pending request can be answered, once. */
  async decide(actor: Actor, rawCode: string, approve: boolean): Promise<{ redirectUri: string }> {
    authorize(canAnswerOauthRequest(actor), ANSWER_REFUSED);
    const code = checkPageCode(rawCode);
    const decided = await decideOauthRequest(
      this.db,
      code,
      actor.userId,
      approve ? 'approved' : 'denied',
    );
    if (decided) return { redirectUri: decided.redirectUri };
    const row = await findOauthRequest(this.db, code);
    if (!row) throw notFound(REQUEST_NOT_FOUND);
    if (statusOf(row) === 'expired') throw conflict('This request has expired.');
    throw conflict('This request was already answered.');
  }

  /** POST /v3/oauth/authorize: an approved code becomes an access token, once. */
  async exchange(params: Record<string, unknown>): Promise<OauthGrant> {
    const consumerKey = checkConsumerKey(params.consumer_key);
    const code = checkExchangeCode(params.code);
    const claimed = await claimOauthCode(this.db, code, consumerKey);
    if (!claimed) throw await this.whyNotExchangeable(code, consumerKey);
    try {
      const { token } = await this.auth.createAccessToken(claimed.userId!, tokenName(consumerKey), {
        scopes: scopesForConsumerKey(consumerKey),
        consumerKey,
      });
      return { accessToken: token, username: claimed.username, state: claimed.state };
    } catch (error) {
      // AuthService writes outside our statement, so give the code back for a retry.
      await unclaimOauthCode(this.db, code);
      throw error;
    }
  }

  /** Deletes requests older than a day (run by the hourly maintenance). */
  purgeOld(): Promise<number> {
    return deleteOldOauthRequests(this.db, KEEP_DAYS);
  }

  private async whyNotExchangeable(code: string, consumerKey: string): Promise<OauthError> {
    const row = await findOauthRequest(this.db, code);
    // Another app's code is reported as unknown, not as someone else's.
    if (!row || row.consumerKey !== consumerKey) return codeNotFound();
    if (row.used) {
      return new OauthError(
        'FORBIDDEN',
        OAUTH_ERROR.ALREADY_USED_CODE,
        'This code was already used.',
        'code',
      );
    }
    if (row.decision === 'denied') {
      return new OauthError(
        'FORBIDDEN',
        OAUTH_ERROR.USER_REJECTED_CODE,
        'The user rejected this code.',
        'code',
      );
    }
    if (row.expired) return codeNotFound('This code has expired.');
    // Pocket answered a code not approved yet as a rejected one (403 158); apps poll on it.
    return new OauthError(
      'FORBIDDEN',
      OAUTH_ERROR.USER_REJECTED_CODE,
      'The user has not approved this code yet.',
      'code',
    );
  }
}
