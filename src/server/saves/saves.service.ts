/**
 * Saves: one user's saved items — saving a URL and listing saves with Pocket's filters, sorts and
 * Relay pagination. Every method acts for an Actor and only ever touches that actor's rows.
 */
import { validateSaveUrl } from '../../common/url-rules.js';
import type { Actor } from '../core/actor.js';
import { authorizeScope } from '../core/scopes.policy.js';
import { badInput, DomainError, notFound } from '../core/errors.js';
import type { Page } from '../core/pagination.js';
import type { Db, Queryable } from '../db/types.js';
import type { Item, ItemsService } from '../items/items.service.js';
import { normalizeUrl } from '../items/normalize-url.js';
import { userOwner } from '../queue/queue.js';
import { AttemptLimiter } from '../accounts/attempt-limiter.js';
import { CAPTURES_PER_MINUTE, TOO_MANY_CAPTURES } from '../../common/capture-rules.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { captureHtml, saveTime, saveTitle } from './save-rules.js';
import type { TagsService } from '../tags/tags.service.js';
import {
  findSaveOfUrl,
  moveSaveToPrivateItem,
  savedItemIdsByNormalUrl,
} from './saved-urls.repo.js';
import {
  changeSavedItem,
  findSavedItem,
  listSavedItems,
  touchSavedItems,
  upsertSavedItem,
  type ListFilter,
  type SaveChange,
  type SavedItem,
  type SortBy,
  type SortOrder,
  type TextSortBy,
} from './saves.repo.js';

export type { Item } from '../items/items.service.js';
export type {
  ContentType,
  HighlightJson,
  ListFilter,
  SaveChange,
  SavedItem,
  SavedItemStatus,
  SortBy,
  SortOrder,
  TextSortBy,
} from './saves.repo.js';

export const DEFAULT_PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 100;
/** Pocket v3's largest `count` (docs/POCKET-COMPATIBILITY.md §3.4). */
export const MAX_OFFSET_PAGE_SIZE = 5000;

export interface Pagination {
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}

/** Matching saves, counted up to 5,000 (Pocket's cap). */
export type SavedItemPage = Page<SavedItem>;

export interface UpsertInput {
  url: string;
  title?: string | null | undefined;
  isFavorite?: boolean | null | undefined;
  /** Unix seconds; the time the save was made (defaults to now). */
  timestamp?: number | null | undefined;
  /** Tags to add to the save (v3 add), written with it. */
  tags?: readonly string[] | undefined;
  /**
   * The page as the user's browser rendered it (a capture, at most 5 MB of UTF-8): it becomes the
   * user's private copy of the item, extracted like fetched HTML and seen by nobody else.
   */
  html?: string | undefined;
}

/** What a save did, for clients that say "saved" or "already saved" (docs/API.md, v3/add). */
export interface SaveOutcome {
  saved: SavedItem;
  /** When the user had saved this URL before this call (not in the trash); null when new. */
  previouslySavedAt: Date | null;
  /** Whether the save holds the HTML given with it. */
  captured: boolean;
}

function pageSize(value: number | null | undefined, name: 'first' | 'last'): number {
  if (value === null || value === undefined) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(value) || value < 1 || value > MAX_PAGE_SIZE) {
    throw badInput(`pagination.${name} must be between 1 and ${MAX_PAGE_SIZE}.`, 'pagination');
  }
  return value;
}

export class SavesService {
  /** Captures per user a minute (in memory, per process: a bound on one user's extractions). */
  private readonly captures = new AttemptLimiter(CAPTURES_PER_MINUTE, 60_000);

  constructor(
    private readonly db: Db,
    private readonly items: ItemsService,
    /** Tags given with a save are written in its transaction. */
    private readonly tags: Pick<TagsService, 'checkNames' | 'tagNewSave'>,
  ) {}

  /**
   * Saves a URL (docs/PRODUCT.md §5 rules), with its tags when given: every field is checked before
   * anything is written, and the save and its tags are written in one transaction. Saving a URL
   * already saved re-adds it to the top as unread. Throws BAD_USER_INPUT with the broken rule's
   * sentence for an invalid URL, time, tag or capture.
   */
  async upsert(actor: Actor, input: UpsertInput): Promise<SavedItem> {
    return (await this.save(actor, input)).saved;
  }

