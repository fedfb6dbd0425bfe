/** Who may do what with share links (docs/ARCHITECTURE.md, "Authorisation"). */
import type { Actor } from '../core/actor.js';

/** Anyone signed in makes share links; only the sharer changes a link's note and quotes. */
export const canEditShareContext = (actor: Actor, sharerId: number): boolean =>
  sharerId === actor.userId;
