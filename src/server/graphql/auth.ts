/** Resolver helpers for authentication. */
import type { Actor } from '../core/actor.js';
import { unauthenticated } from '../core/errors.js';
import type { GraphQLContext } from './builder.js';

/** The caller, or an UNAUTHENTICATED error (extensions.status 401, as Pocket's clients expect). */
export function requireActor(context: GraphQLContext): Actor {
  if (!context.actor) throw unauthenticated(context.authFailure);
  return context.actor;
}
