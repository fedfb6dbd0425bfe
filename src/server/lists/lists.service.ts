/**
 * Shareable lists (docs/POCKET-COMPATIBILITY.md §2.7, docs/PRODUCT.md §10.1): a user's lists of
 * links with notes, private or public. Only enrolled (pilot) users create and change lists; anyone
 * reads a PUBLIC list that moderators have not hidden. Another user's list or item is simply
 * NOT_FOUND.
 */
import { slugifyTitle, uniqueSlug } from '../../common/list-slugs.js';
import type { Actor } from '../core/actor.js';
import { authorizeScope } from '../core/scopes.policy.js';
import { authorize } from '../core/authorize.js';
import { badInput, conflict, notFound } from '../core/errors.js';
import type { Db, Queryable } from '../db/types.js';
import { encodeItemCursor, itemPageRequest } from './item-cursor.js';
import {
  checkBatchSize,
  isExternalId,
  itemNote,
  listDescription,
  listTitle,
  newItem,
  sortOrder,
} from './list-input.js';
import { canReadPublicList, canUseLists, ownsList } from './lists.policy.js';
import * as repo from './lists.repo.js';
import type {
  CreateListInput,
  ListItemInput,
  ListItemPage,
  ListItemPagination,
  PublicListView,
  ShareableList,
  ShareableListItem,
  UpdateListInput,
} from './lists.types.js';

export type ListsEnrollment = 'open' | 'invite';

/** A unique index refused the write (checked by name: PGlite and pg both put it in the message). */
function isUniqueViolation(error: unknown, index: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    e.code === '23505' &&
    (e.constraint === index || String(e.message).includes(index))
  );
}

const titleTakenError = () =>
  conflict('You already have a list with this title. Choose another one.', 'title');
const listNotFound = () => notFound('No list with this id.');
const itemNotFound = () => notFound('No list item with this id.');

/** Strips the cursor key the repo adds, so transports get plain items. */
const plain = ({ key: _key, ...item }: repo.KeyedItem): ShareableListItem => item;

export class ListsService {
  constructor(
    private readonly db: Db,
    private readonly options: { enrollment: ListsEnrollment },
  ) {}

  /** shareableListsPilotUser: every account when enrollment is open, else those enrolled. */
  isPilot(actor: Actor): Promise<boolean> {
    authorizeScope(actor, 'lists');
    return this.isPilotUser(actor.userId);
  }

  /** isPilot for work done for a user without a request (an import job). */
  async isPilotUser(userId: number): Promise<boolean> {
    return canUseLists(this.options.enrollment, () => repo.isPilotUser(this.db, userId));
  }

  private async requirePilot(actor: Actor): Promise<void> {
    authorize(
      await this.isPilot(actor),
      'Lists are not available for your account yet. Ask an administrator.',
    );
  }

  /** The caller's lists, newest first. */
  list(actor: Actor): Promise<ShareableList[]> {
    authorizeScope(actor, 'lists');
    return repo.listsOfUser(this.db, actor.userId);
  }

  async get(actor: Actor, externalId: string): Promise<ShareableList> {
    authorizeScope(actor, 'lists');
    return this.ownList(this.db, actor, externalId);
  }

  private async ownList(
    db: Queryable,
    actor: Actor,
    externalId: string,
    lock = false,
  ): Promise<ShareableList> {
    if (!isExternalId(externalId)) throw listNotFound();
    const list = await repo.listByExternalId(db, actor.userId, externalId, lock);
    if (!list) throw listNotFound();
    return list;
  }

