/**
 * Who may read an item (docs/API.md "Who may read an item"). Items are global and
 * their ids sequential, so an item id proves nothing: a user reads an item in full (its URL as
 * saved, its article, its audio) only through their own save. Public lists and share links never
 * hand out the item: a list shows the copies its owner typed in, a share link the preview its
 * page shows. (The corpus, once it exists, is the other way in.) Anything else answers exactly as
 * an unknown id does, so ids cannot be probed. Every transport asks here, never on its own.
 */
import type { Actor } from '../core/actor.js';
import type { Db } from '../db/types.js';
import type { SavedItem, SavesService } from '../saves/saves.service.js';
import { saveStatusOf } from './item-access.repo.js';
import type { Item, ItemsService } from './items.service.js';

export class ItemAccess {
  constructor(
    private readonly db: Db,
    private readonly items: ItemsService,
    private readonly saves: SavesService,
  ) {}

  /**
   * The actor's save behind a reader id (an item id in digits or a reader slug), in any status;
   * undefined for a malformed or unknown id and for an item the actor has not saved alike.
   */
  async saveByReaderId(actor: Actor, readerId: string): Promise<SavedItem | undefined> {
    const itemId = await this.items.itemIdFromReaderId(readerId);
    return itemId === undefined ? undefined : this.saves.get(actor, itemId);
  }

  /**
   * The actor's save of a URL (their private copy when they captured the page), unless it is in
   * the trash; undefined for a URL they have not saved or that is not a valid save URL alike.
   */
  async saveByUrl(actor: Actor, url: string): Promise<SavedItem | undefined> {
    const itemId = (await this.saves.savedUrls(actor, [url])).get(url);
    return itemId === undefined ? undefined : this.saves.get(actor, itemId);
  }

  /**
   * Whether the caller may read the item in full: they have saved it, in any status (archived,
   * or deleted and still restorable: it is their own data).
   */
  async mayRead(actor: Actor | undefined, itemId: number): Promise<boolean> {
    if (!actor || !Number.isSafeInteger(itemId) || itemId <= 0) return false;
    return (await saveStatusOf(this.db, actor.userId, itemId)) !== undefined;
  }

  /** Whether the caller may listen to the item: a save of theirs that is not deleted. */
  async mayListen(actor: Actor, itemId: number): Promise<boolean> {
    if (!Number.isSafeInteger(itemId) || itemId <= 0) return false;
    const status = await saveStatusOf(this.db, actor.userId, itemId);
    return status !== undefined && status !== 'DELETED';
  }

  /** The item itself for a caller who may read it; null for anyone else (a preview stays a preview). */
  async fullItem(actor: Actor | undefined, item: Item): Promise<Item | null> {
    return (await this.mayRead(actor, item.itemId)) ? item : null;
  }

  /** The item's sanitised article for a caller who may read it; null for anyone else. */
  async article(actor: Actor | undefined, itemId: number): Promise<string | null> {
    return (await this.mayRead(actor, itemId)) ? this.items.article(itemId) : null;
  }
}
