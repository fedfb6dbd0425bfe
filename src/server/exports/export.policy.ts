/** Who may export a library (docs/ARCHITECTURE.md, "Authorisation"). */
import type { Actor } from '../core/actor.js';
import { actsForAccount } from '../core/scopes.policy.js';

/** The whole library leaves only for the website (or the system), never for an app's token. */
export const canExportLibrary = (actor: Actor): boolean => actsForAccount(actor);
