/**
 * Items: the global, parsed-once record of a URL. Saving enqueues a parse for an item not yet
 * parsed; the parse job (parse-item.job.ts) fetches and extracts it; refresh re-parses on demand.
 */
import type { Db, Queryable } from '../db/types.js';
import type { JobOwner, Queue } from '../queue/queue.js';
import { parseProvidedHtml, parseUrl, titleFromUrl, type FetchPage } from './article-pipeline.js';
import { ExtractError } from './extract/extract-in-worker.js';
import { FetchError } from './fetch/fetch-error.js';
import {
  findArticle,
  findCapture,
  findItem,
  findOrCreateItem,
  findOrCreateItems,
  findPrivateItem,
  findPrivateItems,
  readInstanceSecret,
  saveParsedItem,
  saveParseFailure,
  storeCapture,
  type Item,
  type ParseStatus,
} from './items.repo.js';
import { normalizeUrl } from './normalize-url.js';
import { parseItemKind } from './parse-item.job.js';
import { ReaderSlugs } from './reader-slug.js';

export type { Item, ItemImage } from './items.repo.js';
export { titleFromUrl };

export interface ItemsOptions {
  fetchPage: FetchPage;
  /** Tests only (ALLOW_PRIVATE_FETCH=1): let the fetcher reach loopback and private addresses. */
  allowPrivateFetch: boolean;
}

export class ItemsService {
  private slugs: Promise<ReaderSlugs> | undefined;
  private readonly parsedHooks: Array<(itemId: number) => Promise<void>> = [];

  constructor(
    private readonly db: Db,
    private readonly queue: Queue,
    private readonly options: ItemsOptions,
  ) {}

  /**
   * The item for a valid http(s) URL; the same page always maps to the same item. Items are
   * shared by every user and hold no user data, so creating one outside the caller's transaction
   * is safe (an unused item is harmless).
   */
  itemForUrl(url: string): Promise<{ itemId: number; parseStatus: ParseStatus }> {
    return findOrCreateItem(this.db, url, normalizeUrl(url));
  }

  /**
   * The public items of many valid http(s) URLs (a feed's new entries), created when new, keyed
   * by the URL as given; each as itemForUrl answers it, in one statement for most.
   */
  async itemsForUrls(
    urls: readonly string[],
  ): Promise<Map<string, { itemId: number; parseStatus: ParseStatus }>> {
    const wanted = urls.map((givenUrl) => ({ givenUrl, normalUrl: normalizeUrl(givenUrl) }));
    const found = await this.publicItems(this.db, wanted);
    return new Map(wanted.map(({ givenUrl, normalUrl }) => [givenUrl, found.get(normalUrl)!]));
  }

  /**
   * The items of a batch of URLs an import writes in the caller's transaction, keyed by normal
   * URL: public items, created when missing; with `userId`, a URL that user has captured maps to
   * their private item instead (migration 0025), so an import never makes a second save of it.
   */
  async itemsForBatch(
    tx: Queryable,
    urls: ReadonlyArray<{ givenUrl: string; normalUrl: string }>,
    userId?: number,
  ): Promise<Map<string, { itemId: number; parseStatus: ParseStatus }>> {
    const items = await this.publicItems(tx, urls);
    if (userId === undefined) return items;
    const captured = await findPrivateItems(
      tx,
      userId,
      urls.map((url) => url.normalUrl),
    );
    for (const [normalUrl, item] of captured) items.set(normalUrl, item);
    return items;
  }

  /**
   * The user's private item for a URL holding the HTML their browser sent (created on their first
   * capture of it), in the caller's transaction: the save moves to it in the same one.
   */
  storeCapture(
    tx: Queryable,
    userId: number,
    givenUrl: string,
    normalUrl: string,
    html: string,
  ): Promise<number> {
    return storeCapture(tx, userId, givenUrl, normalUrl, html);
  }

  /** Public items by normal URL, created when new: one statement for most, one each for the rest. */
  private async publicItems(
    db: Queryable,
    urls: ReadonlyArray<{ givenUrl: string; normalUrl: string }>,
  ): Promise<Map<string, { itemId: number; parseStatus: ParseStatus }>> {
    const items = await findOrCreateItems(db, urls);
    for (const { givenUrl, normalUrl } of urls) {
      // Created by another transaction meanwhile: not in the batch's answer.
      if (!items.has(normalUrl))
        items.set(normalUrl, await findOrCreateItem(db, givenUrl, normalUrl));
    }
    return items;
  }

  /**
   * The item a user's save of a URL uses: their private item when they have captured the page
   * (migration 0025), else the public one. Every save path of a user goes through here, so a user
   * never has two saves of one URL.
   */
  async itemForUserUrl(
    userId: number,
    url: string,
  ): Promise<{ itemId: number; parseStatus: ParseStatus }> {
    const normalUrl = normalizeUrl(url);
    return (
      (await findPrivateItem(this.db, userId, normalUrl)) ??
      findOrCreateItem(this.db, url, normalUrl)
    );
  }

