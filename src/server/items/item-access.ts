/**
 * Who may read an item (docs/API.md "Who may read an item"). Items are global and
 * their ids sequential, so an item id proves nothing: a user reads an item in full (its URL as
 * saved, its article, its audio) only through their own save. Public lists and share links never
 * hand out the item: a list shows the copies its owner typed in, a share link the preview its
 * page shows. (The corpus, once it exists, is the other way in.) Anything else answers exactly as
 * an unknown id does, so ids cannot be probed. Every transport asks here, never on its own.
 * A feed entry in the caller's own inbox is the one other way in (docs/FEEDS.md "Reading an
 * entry"): its article, in the web client only, as the inbox is (subscriptions.policy.ts).
 *
 * When the page itself could not be read, a reader who may read the item and follows a feed that
 * carries the page's full text gets that feed's copy, labelled with the feed (readerArticle); the
 * item itself keeps the page's failure for everyone (docs/FEEDS.md "Fallback content").
 */
import type { Actor } from '../core/actor.js';
import { actsForAccount } from '../core/scopes.policy.js';
import type { Db } from '../db/types.js';
import type { FeedCopies } from '../discovery/feeds/feed-copies.js';
import type { TextDirection } from './extract/direction.js';
import type { SavedItem, SavesService } from '../saves/saves.service.js';
import { inInboxOf, saveStatusOf } from './item-access.repo.js';
import type { Item, ItemsService } from './items.service.js';

/** Where the reader's article comes from: the page itself, or a followed feed's copy of it. */
export type ArticleSource =
  | { kind: 'PAGE' }
  | {
      kind: 'FEED';
      /** The feed as the reader's subscription names it. */
      feedTitle: string;
      title: string | null;
      language: string | null;
      direction: TextDirection | null;
    };

export interface ReaderArticle {
  /** Sanitised reader HTML. */
  html: string;
  source: ArticleSource;
}

export class ItemAccess {
  /** Per item object (one request's), per caller: the article and its label resolve once. */
  private readonly readerArticles = new WeakMap<Item, Map<number, Promise<ReaderArticle | null>>>();

  constructor(
    private readonly db: Db,
    private readonly items: ItemsService,
    private readonly saves: SavesService,
    private readonly feedCopies: Pick<FeedCopies, 'forFollower'>,
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
   * or deleted and still restorable: it is their own data), or an entry of their own feed inbox
   * links to it (feeds are the website's alone: no app token reads them).
   */
  async mayRead(actor: Actor | undefined, itemId: number): Promise<boolean> {
    if (!actor || !Number.isSafeInteger(itemId) || itemId <= 0) return false;
    if ((await saveStatusOf(this.db, actor.userId, itemId)) !== undefined) return true;
    return actsForAccount(actor) && inInboxOf(this.db, actor.userId, itemId);
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

  /** The page's own sanitised article for a caller who may read it; null for anyone else. */
  async article(actor: Actor | undefined, itemId: number): Promise<string | null> {
    return (await this.mayRead(actor, itemId)) ? this.items.article(itemId) : null;
  }

  /**
   * What the reader shows a caller who may read the item: the page's own article, or, when the
   * page failed for good, the copy of one of the feeds they follow that lists it (its source says
   * which). Null for anyone else, and when there is neither.
   */
  readerArticle(actor: Actor | undefined, item: Item): Promise<ReaderArticle | null> {
    const key = actor?.userId ?? 0;
    let byActor = this.readerArticles.get(item);
    if (!byActor)
      this.readerArticles.set(item, (byActor = new Map<number, Promise<ReaderArticle | null>>()));
    let answer = byActor.get(key);
    if (!answer) byActor.set(key, (answer = this.findReaderArticle(actor, item)));
    return answer;
  }

  private async findReaderArticle(
    actor: Actor | undefined,
    item: Item,
  ): Promise<ReaderArticle | null> {
    if (!actor || !(await this.mayRead(actor, item.itemId))) return null;
    if (item.parseStatus !== 'FAILED') {
      const html = await this.items.article(item.itemId);
      return html === null ? null : { html, source: { kind: 'PAGE' } };
    }
    const copy = await this.feedCopies.forFollower(actor, item.itemId);
    if (!copy) return null;
    return {
      html: copy.article,
      source: {
        kind: 'FEED',
        feedTitle: copy.feedTitle,
        title: copy.title,
        language: copy.language,
        direction: copy.direction,
      },
    };
  }
}
