/** Who may do what with tags (docs/ARCHITECTURE.md, "Authorisation"). */
import type { Actor } from '../core/actor.js';

/** Every reader tags their own saves; suggested tags are a premium feature (free accounts get none). */
export const getsTagSuggestions = (actor: Actor): boolean => actor.isPremium;
