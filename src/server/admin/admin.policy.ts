/** Who may administer the instance (docs/ARCHITECTURE.md, "Authorisation"). */
import type { Actor } from '../core/actor.js';
import type { UserFlag } from '../accounts/accounts.types.js';

/** Listing accounts and switching their flags is for administrators. */
export const canManageUsers = (actor: Actor): boolean => actor.isAdmin;

/** An administrator keeps their own admin rights: another administrator removes them. */
export const canSetUserFlag = (actor: Actor, userId: number, flag: UserFlag, on: boolean) =>
  on || flag !== 'admin' || userId !== actor.userId;

/** The QA tools' premium toggle flips the caller's own premium, in development mode only. */
export const canUseQaPremiumToggle = (options: { devMode: boolean }): boolean => options.devMode;