  /**
   * upsert, also telling whether the URL was saved before. With `html`, the save moves to (or is
   * made on) the user's private item for the URL, holding that HTML (migration 0025), keeping its
   * tags and highlights; without, a URL the user has captured keeps its private item.
   */
  async save(actor: Actor, input: UpsertInput): Promise<SaveOutcome> {
    authorizeScope(actor, 'saves');
    // A capture is the page's HTML as the browser rendered it: only apps granted it send one.
    if (input.html !== undefined) authorizeScope(actor, 'captures');
    const checked = validateSaveUrl(input.url);
    if (!checked.ok) throw badInput(checked.reason, 'url');
    const title = saveTitle(input.title);
    const time = saveTime(input.timestamp);
    if (!time.ok) throw badInput(time.reason, 'timestamp');
    const tags = this.tags.checkNames(input.tags ?? [], 'tags');
    const capture = input.html === undefined ? undefined : captureHtml(input.html);
    if (capture && !capture.ok) throw badInput(capture.reason, 'html');
    if (capture && !this.captures.take(actor.userId))
      throw new DomainError('RATE_LIMITED', TOO_MANY_CAPTURES, 'html');
    const normalUrl = normalizeUrl(checked.url);
    const previous = await findSaveOfUrl(this.db, actor.userId, normalUrl);
    const previouslySavedAt = previous && previous.status !== 'DELETED' ? previous.createdAt : null;
    const save = {
      userId: actor.userId,
      givenUrl: checked.url,
      title,
      isFavorite: input.isFavorite ?? undefined,
      savedAt: time.savedAt,
    };
    const writeSave = async (tx: Queryable, itemId: number) => {
      const saved = await upsertSavedItem(tx, { ...save, itemId });
      if (tags.length === 0) return saved;
      await this.tags.tagNewSave(tx, actor.userId, itemId, tags);
      return (await findSavedItem(tx, actor.userId, itemId))!;
    };

    if (capture) {
      const { itemId, saved } = await this.db.transaction(async (tx) => {
        const itemId = await this.items.storeCapture(
          tx,
          actor.userId,
          checked.url,
          normalUrl,
          capture.html,
        );
        await moveSaveToPrivateItem(tx, actor.userId, normalUrl, itemId);
        return { itemId, saved: await writeSave(tx, itemId) };
      });
      // A new capture is always extracted again (the job reads the stored HTML, never the web).
      await this.items.requestParse(itemId, userOwner(actor.userId));
      return { saved, previouslySavedAt, captured: true };
    }

    const { itemId, parseStatus } = await this.items.itemForUserUrl(actor.userId, checked.url);
    const saved =
      tags.length === 0
        ? await writeSave(this.db, itemId)
        : await this.db.transaction((tx) => writeSave(tx, itemId));
    // Items are parsed once; saving again after a failure tries again.
    if (parseStatus !== 'PARSED') await this.items.requestParse(itemId, userOwner(actor.userId));
    return { saved, previouslySavedAt, captured: false };
  }

  /**
   * Saves again the page of one of the actor's saves (by id) or a URL, to the top of Saves as
   * unread (Pocket's reAddById). Throws NOT_FOUND for an id that is not one of the actor's saves.
   */
  async readd(
    actor: Actor,
    target: { itemId: number } | { url: string },
    timestamp?: number,
  ): Promise<SavedItem> {
    authorizeScope(actor, 'saves');
    let url: string;
    if ('url' in target) url = target.url;
    else {
      const save = await this.get(actor, target.itemId);
      if (!save) throw notFound(`No save with id ${target.itemId}.`);
      url = save.givenUrl;
    }
    return this.upsert(actor, { url, timestamp });
  }

  /**
   * Applies one single-item change (archive, favorite, delete, …) to a save of the actor's.
   * Throws NOT_FOUND for an id that is not one of the actor's saves.
   */
  async change(actor: Actor, itemId: string | number, change: SaveChange): Promise<SavedItem> {
    authorizeScope(actor, 'saves');
    const id = Number(itemId);
    const valid = Number.isSafeInteger(id) && id > 0;
    const row = valid ? await changeSavedItem(this.db, actor.userId, id, change) : undefined;
    if (!row) throw notFound(`No save with id ${String(itemId).slice(0, 40)}.`);
    return row;
  }

  /**
   * Re-fetches and re-extracts the page of a URL now (Pocket's refreshItemArticle). The item
   * comes back with the caller's URL (their save's, else the one they gave), never the URL its
   * first saver gave; its article only for a saver (items/item-access.ts).
   */
  async refresh(actor: Actor, url: string): Promise<{ item: Item; saved: SavedItem | undefined }> {
    authorizeScope(actor, 'saves');
    const checked = validateSaveUrl(url);
    if (!checked.ok) throw badInput(checked.reason, 'url');
    // The caller's capture of the page, if any, is re-extracted from its stored HTML.
    const { itemId } = await this.items.itemForUserUrl(actor.userId, checked.url);
    const parsed = await this.items.parse(itemId);
    const saved = await findSavedItem(this.db, actor.userId, itemId);
    return { item: saved?.item ?? { ...parsed!, givenUrl: checked.url }, saved };
  }

  /**
   * Moves the saves' updated time (delta sync reads it), for jobs (touch-saves.job.ts) and for the
   * domains that change a save's tags, highlights or imported data, in their transaction when
   * given. No actor, no checks: the caller has checked that the saves are the user's.
   */
  async touch(
    userId: number,
    itemIds: readonly number[],
    tx: Queryable = this.db,
  ): Promise<number> {
    return touchSavedItems(tx, userId, itemIds);
  }