  /** Creates a PRIVATE list with its first items (createShareableList: 0–1, createAndAdd: 1–30). */
  async create(
    actor: Actor,
    input: CreateListInput,
    items: readonly ListItemInput[],
    options: { atLeastOne?: boolean } = {},
  ): Promise<ShareableList> {
    authorizeScope(actor, 'lists');
    await this.requirePilot(actor);
    const title = listTitle(input.title);
    const description = listDescription(input.description);
    checkBatchSize(items.length, options.atLeastOne ? 1 : 0);
    const newItems = uniqueUrls(items.map(newItem));
    if (await repo.titleTaken(this.db, actor.userId, title)) throw titleTakenError();
    try {
      return await this.db.transaction(async (tx) => {
        const list = await repo.insertList(tx, actor.userId, {
          title,
          description,
          listItemNoteVisibility: input.listItemNoteVisibility ?? 'PRIVATE',
        });
        for (const [index, item] of newItems.entries())
          await repo.insertItem(tx, actor.userId, list.id, { ...item, sortOrder: index + 1 });
        return list;
      });
    } catch (error) {
      // Two creations with the same title raced past the check above.
      if (isUniqueViolation(error, 'shareable_lists_user_title_key')) throw titleTakenError();
      throw error;
    }
  }

  /** addToShareableList: appends 1–30 items; any URL already in the list refuses the batch. */
  async addItems(
    actor: Actor,
    listExternalId: string,
    items: readonly ListItemInput[],
  ): Promise<ShareableList> {
    authorizeScope(actor, 'lists');
    await this.requirePilot(actor);
    checkBatchSize(items.length);
    const newItems = uniqueUrls(items.map(newItem));
    return this.db.transaction(async (tx) => {
      const list = await this.ownList(tx, actor, listExternalId, true);
      await this.append(tx, list, newItems);
      return repo.touchList(tx, actor.userId, list.id);
    });
  }

  /** createShareableListItem: appends one item (sortOrder = list length + 1). */
  async createItem(
    actor: Actor,
    listExternalId: string,
    input: ListItemInput,
  ): Promise<ShareableListItem> {
    authorizeScope(actor, 'lists');
    await this.requirePilot(actor);
    const item = newItem(input);
    return this.db.transaction(async (tx) => {
      const list = await this.ownList(tx, actor, listExternalId, true);
      const [created] = await this.append(tx, list, [item]);
      await repo.touchList(tx, actor.userId, list.id);
      return created!;
    });
  }

  /** Inserts items after the last one; the list row must be locked by the caller. */
  private async append(
    tx: Queryable,
    list: ShareableList,
    items: Array<Omit<repo.NewItem, 'sortOrder'>>,
  ): Promise<ShareableListItem[]> {
    const present = await repo.urlsInList(
      tx,
      list.userId,
      list.id,
      items.map((item) => item.url),
    );
    if (present.length > 0) throw badInput(`This list already has ${present[0]}.`, 'url');
    const length = await repo.countItems(tx, list.userId, list.id);
    const created: ShareableListItem[] = [];
    for (const [index, item] of items.entries()) {
      const row = await repo.insertItem(tx, list.userId, list.id, {
        ...item,
        sortOrder: length + index + 1,
      });
      created.push(plain(row));
    }
    return created;
  }

