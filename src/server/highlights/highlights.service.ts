/**
 * Highlights and their notes (docs/PRODUCT.md §3 "Highlight", §4 "Highlights";
 * docs/POCKET-COMPATIBILITY.md §1.6, §2.6). A highlight is a quote and a diff-match-patch anchor
 * (version 2) on one of the actor's saves; anchoring is the client's job, the server stores and
 * checks. Free accounts keep at most 3 highlights per save: the count is taken with the save row
 * locked (by an UPDATE), so two concurrent creates cannot both pass. Every write is one
 * transaction; another user's highlight ids are NOT_FOUND, exactly like ids that do not exist.
 */
import { randomUUID } from 'node:crypto';
import { validateSaveUrl } from '../../common/url-rules.js';
import type { Actor } from '../core/actor.js';
import { authorizeScope } from '../core/scopes.policy.js';
import { badInput, notFound } from '../core/errors.js';
import type { Db, Queryable } from '../db/types.js';
import { normalizeUrl } from '../items/normalize-url.js';
import {
  deleteHighlights,
  findHighlightForUpdate,
  insertHighlights,
  liveHighlightIds,
  lockSaveAndCount,
  saveIdByNormalUrl,
  setHighlightNote,
  updateHighlight,
  type Highlight,
  type NewHighlight,
} from './highlights.repo.js';
import type { SavesService } from '../saves/saves.service.js';
import {
  checkNote,
  checkQuote as quoteRule,
  FREE_LIMIT_MESSAGE,
  HIGHLIGHT_VERSION,
  MAX_HIGHLIGHTS_PER_ITEM,
  MAX_NOTE_LENGTH,
  MAX_PATCH_LENGTH,
  MAX_QUOTE_LENGTH,
} from './highlight-rules.js';
import { highlightLimit } from './highlights.policy.js';

export type { Highlight } from './highlights.repo.js';
export { FREE_LIMIT_MESSAGE } from './highlight-rules.js';
/** Highlights in one createSavedItemHighlights call. */
export const MAX_CREATE_INPUTS = 100;
/** Pocket's batchWriteHighlights limits (docs/POCKET-COMPATIBILITY.md §2.6). */
export const MAX_BATCH_DELETES = 20;
export const MAX_BATCH_CREATES = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface HighlightFields {
  quote: string;
  patch: string;
  version: number;
  note?: string | null | undefined;
}

export interface CreateHighlightInput extends HighlightFields {
  /** Optional client-made UUID. */
  id?: string | null | undefined;
  itemId: string | number;
}

export interface UpdateHighlightInput extends HighlightFields {
  itemId: string | number;
}

export interface CreateHighlightByUrlInput extends HighlightFields {
  id?: string | null | undefined;
  url: string;
}

const clip = (value: string) => value.slice(0, 40);

function checkVersion(version: number): void {
  if (version !== HIGHLIGHT_VERSION) {
    throw badInput(
      `Highlight version ${version} is not supported; send version ${HIGHLIGHT_VERSION} (a diff-match-patch anchor).`,
      'version',
    );
  }
}

function checkQuote(quote: string): string {
  const checked = quoteRule(quote);
  if (!checked.ok && checked.problem === 'blank') {
    throw badInput('A highlight needs some selected text.', 'quote');
  }
  if (!checked.ok) {
    throw badInput(
      `A highlight can be at most ${MAX_QUOTE_LENGTH.toLocaleString('en')} characters; select a shorter passage.`,
      'quote',
    );
  }
  return quote;
}

function checkPatch(patch: string): string {
  if (patch.length > MAX_PATCH_LENGTH) {
    throw badInput(
      `The highlight's patch is longer than ${MAX_PATCH_LENGTH.toLocaleString('en')} characters.`,
      'patch',
    );
  }
  return patch;
}

/** A note's text, trimmed; empty is refused (deleting the note is the way to remove it). */
function noteText(raw: string, field = 'note'): string {
  const checked = checkNote(raw);
  if (!checked.ok) {
    throw badInput(
      `A note can be at most ${MAX_NOTE_LENGTH.toLocaleString('en')} characters.`,
      field,
    );
  }
  if (checked.note === null) {
    throw badInput('A note needs some text. To remove a note, delete it instead.', field);
  }
  return checked.note;
}

/** On create, an absent or blank note means no note (a client's empty note field). */
function optionalNote(raw: string | null | undefined): string | null {
  return raw === null || raw === undefined || raw.trim() === '' ? null : noteText(raw);
}