  /**
   * Calls `hook` after each parse is stored, a failure for good included (the corpus classifies
   * its items then: a failed page may still be read from its instance feed, docs/CORPUS.md).
   */
  onParsed(hook: (itemId: number) => Promise<void>): void {
    this.parsedHooks.push(hook);
  }

  /**
   * Queues a parse; a parse already queued or running for the item makes this a no-op. `owner`:
   * the user who asked (their turn in the queue; the parse ends with their account).
   */
  async requestParse(itemId: number, owner?: JobOwner): Promise<void> {
    await this.queue.enqueue(parseItemKind, { itemId }, owner ? { owner } : {});
  }

  /**
   * Fetches and extracts the item now, storing the result. A retryable failure (network, timeout,
   * 5xx) is thrown so the job can try again, unless `finalAttempt`; a permanent one is recorded.
   * A private item (a capture) is extracted from its stored HTML and never fetched.
   */
  async parse(itemId: number, finalAttempt = true): Promise<Item | undefined> {
    const item = await findItem(this.db, itemId);
    if (!item) return undefined;
    const capture = await findCapture(this.db, itemId);
    try {
      // The normal URL: the same request (a fragment is never sent), but the resolved URL
      // stored for every saver no longer carries the first saver's fragment.
      const parsed =
        capture !== undefined
          ? await parseProvidedHtml(capture, item.normalUrl)
          : await parseUrl(item.normalUrl, this.options.fetchPage, {
              allowPrivate: this.options.allowPrivateFetch,
            });
      await saveParsedItem(this.db, itemId, parsed);
    } catch (error) {
      const retryable = error instanceof FetchError && !error.permanent;
      if (retryable && !finalAttempt) throw error;
      // The page's own failure is the item's state for every saver. A feed's copy of the page
      // is the feed's word, not the page's: it is shown beside the item to that feed's followers
      // only, never stored here (docs/FEEDS.md "Fallback content").
      const status = error instanceof FetchError ? (error.status ?? null) : null;
      await saveParseFailure(this.db, itemId, describeFailure(error), status);
    }
    for (const hook of this.parsedHooks) await hook(itemId);
    return findItem(this.db, itemId);
  }

  /**
   * Any item by id, for jobs and services. No user may be shown it on its id alone: transports
   * go through ItemAccess (item-access.ts), which checks the caller's save.
   */
  get(itemId: number): Promise<Item | undefined> {
    return findItem(this.db, itemId);
  }

  /** The sanitised reader HTML of a parsed article (jobs; readers get it through ItemAccess). */
  article(itemId: number): Promise<string | null> {
    return findArticle(this.db, itemId);
  }

  async readerSlug(itemId: number): Promise<string> {
    return (await this.readerSlugs()).encode(itemId);
  }

  /**
   * The item id behind a reader slug or a plain numeric id (docs/PRODUCT.md §5: digits only means
   * an id).
   */
  async itemIdFromReaderId(value: string): Promise<number | undefined> {
    if (/^\d{1,15}$/.test(value)) return Number(value);
    return (await this.readerSlugs()).decode(value);
  }

  private readerSlugs(): Promise<ReaderSlugs> {
    this.slugs ??= readInstanceSecret(this.db, 'reader_slug').then((key) => {
      if (!key) throw new Error('instance secret reader_slug is missing (migration 0004)');
      return new ReaderSlugs(key);
    });
    return this.slugs;
  }
}

/** A sentence for the "couldn't load this page" state. */
function describeFailure(error: unknown): string {
  // The extraction worker's refusals (too slow, too big, crashed) already say why in words.
  if (error instanceof ExtractError) return error.message;
  if (!(error instanceof FetchError)) return 'The page could not be read.';
  switch (error.kind) {
    case 'BLOCKED_ADDRESS':
      return 'This address is not on the public internet, so Satchel will not fetch it.';
    case 'INVALID_URL':
      return 'This URL cannot be fetched.';
    case 'TIMEOUT':
      return 'The site took too long to answer.';
    case 'TOO_LARGE':
      return 'The page is larger than 10 MB.';
    case 'TOO_MANY_REDIRECTS':
      return 'The page redirects too many times.';
    case 'HTTP_ERROR':
      return `The site answered with HTTP ${error.status ?? 'an error'}.`;
    case 'NETWORK':
      // The fetcher's final network failures name their cause (fetch-page.ts, guarded-agent.ts).
      // A name resolving to a private address reads as an unknown one (docs/FEEDS.md).
      if (!error.permanent) return 'The site could not be reached.';
      return /refused/i.test(error.message)
        ? 'The site refused the connection.'
        : 'The site could not be reached: its address does not exist on the public internet.';
  }
}
