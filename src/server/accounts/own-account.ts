/** The caller's own account as they may read it (accounts.policy.ts `canReadAccountEmail`). */
import type { Actor } from '../core/actor.js';
import { canReadAccountEmail } from './accounts.policy.js';
import type { OwnAccount, User } from './accounts.types.js';

/** The account with its email left out (null) for a caller who may not read it. */
export function ownAccount(actor: Actor, user: User): OwnAccount {
  return canReadAccountEmail(actor) ? user : { ...user, email: null };
}