  /** updateShareableList: absent fields stay; an empty description removes it. */
  async update(actor: Actor, input: UpdateListInput): Promise<ShareableList> {
    authorizeScope(actor, 'lists');
    await this.requirePilot(actor);
    const title = input.title == null ? undefined : listTitle(input.title);
    const description =
      input.description === undefined ? undefined : listDescription(input.description);
    try {
      return await this.db.transaction(async (tx) => {
        const list = await this.ownList(tx, actor, input.externalId, true);
        if (title !== undefined && (await repo.titleTaken(tx, actor.userId, title, list.id)))
          throw titleTakenError();
        const status = input.status ?? list.status;
        const newTitle = title ?? list.title;
        return repo.updateList(tx, actor.userId, list.id, {
          title: newTitle,
          description: description === undefined ? list.description : description,
          status,
          // The slug is made at the first publication and never changed, so links keep working.
          slug:
            list.slug ??
            (status === 'PUBLIC' ? await this.freeSlug(tx, actor.userId, newTitle) : null),
          listItemNoteVisibility: input.listItemNoteVisibility ?? list.listItemNoteVisibility,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, 'shareable_lists_user_title_key')) throw titleTakenError();
      if (isUniqueViolation(error, 'shareable_lists_user_slug_key'))
        throw conflict('The list changed at the same time; try again.');
      throw error;
    }
  }

  private async freeSlug(tx: Queryable, userId: number, title: string): Promise<string> {
    const base = slugifyTitle(title);
    return uniqueSlug(base, new Set(await repo.slugsLike(tx, userId, base)));
  }

  /** updateShareableListItem: sets (or with empty text removes) the note, or moves the item. */
  async updateItem(
    actor: Actor,
    input: { externalId: string; note?: string | null; sortOrder?: number | null },
  ): Promise<ShareableListItem> {
    authorizeScope(actor, 'lists');
    await this.requirePilot(actor);
    const note = input.note === undefined ? undefined : itemNote(input.note);
    const order = input.sortOrder == null ? undefined : sortOrder(input.sortOrder);
    return this.db.transaction(async (tx) => {
      const item = await this.ownItem(tx, actor, input.externalId);
      await repo.lockListById(tx, actor.userId, item.listId);
      const updated = await repo.updateItem(tx, actor.userId, item.id, {
        note: note === undefined ? item.note : note,
        sortOrder: order ?? item.sortOrder,
      });
      await repo.touchList(tx, actor.userId, item.listId);
      return plain(updated);
    });
  }

  /** updateShareableListItems: 1–30 items of one of the caller's lists, all or nothing. */
  async reorderItems(
    actor: Actor,
    entries: ReadonlyArray<{ externalId: string; sortOrder: number }>,
  ): Promise<ShareableListItem[]> {
    authorizeScope(actor, 'lists');
    await this.requirePilot(actor);
    checkBatchSize(entries.length);
    const orders = entries.map((entry) => sortOrder(entry.sortOrder));
    const ids = entries.map((entry) => entry.externalId.toLowerCase());
    if (new Set(ids).size !== ids.length) throw badInput('An item appears twice.', 'externalId');
    if (!ids.every(isExternalId)) throw itemNotFound();
    return this.db.transaction(async (tx) => {
      const found = await repo.itemsByExternalIds(tx, actor.userId, ids);
      if (found.length !== ids.length) throw itemNotFound();
      const listIds = new Set(found.map((item) => item.listId));
      if (listIds.size !== 1)
        throw badInput('Reorder the items of one list at a time.', 'externalId');
      const listId = found[0]!.listId;
      await repo.lockListById(tx, actor.userId, listId);
      const byId = new Map(found.map((item) => [item.externalId, item]));
      const updated: ShareableListItem[] = [];
      for (const [index, id] of ids.entries()) {
        const item = byId.get(id)!;
        const row = await repo.updateItem(tx, actor.userId, item.id, {
          note: item.note,
          sortOrder: orders[index]!,
        });
        updated.push(plain(row));
      }
      await repo.touchList(tx, actor.userId, listId);
      return updated;
    });
  }

  /** Deletes a list and its items (allowed even after leaving the pilot: it is your data). */
  async delete(actor: Actor, externalId: string): Promise<ShareableList> {
    authorizeScope(actor, 'lists');
    return this.db.transaction(async (tx) => {
      const list = await this.ownList(tx, actor, externalId, true);
      await repo.deleteList(tx, actor.userId, list.id);
      return list;
    });
  }

  async deleteItem(actor: Actor, externalId: string): Promise<ShareableListItem> {
    authorizeScope(actor, 'lists');
    return this.db.transaction(async (tx) => {
      const item = await this.ownItem(tx, actor, externalId);
      await repo.lockListById(tx, actor.userId, item.listId);
      await repo.deleteItem(tx, actor.userId, item.id);
      await repo.touchList(tx, actor.userId, item.listId);
      return plain(item);
    });
  }

  private async ownItem(db: Queryable, actor: Actor, externalId: string): Promise<repo.KeyedItem> {
    if (!isExternalId(externalId)) throw itemNotFound();
    const [item] = await repo.itemsByExternalIds(db, actor.userId, [externalId]);
    if (!item) throw itemNotFound();
    return item;
  }

  /** A page of one of the caller's lists (ShareableList.items). */
  async items(
    actor: Actor,
    list: ShareableList,
    pagination: ListItemPagination,
  ): Promise<ListItemPage> {
    authorizeScope(actor, 'lists');
    if (!ownsList(actor, list)) throw listNotFound();
    const request = itemPageRequest(pagination);
    const [rows, totalCount] = await Promise.all([
      request.size === 0
        ? Promise.resolve([])
        : repo.itemsPage(this.db, actor.userId, list.id, {
            direction: request.direction,
            key: request.key,
            limit: request.size + 1,
          }),
      repo.countItems(this.db, actor.userId, list.id),
    ]);
    const more = rows.length > request.size;
    // The extra row read to know whether there is more sits at the far end of the page.
    const page =
      request.direction === 'forward'
        ? rows.slice(0, request.size)
        : rows.slice(Math.max(0, rows.length - request.size));
    const edges = page.map((row) => ({ cursor: encodeItemCursor(row.key), node: plain(row) }));
    return {
      edges,
      totalCount,
      hasNextPage: request.direction === 'forward' ? more : request.key !== undefined,
      hasPreviousPage: request.direction === 'backward' ? more : request.key !== undefined,
    };
  }

  /**
   * The first page (first: size, no cursor) of several of the caller's lists in one query, for
   * All Lists: one round trip instead of two per list.
   */
  async firstPages(
    actor: Actor,
    lists: readonly ShareableList[],
    size: number,
  ): Promise<Map<number, ListItemPage>> {
    authorizeScope(actor, 'lists');
    const { size: checked } = itemPageRequest({ first: size });
    const own = lists.filter((list) => ownsList(actor, list)).map((list) => list.id);
    const { items, totals } = await repo.firstItemsOfLists(this.db, actor.userId, own, checked + 1);
    const pages = new Map<number, ListItemPage>();
    for (const id of own) {
      const rows = items.get(id) ?? [];
      pages.set(id, {
        edges: rows
          .slice(0, checked)
          .map((row) => ({ cursor: encodeItemCursor(row.key), node: plain(row) })),
        totalCount: totals.get(id) ?? 0,
        hasNextPage: rows.length > checked,
        hasPreviousPage: false,
      });
    }
    return pages;
  }

  /** Every item of one of the caller's lists (the deprecated ShareableList.listItems). */
  async allItems(actor: Actor, list: ShareableList): Promise<ShareableListItem[]> {
    authorizeScope(actor, 'lists');
    if (!ownsList(actor, list)) throw listNotFound();
    return (await repo.allItems(this.db, actor.userId, list.id)).map(plain);
  }

  /**
   * The public view of a list: NOT_FOUND unless it is PUBLIC and the slug matches, FORBIDDEN
   * when moderators hid it. Notes only when the owner made them public; owner name and avatar only.
   */
  async publicList(externalId: string, slug: string): Promise<PublicListView> {
    const missing = () => notFound('This list does not exist or is not public.');
    if (!isExternalId(externalId)) throw missing();
    const list = await repo.anyListByExternalId(this.db, externalId);
    if (!list || list.status !== 'PUBLIC' || !list.slug || list.slug !== slug) throw missing();
    authorize(canReadPublicList(list), 'This list has been hidden by a moderator.');
    const showNotes = list.listItemNoteVisibility === 'PUBLIC';
    const items = await repo.allItems(this.db, list.userId, list.id);
    return {
      externalId: list.externalId,
      slug: list.slug,
      title: list.title,
      description: list.description,
      listItemNoteVisibility: list.listItemNoteVisibility,
      createdAt: list.createdAt,
      updatedAt: list.updatedAt,
      owner: { username: list.ownerUsername, avatarUrl: list.ownerAvatarUrl },
      items: items.map((item) => ({
        externalId: item.externalId,
        itemId: item.itemId,
        url: item.url,
        title: item.title,
        excerpt: item.excerpt,
        note: showNotes ? item.note : null,
        imageUrl: item.imageUrl,
        publisher: item.publisher,
        authors: item.authors,
        sortOrder: item.sortOrder,
        createdAt: item.createdAt,
        updatedAt: item.updatedAt,
      })),
    };
  }
}

/** Refuses a batch that names the same URL twice. */
function uniqueUrls<T extends { url: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.url)) throw badInput(`${item.url} appears twice in these items.`, 'url');
    seen.add(item.url);
  }
  return items;
}
