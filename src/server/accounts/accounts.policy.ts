/**
 * Who may change an account (docs/ARCHITECTURE.md, "Authorisation"). An app's access token reads
 * and writes saves for its user, but must not see or revoke other apps, nor change sign-in
 * details: those need the website's session.
 */
import type { Actor } from '../core/actor.js';

/** Listing and disconnecting connected apps (OAuth grants and personal tokens). */
export const canManageConnectedApps = (actor: Actor): boolean => actor.via === 'session';

/** Profile, avatar, username, email, password, clearing data and deleting the account. */
export const canChangeAccountSettings = (actor: Actor): boolean => actor.via === 'session';
