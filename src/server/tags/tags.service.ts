/**
 * Tags (docs/PRODUCT.md §4 "Tagging", docs/POCKET-COMPATIBILITY.md §1.5, §2.5): listing a user's
 * tags page by page, adding, replacing and removing tags on saves, renaming (merging into an
 * existing tag) and deleting a tag everywhere, and premium tag suggestions. Every write checks that
 * the saves are the actor's and runs in one transaction: a bad entry anywhere writes nothing.
 */
import type { Actor } from '../core/actor.js';
import { authorizeScope } from '../core/scopes.policy.js';
import { badInput, notFound } from '../core/errors.js';
import type { Db, Queryable } from '../db/types.js';
import { userOwner, type Queue } from '../queue/queue.js';
import type { SavesService } from '../saves/saves.service.js';
import { touchSavesKind } from '../saves/touch-saves.job.js';
import type { SettingsService } from '../settings/settings.service.js';
import { suggestTags } from './suggest-tags.js';
import { tagName, tagNames } from './tag-input.js';
import { getsTagSuggestions } from './tags.policy.js';
import {
  addTags,
  countSavesByTag,
  countTags,
  deleteTag,
  listTagNames,
  ownedSaveIds,
  removeTags,
  renameTag,
  replaceTags,
  suggestionSource,
  tagExists,
  tagNamesSince,
} from './tags.repo.js';

export const DEFAULT_TAG_PAGE = 30;
export const MAX_TAG_PAGE = 100;
/** Pocket's limit on one batch tag update (docs/POCKET-COMPATIBILITY.md §2.5). */
export const MAX_TAG_INPUTS = 150;

export interface TagPage {
  names: string[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  totalCount: number;
  /** Save counts for the page's names, read on first use (one query for the whole page). */
  counts: () => Promise<Map<string, number>>;
}

export interface SavedItemTagsInput {
  savedItemId: string | number;
  tags: readonly string[];
}

/** Tag page cursors are the base64url of the last name. */
export const encodeTagCursor = (name: string) => Buffer.from(name).toString('base64url');

function decodeTagCursor(cursor: string): string {
  const name = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!cursor || encodeTagCursor(name) !== cursor.replace(/=+$/, '')) {
    throw badInput('pagination.after is not a cursor from this list.', 'pagination');
  }
  return name;
}

function saveId(raw: string | number): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw notFound(`No save with id ${String(raw).slice(0, 40)}.`);
  }
  return id;
}

/** What tags change in other domains, in the tag write's transaction. */
export interface TagsDomains {
  /** A save whose tags change moves its updated time (delta sync). */
  saves: Pick<SavesService, 'touch'>;
  /** Pinned tags follow a renamed or deleted tag. */
  settings: Pick<SettingsService, 'renamePinnedTag'>;
}

export class TagsService {
  constructor(
    private readonly db: Db,
    private readonly queue: Queue,
    private readonly domains: TagsDomains,
  ) {}

  /** A page of the actor's tags in name order (first/after; Pocket's client asks 100 at a time). */
  async list(
    actor: Actor,
    pagination: { first?: number | null; after?: string | null } = {},
  ): Promise<TagPage> {
    authorizeScope(actor, 'tags');
    const first = pagination.first ?? DEFAULT_TAG_PAGE;
    if (!Number.isInteger(first) || first < 1 || first > MAX_TAG_PAGE) {
      throw badInput(`pagination.first must be between 1 and ${MAX_TAG_PAGE}.`, 'pagination');
    }
    const after = pagination.after ? decodeTagCursor(pagination.after) : '';
    const [names, totalCount] = await Promise.all([
      listTagNames(this.db, actor.userId, after, first + 1),
      countTags(this.db, actor.userId),
    ]);
    const page = names.slice(0, first);
    let counts: Promise<Map<string, number>> | undefined;
    return {
      names: page,
      hasNextPage: names.length > first,
      hasPreviousPage: after !== '',
      totalCount,
      counts: () => (counts ??= countSavesByTag(this.db, actor.userId, page)),
    };
  }

  /** How many of the actor's saves carry the tag. */
  async count(actor: Actor, name: string): Promise<number> {
    authorizeScope(actor, 'tags');
    return (await countSavesByTag(this.db, actor.userId, [name])).get(name) ?? 0;
  }

  /** Tag names added since a time (all without one): Pocket's tagsList(syncSince). */
  async namesSince(actor: Actor, since: Date | undefined): Promise<string[]> {
    authorizeScope(actor, 'tags');
    return tagNamesSince(this.db, actor.userId, since);
  }

  /**
   * Tag names a client sent with another domain's write (a save with tags), checked by the tag
   * rules: normalised and de-duplicated, or a badInput naming `field`.
   */
  checkNames(raw: readonly string[], field: string): string[] {
    return tagNames(raw, field);
  }

  /**
   * The tags a save is written with (SavesService.save), in its transaction: the save is the
   * actor's and the names are checked already (checkNames).
   */
  async tagNewSave(
    tx: Queryable,
    userId: number,
    itemId: number,
    names: readonly string[],
  ): Promise<void> {
    await addTags(tx, userId, [itemId], names);
    if (names.length > 0) await this.domains.saves.touch(userId, [itemId], tx);
  }

