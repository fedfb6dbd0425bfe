/** Who may answer an app's request for access (docs/ARCHITECTURE.md, "Authorisation"). */
import type { Actor } from '../core/actor.js';
import { actsForAccount } from '../core/scopes.policy.js';

/** The signed-in user on the website, never another app's token. */
export const canAnswerOauthRequest = (actor: Actor): boolean => actsForAccount(actor);
