/**
 * Who may change an account (docs/ARCHITECTURE.md, "Authorisation"). An app's access token reads
 * and writes saves for its user, but must not see or revoke other apps, read the email, nor
 * change sign-in details: those need the website's session.
 */
import type { Actor } from '../core/actor.js';
import { actsForAccount } from '../core/scopes.policy.js';

/** Listing and disconnecting connected apps (OAuth grants and personal tokens). */
export const canManageConnectedApps = (actor: Actor): boolean => actsForAccount(actor);

/** Profile, avatar, username, email, password, clearing data and deleting the account. */
export const canChangeAccountSettings = (actor: Actor): boolean => actsForAccount(actor);

/** The account's email is for the website (and the system); an app's token reads it as null. */
export const canReadAccountEmail = (actor: Actor): boolean => actsForAccount(actor);
