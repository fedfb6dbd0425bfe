/**
 * Who may do what with feed subscriptions (docs/ARCHITECTURE.md, "Authorisation"). A user's
 * subscriptions and inbox are private: only their owner reads or changes them, and anyone
 * else's answer as ids that do not exist.
 */
import type { Actor } from '../../core/actor.js';
import { actsForAccount } from '../../core/scopes.policy.js';

/** Feeds are for the website: no app's token finds, follows or reads them, whatever its scopes. */
export const canFollowFeeds = (actor: Actor): boolean => actsForAccount(actor);

/** A subscription, its inbox entries and its refresh belong to the subscriber alone. */
export const ownsSubscription = (actor: Actor, subscription: { userId: number }): boolean =>
  subscription.userId === actor.userId;
