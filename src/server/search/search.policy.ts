/** What a reader's searches may read (docs/ARCHITECTURE.md, "Authorisation"). */
import type { Actor } from '../core/actor.js';
import type { FullTextFor } from './search.service.js';

/** Article text, highlights and notes for everyone, or for premium only (SEARCH_FULL_TEXT_FOR). */
export const searchesFullText = (actor: Actor, fullTextFor: FullTextFor): boolean =>
  fullTextFor === 'everyone' || actor.isPremium;