function saveId(raw: string | number): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound(`No save with id ${clip(String(raw))}.`);
  return id;
}

/** A highlight id as stored (lower-case UUID), or undefined when it cannot be one. */
function uuidOrUndefined(raw: string | number): string | undefined {
  const value = String(raw);
  return UUID.test(value) ? value.toLowerCase() : undefined;
}

const noHighlight = (id: string | number) => notFound(`No highlight with id ${clip(String(id))}.`);

export interface BatchWriteResult {
  deleted: string[];
  created: Highlight[];
}

export class HighlightsService {
  constructor(
    private readonly db: Db,
    /** A save whose highlights change moves its updated time, in the same transaction. */
    private readonly saves: Pick<SavesService, 'touch'>,
  ) {}

  /** Creates highlights (Pocket's createSavedItemHighlights); all or none. */
  async create(actor: Actor, inputs: readonly CreateHighlightInput[]): Promise<Highlight[]> {
    authorizeScope(actor, 'highlights');
    if (inputs.length === 0) throw badInput('input needs at least one highlight.', 'input');
    if (inputs.length > MAX_CREATE_INPUTS) {
      throw badInput(`At most ${MAX_CREATE_INPUTS} highlights at once.`, 'input');
    }
    const news = this.newHighlights(inputs);
    return this.db.transaction((tx) => this.insert(tx, actor, news));
  }

  /** Creates a highlight on the actor's save of a URL (Pocket's createHighlightByUrl). */
  async createByUrl(actor: Actor, input: CreateHighlightByUrlInput): Promise<Highlight> {
    authorizeScope(actor, 'highlights');
    const checked = validateSaveUrl(input.url);
    if (!checked.ok) throw badInput(checked.reason, 'url');
    const itemId = await saveIdByNormalUrl(this.db, actor.userId, normalizeUrl(checked.url));
    if (itemId === undefined) {
      throw notFound('This page is not in your saves; save it before highlighting it.');
    }
    const [created] = await this.create(actor, [{ ...input, itemId }]);
    return created!;
  }

  /**
   * Replaces a highlight's quote, patch and version (Pocket's updateHighlight). The note is set
   * when given and kept otherwise; itemId must be the highlight's save.
   */
  async update(actor: Actor, id: string | number, input: UpdateHighlightInput): Promise<Highlight> {
    authorizeScope(actor, 'highlights');
    checkVersion(input.version);
    const change = {
      quote: checkQuote(input.quote),
      patch: checkPatch(input.patch),
      version: input.version,
      note: input.note === null || input.note === undefined ? undefined : noteText(input.note),
    };
    const itemId = saveId(input.itemId);
    return this.db.transaction(async (tx) => {
      const current = await this.locked(tx, actor, id);
      if (current.itemId !== itemId) {
        throw badInput(
          "A highlight can't move to another save; delete it and highlight the passage there.",
          'itemId',
        );
      }
      const updated = await updateHighlight(tx, actor.userId, current.id, change);
      await this.saves.touch(actor.userId, [current.itemId], tx);
      return updated;
    });
  }

  /** Deletes a highlight (and its note); returns its id. */
  async delete(actor: Actor, id: string | number): Promise<string> {
    authorizeScope(actor, 'highlights');
    return this.db.transaction(async (tx) => {
      const current = await this.locked(tx, actor, id);
      await deleteHighlights(tx, actor.userId, [current.id]);
      await this.saves.touch(actor.userId, [current.itemId], tx);
      return String(id);
    });
  }

  /**
   * Sets a highlight's note (createSavedItemHighlightNote and updateSavedItemHighlightNote both
   * land here: creating over an existing note replaces its text, updating a highlight without a
   * note adds one). Blank text is refused: deleting the note is the way to remove it.
   */
  async setNote(actor: Actor, id: string | number, text: string): Promise<Highlight> {
    authorizeScope(actor, 'highlights');
    const note = noteText(text, 'input');
    return this.db.transaction(async (tx) => {
      const current = await this.locked(tx, actor, id);
      const updated = await setHighlightNote(tx, actor.userId, current.id, note);
      await this.saves.touch(actor.userId, [current.itemId], tx);
      return updated;
    });
  }

  /** Removes a highlight's note (a highlight without one is left as it is); returns the id. */
  async deleteNote(actor: Actor, id: string | number): Promise<string> {
    authorizeScope(actor, 'highlights');
    return this.db.transaction(async (tx) => {
      const current = await this.locked(tx, actor, id);
      if (current.note !== null) {
        await setHighlightNote(tx, actor.userId, current.id, null);
        await this.saves.touch(actor.userId, [current.itemId], tx);
      }
      return String(id);
    });
  }

