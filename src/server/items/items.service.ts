/** Items: the global, parsed-once record of a URL. The article pipeline extends this module. */
import type { Db } from '../db/types.js';
import { findOrCreateItem } from './items.repo.js';
import { normalizeUrl } from './normalize-url.js';

export class ItemsService {
  constructor(private readonly db: Db) {}

  /**
   * The item id for a valid http(s) URL; the same page always maps to the same id.
   * Items are shared by every user and never hold user data, so creating one outside the
   * caller's transaction is safe (an unused item is harmless).
   */
  itemIdForUrl(url: string): Promise<number> {
    return findOrCreateItem(this.db, url, normalizeUrl(url));
  }
}
