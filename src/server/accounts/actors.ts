/**
 * The only constructors of an Actor (docs/ARCHITECTURE.md, "Authorisation"). auth.service.ts
 * makes one for a caller who proved who they are; jobs, the CLI and benchmarks make a clearly
 * named system actor for work done for a user without a request. Any other module receives its
 * actor from a transport; actors-boundary.test.ts fails when another module imports this file.
 */
import type { Actor } from '../core/actor.js';
import type { User } from './accounts.service.js';

// isCurator is optional so a caller holding only the older rights (tests' actors) makes a non-curator.
type ActorRights = Pick<User, 'id' | 'isAdmin' | 'isPremium'> & Partial<Pick<User, 'isCurator'>>;

function actor(user: ActorRights, via: Actor['via']): Actor {
  return Object.freeze({
    userId: user.id,
    isAdmin: user.isAdmin,
    isPremium: user.isPremium,
    isCurator: user.isCurator ?? false,
    via,
  }) as Actor;
}

/** The caller behind a checked session cookie or access token (auth.service.ts only). */
export function authenticatedActor(user: ActorRights, via: 'session' | 'token'): Actor {
  return actor(user, via);
}

/** Acts for a user with their rights, outside any request: a job, an operator's CLI command. */
export function systemActorFor(user: ActorRights): Actor {
  return actor(user, 'system');
}
