/**
 * The only constructors of an Actor (docs/ARCHITECTURE.md, "Authorisation"). auth.service.ts
 * makes one for a caller who proved who they are; jobs, the CLI and benchmarks make a clearly
 * named system actor for work done for a user without a request. Any other module receives its
 * actor from a transport; actors-boundary.test.ts fails when another module imports this file.
 */
import type { Actor } from '../core/actor.js';
import type { User } from './accounts.service.js';
import type { TokenGrant } from './accounts.types.js';

// isCurator is optional so a caller holding only the older rights (tests' actors) makes a non-curator.
type ActorRights = Pick<User, 'id' | 'isAdmin' | 'isPremium'> & Partial<Pick<User, 'isCurator'>>;

function actor(user: ActorRights, via: Actor['via'], grant?: TokenGrant): Actor {
  // An app's token never carries its account's administrator or curator rights, so every
  // admin and curator policy refuses it as it is (docs/ARCHITECTURE.md, "Authorisation").
  const app = via === 'token';
  return Object.freeze({
    userId: user.id,
    isAdmin: app ? false : user.isAdmin,
    isPremium: user.isPremium,
    isCurator: app ? false : (user.isCurator ?? false),
    via,
    scopes: Object.freeze(app ? [...(grant?.scopes ?? [])] : []),
    consumerKey: app ? (grant?.consumerKey ?? null) : null,
  }) as Actor;
}

/** The caller behind a checked session cookie (auth.service.ts only). */
export function authenticatedActor(user: ActorRights, via: 'session'): Actor;
/** The caller behind a checked access token: its grant's scopes, no admin or curator rights. */
export function authenticatedActor(user: ActorRights, via: 'token', grant: TokenGrant): Actor;
export function authenticatedActor(
  user: ActorRights,
  via: 'session' | 'token',
  grant?: TokenGrant,
): Actor {
  return actor(user, via, grant);
}

/** Acts for a user with their rights, outside any request: a job, an operator's CLI command. */
export function systemActorFor(user: ActorRights): Actor {
  return actor(user, 'system');
}
