/**
 * The QA panel's topic-selector reset (docs/PRODUCT.md §2, §9): Home's topic selector keeps the
 * topics a person picked in local storage under `pocket-home-stored-topics`; removing the key makes
 * Home ask again, as for a new visitor.
 */
export const HOME_STORED_TOPICS_KEY = 'pocket-home-stored-topics';

/** Removes the stored topics; true when something was stored. */
export function resetStoredTopics(storage: Pick<Storage, 'getItem' | 'removeItem'>): boolean {
  const had = storage.getItem(HOME_STORED_TOPICS_KEY) !== null;
  storage.removeItem(HOME_STORED_TOPICS_KEY);
  return had;
}
