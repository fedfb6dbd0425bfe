/**
 * The authorised caller of a service method. Only accounts/actors.ts makes actors (for the auth
 * layer, and a system actor for jobs and the CLI), so a service that takes an Actor cannot be
 * called on behalf of nobody. What an actor may do is stated in each domain's *.policy.ts.
 */
import type { TokenScope } from '../../common/token-scopes.js';

declare const actorBrand: unique symbol;

export interface Actor {
  readonly [actorBrand]: true;
  readonly userId: number;
  readonly isAdmin: boolean;
  readonly isPremium: boolean;
  /** Curates the instance corpus (docs/CORPUS.md); administrators may too. */
  readonly isCurator: boolean;
  /** How the caller proved who they are; CSRF checks apply to cookie sessions only. */
  readonly via: 'session' | 'token' | 'system';
  /**
   * What an app's access token was granted (src/common/token-scopes.ts); empty for a session or
   * the system, which are not limited by scope. Read it through core/scopes.policy.ts.
   */
  readonly scopes: readonly TokenScope[];
  /**
   * The consumer key of the app an access token was granted to by OAuth; null for a session, the
   * system and a personal token (`npm run cli -- tokens:create`). v3 calls check it
   * (http/rest/v3-auth.ts).
   */
  readonly consumerKey: string | null;
}
