/** Who may export a library (docs/ARCHITECTURE.md, "Authorisation"). */
import type { Actor } from '../core/actor.js';

/** The whole library leaves only for the website's session, never for an app's access token. */
export const canExportLibrary = (actor: Actor): boolean => actor.via === 'session';
