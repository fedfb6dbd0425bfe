/** Who may highlight how much (docs/ARCHITECTURE.md, "Authorisation"). */
import { FREE_HIGHLIGHTS_PER_ITEM } from '../accounts/premium.js';
import type { Actor } from '../core/actor.js';
import { MAX_HIGHLIGHTS_PER_ITEM } from './highlight-rules.js';

/** How many highlights one save of this reader's may hold when they create one: 3 free. */
export const highlightLimit = (actor: Pick<Actor, 'isPremium'>): number =>
  actor.isPremium ? MAX_HIGHLIGHTS_PER_ITEM : FREE_HIGHLIGHTS_PER_ITEM;
