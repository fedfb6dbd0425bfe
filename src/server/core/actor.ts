/**
 * The authenticated caller of a service method. Only the auth layer (accounts/auth.service.ts)
 * makes actors, so a service that takes an Actor cannot be called on behalf of nobody.
 */
declare const actorBrand: unique symbol;

export interface Actor {
  readonly [actorBrand]: true;
  readonly userId: number;
  readonly isAdmin: boolean;
  readonly isPremium: boolean;
  /** How the caller proved who they are; CSRF checks apply to cookie sessions only. */
  readonly via: 'session' | 'token' | 'system';
}

export function makeActor(fields: Omit<Actor, typeof actorBrand>): Actor {
  return Object.freeze({ ...fields }) as Actor;
}
