/** Who may import a library (docs/ARCHITECTURE.md, "Authorisation"). */
import type { Actor } from '../core/actor.js';
import { actsForAccount } from '../core/scopes.policy.js';

/** Imports (their upload links and their list) are for the website, never an app's token. */
export const canImportLibrary = (actor: Actor): boolean => actsForAccount(actor);