  /**
   * Deletes then creates, atomically (Pocket's batchWriteHighlights: at most 20 of each). The
   * deletes count before the limit check, so replacing a highlight at the free limit works.
   */
  async batchWrite(
    actor: Actor,
    input: {
      delete?: ReadonlyArray<string | number> | null;
      create?: readonly CreateHighlightInput[] | null;
    },
  ): Promise<BatchWriteResult> {
    authorizeScope(actor, 'highlights');
    const deletes = input.delete ?? [];
    const creates = input.create ?? [];
    if (deletes.length > MAX_BATCH_DELETES) {
      throw badInput(`At most ${MAX_BATCH_DELETES} highlights can be deleted at once.`, 'delete');
    }
    if (creates.length > MAX_BATCH_CREATES) {
      throw badInput(`At most ${MAX_BATCH_CREATES} highlights can be created at once.`, 'create');
    }
    const news = this.newHighlights(creates);
    const deleteIds = deletes.map((id) => {
      const uuid = uuidOrUndefined(id);
      if (!uuid) throw noHighlight(id);
      return uuid;
    });
    return this.db.transaction(async (tx) => {
      const live = await liveHighlightIds(tx, actor.userId, deleteIds);
      const missing = deletes.find((_, i) => !live.has(deleteIds[i]!));
      if (missing !== undefined) throw noHighlight(missing);
      const touched = await deleteHighlights(tx, actor.userId, [...live]);
      await this.saves.touch(actor.userId, touched, tx);
      const created = await this.insert(tx, actor, news);
      return { deleted: deletes.map(String), created };
    });
  }

  /** Validates create inputs into rows (ids made here when the client sent none). */
  private newHighlights(inputs: readonly CreateHighlightInput[]): NewHighlight[] {
    const news = inputs.map((input): NewHighlight => {
      checkVersion(input.version);
      let id: string = randomUUID();
      if (input.id !== null && input.id !== undefined) {
        const given = uuidOrUndefined(input.id);
        if (!given) throw badInput(`Highlight id ${clip(input.id)} is not a UUID.`, 'id');
        id = given;
      }
      return {
        id,
        itemId: saveId(input.itemId),
        quote: checkQuote(input.quote),
        patch: checkPatch(input.patch),
        version: input.version,
        note: optionalNote(input.note),
      };
    });
    if (new Set(news.map((h) => h.id)).size !== news.length) {
      throw badInput('The same highlight id appears twice in one request.', 'id');
    }
    return news;
  }

  /**
   * Checks ownership and the per-save limit, then inserts. The saves are locked (and their
   * updated time moved) in id order, so two batches over the same saves cannot deadlock.
   */
  private async insert(tx: Queryable, actor: Actor, news: NewHighlight[]): Promise<Highlight[]> {
    if (news.length === 0) return [];
    const perItem = new Map<number, number>();
    for (const h of news) perItem.set(h.itemId, (perItem.get(h.itemId) ?? 0) + 1);
    const limit = highlightLimit(actor);
    for (const [itemId, adding] of [...perItem].sort(([a], [b]) => a - b)) {
      const existing = await lockSaveAndCount(tx, actor.userId, itemId);
      if (existing === undefined) throw notFound(`No save with id ${itemId}.`);
      if (existing + adding > limit) {
        throw badInput(
          limit === MAX_HIGHLIGHTS_PER_ITEM
            ? `A save can have at most ${MAX_HIGHLIGHTS_PER_ITEM.toLocaleString('en')} highlights.`
            : FREE_LIMIT_MESSAGE,
          'input',
        );
      }
    }
    const created = await insertHighlights(tx, actor.userId, news);
    if (created.length !== news.length) {
      const taken = news.find((h) => !created.some((c) => c.id === h.id))!;
      throw badInput(`Highlight id ${taken.id} is already used; send a new UUID.`, 'id');
    }
    return created;
  }

  /** The actor's highlight on a live save, locked; NOT_FOUND for anything else. */
  private async locked(tx: Queryable, actor: Actor, id: string | number): Promise<Highlight> {
    const uuid = uuidOrUndefined(id);
    const current = uuid ? await findHighlightForUpdate(tx, actor.userId, uuid) : undefined;
    if (!current) throw noHighlight(id);
    return current;
  }
}
