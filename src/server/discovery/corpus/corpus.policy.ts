/** Who may curate the instance corpus (docs/ARCHITECTURE.md "Authorisation", docs/CORPUS.md). */
import type { Actor } from '../../core/actor.js';

/** Administrators and curators review, add and edit the corpus and its instance feeds. */
export const canCurate = (actor: Actor): boolean => actor.isAdmin || actor.isCurator;