  /** One save of the actor's, or undefined (also for ids that are someone else's). */
  async get(actor: Actor, itemId: string | number): Promise<SavedItem | undefined> {
    authorizeScope(actor, 'saves');
    const id = Number(itemId);
    if (!Number.isSafeInteger(id) || id <= 0) return undefined;
    return findSavedItem(this.db, actor.userId, id);
  }

  /**
   * Which of `urls` the actor has saved (not deleted): URL as given → the save's item id.
   * URLs that are not valid save URLs are simply absent. At most 500 URLs are looked at.
   */
  async savedUrls(actor: Actor, urls: readonly string[]): Promise<Map<string, number>> {
    authorizeScope(actor, 'saves');
    const keyOf = new Map<string, string>();
    for (const url of urls.slice(0, 500)) {
      const checked = validateSaveUrl(url);
      if (!checked.ok) continue;
      try {
        keyOf.set(url, normalizeUrl(checked.url));
      } catch {
        // Passes the save rules but not the URL parser: it cannot have been saved.
      }
    }
    const saved = await savedItemIdsByNormalUrl(this.db, actor.userId, [
      ...new Set(keyOf.values()),
    ]);
    const result = new Map<string, number>();
    for (const [url, key] of keyOf) {
      const itemId = saved.get(key);
      if (itemId !== undefined) result.set(url, itemId);
    }
    return result;
  }

  /** A page of the actor's saves; forward with first/after, backward with last/before. */
  async list(
    actor: Actor,
    options: {
      filter?: ListFilter;
      sortBy?: SortBy;
      sortOrder?: SortOrder;
      pagination?: Pagination;
    },
  ): Promise<SavedItemPage> {
    authorizeScope(actor, 'saves');
    const filter = options.filter ?? {};
    const sortBy = options.sortBy ?? 'CREATED_AT';
    const sortOrder = options.sortOrder ?? 'DESC';
    const pagination = options.pagination ?? {};
    const backward = pagination.before != null || pagination.last != null;
    if (backward && (pagination.first != null || pagination.after != null)) {
      throw badInput('Use either first/after or last/before, not both.', 'pagination');
    }
    const limit = backward
      ? pageSize(pagination.last, 'last')
      : pageSize(pagination.first, 'first');
    const cursorValue = backward ? pagination.before : pagination.after;
    const cursor = cursorValue ? decodeCursor(cursorValue) : undefined;
    const flipped: SortOrder = sortOrder === 'DESC' ? 'ASC' : 'DESC';

    const { rows, total } = await listSavedItems(this.db, {
      userId: actor.userId,
      filter,
      sortBy,
      direction: backward ? flipped : sortOrder,
      after: cursor,
      limit: limit + 1,
    });
    const hasMore = rows.length > limit;
    const pageRows = rows.slice(0, limit);
    if (backward) pageRows.reverse();
    const edges = pageRows.map((row) => ({
      cursor: encodeCursor({ itemId: row.itemId, sortKey: row.sortKey }),
      node: row,
    }));
    return {
      edges,
      pageInfo: {
        hasNextPage: backward ? cursor !== undefined : hasMore,
        hasPreviousPage: backward ? hasMore : cursor !== undefined,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges[edges.length - 1]?.cursor ?? null,
      },
      totalCount: total,
    };
  }

  /**
   * A page of the actor's saves by position (Pocket v3's count/offset paging, §3.4): up to
   * 5,000 rows, skipping `offset`. `total` is the capped count of all that match the filter.
   * The alphabetical sorts (v3's title and site) exist only here: they have no cursors.
   */
  async listByOffset(
    actor: Actor,
    options: {
      filter?: ListFilter;
      sortBy?: SortBy | TextSortBy;
      sortOrder?: SortOrder;
      offset?: number;
      count?: number;
    },
  ): Promise<{ rows: SavedItem[]; total: number }> {
    authorizeScope(actor, 'saves');
    const count = options.count ?? DEFAULT_PAGE_SIZE;
    const offset = options.offset ?? 0;
    if (!Number.isInteger(count) || count < 1 || count > MAX_OFFSET_PAGE_SIZE) {
      throw badInput(`count must be between 1 and ${MAX_OFFSET_PAGE_SIZE}.`, 'count');
    }
    if (!Number.isSafeInteger(offset) || offset < 0) {
      throw badInput('offset must be 0 or more.', 'offset');
    }
    const { rows, total } = await listSavedItems(this.db, {
      userId: actor.userId,
      filter: options.filter ?? {},
      sortBy: options.sortBy ?? 'CREATED_AT',
      direction: options.sortOrder ?? 'DESC',
      limit: count,
      offset,
    });
    return { rows, total };
  }
}
