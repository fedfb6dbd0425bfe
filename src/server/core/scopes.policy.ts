/**
 * What an app's access token may do (docs/ARCHITECTURE.md "Authorisation", docs/API.md
 * "Scopes"). A browser session and the system (jobs, the CLI) are never limited by scope; a
 * token may do what its scopes name (src/common/token-scopes.ts) and nothing that needs the
 * website itself. Domain policies and services call these; the words are in the refusals.
 */
import { SCOPE_WORDS, type TokenScope } from '../../common/token-scopes.js';
import type { Actor } from './actor.js';
import { authorize } from './authorize.js';

/** Whether the actor may do what `scope` covers: always, unless an app's token lacks it. */
export const actorMay = (actor: Actor, scope: TokenScope): boolean =>
  actor.via !== 'token' || actor.scopes.includes(scope);

/** Account-level work (settings, imports, exports, feeds, connected apps): never an app's token. */
export const actsForAccount = (actor: Actor): boolean => actor.via !== 'token';

/** Refuses an app's token without `scope`, naming what the scope would allow. */
export function authorizeScope(actor: Actor, scope: TokenScope): void {
  authorize(
    actorMay(actor, scope),
    `This app was not allowed to ${SCOPE_WORDS[scope].toLowerCase()}. Reconnect it to allow more.`,
  );
}

/** The refusal for account-level work asked with an app's token, with what was asked. */
export function appTokenRefused(what: string): string {
  return `Apps cannot ${what}: sign in to Satchel on the web to do it.`;
}