  /** Adds tags to saves (Pocket's createSavedItemTags); returns the save ids touched. */
  async add(actor: Actor, inputs: readonly SavedItemTagsInput[]): Promise<number[]> {
    authorizeScope(actor, 'tags');
    return this.write(actor, inputs, async (tx, id, names) => {
      await addTags(tx, actor.userId, [id], names);
      if (names.length > 0) await this.domains.saves.touch(actor.userId, [id], tx);
    });
  }

  /** Makes each save's tags exactly the given ones (Pocket's replaceSavedItemTags). */
  async replace(actor: Actor, inputs: readonly SavedItemTagsInput[]): Promise<number[]> {
    authorizeScope(actor, 'tags');
    return this.write(actor, inputs, async (tx, id, names) => {
      await replaceTags(tx, actor.userId, id, names);
      await this.domains.saves.touch(actor.userId, [id], tx);
    });
  }

  /** Removes some (names given) or all tags of one save. */
  async remove(
    actor: Actor,
    savedItemId: string | number,
    names: readonly string[] | null = null,
  ): Promise<number> {
    authorizeScope(actor, 'tags');
    const id = saveId(savedItemId);
    const normalized = names === null ? null : tagNames(names, 'tagNames');
    await this.db.transaction(async (tx) => {
      await this.assertOwned(tx, actor, [id]);
      await removeTags(tx, actor.userId, id, normalized);
      await this.domains.saves.touch(actor.userId, [id], tx);
    });
    return id;
  }

  /**
   * Removes the given tags from each save (Pocket's deleteSavedItemTags) in one transaction, so a
   * save that is not the actor's writes nothing. Returns the save ids touched.
   */
  async removeFromSaves(actor: Actor, inputs: readonly SavedItemTagsInput[]): Promise<number[]> {
    authorizeScope(actor, 'tags');
    if (inputs.length === 0) return [];
    return this.write(actor, inputs, async (tx, id, names) => {
      await removeTags(tx, actor.userId, id, names);
      await this.domains.saves.touch(actor.userId, [id], tx);
    });
  }

  /**
   * Renames a tag on every save; when the new name is already a tag the two merge. Pinned tags
   * follow. Returns the new name.
   */
  async rename(actor: Actor, oldName: string, newName: string): Promise<string> {
    authorizeScope(actor, 'tags');
    const from = tagName(oldName, 'oldName');
    const to = tagName(newName, 'newName');
    return this.db.transaction(async (tx) => {
      if (!(await tagExists(tx, actor.userId, from))) throw notFound(`No tag named "${from}".`);
      if (from === to) return to;
      const changed = await renameTag(tx, actor.userId, from, to);
      await this.domains.settings.renamePinnedTag(tx, actor.userId, from, to);
      await this.touchLater(tx, actor, changed);
      return to;
    });
  }

  /** Removes a tag from every save (and from the pinned tags). */
  async delete(actor: Actor, name: string): Promise<string> {
    authorizeScope(actor, 'tags');
    const tag = tagName(name, 'tagName');
    return this.db.transaction(async (tx) => {
      const changed = await deleteTag(tx, actor.userId, tag);
      if (changed.length === 0) throw notFound(`No tag named "${tag}".`);
      await this.domains.settings.renamePinnedTag(tx, actor.userId, tag, null);
      await this.touchLater(tx, actor, changed);
      return tag;
    });
  }

  /**
   * Suggested tags for a save (premium; free accounts get none): see suggest-tags.ts for the
   * method. NOT_FOUND when the save is not the actor's.
   */
  async suggest(actor: Actor, savedItemId: string | number): Promise<string[]> {
    authorizeScope(actor, 'tags');
    const id = saveId(savedItemId);
    const source = await suggestionSource(this.db, actor.userId, id);
    if (!source) throw notFound(`No save with id ${String(savedItemId).slice(0, 40)}.`);
    if (!getsTagSuggestions(actor)) return [];
    return suggestTags(source);
  }

  private async write(
    actor: Actor,
    inputs: readonly SavedItemTagsInput[],
    apply: (tx: Queryable, id: number, names: string[]) => Promise<void>,
  ): Promise<number[]> {
    if (inputs.length === 0) throw badInput('input needs at least one save.', 'input');
    if (inputs.length > MAX_TAG_INPUTS) {
      throw badInput(`At most ${MAX_TAG_INPUTS} saves at once.`, 'input');
    }
    const entries = inputs.map((input) => ({
      id: saveId(input.savedItemId),
      names: tagNames(input.tags, 'tags'),
    }));
    return this.db.transaction(async (tx) => {
      await this.assertOwned(
        tx,
        actor,
        entries.map((entry) => entry.id),
      );
      for (const entry of entries) await apply(tx, entry.id, entry.names);
      return [...new Set(entries.map((entry) => entry.id))];
    });
  }

  /** The saves' updated time moves in a job committed with the change (touch-saves.job.ts). */
  private async touchLater(tx: Queryable, actor: Actor, itemIds: number[]): Promise<void> {
    if (itemIds.length === 0) return;
    await this.queue.enqueue(
      touchSavesKind,
      { userId: actor.userId, itemIds },
      { db: tx, owner: userOwner(actor.userId) },
    );
  }

  private async assertOwned(tx: Queryable, actor: Actor, ids: number[]): Promise<void> {
    const owned = await ownedSaveIds(tx, actor.userId, ids);
    const missing = ids.find((id) => !owned.has(id));
    if (missing !== undefined) throw notFound(`No save with id ${missing}.`);
  }
}
