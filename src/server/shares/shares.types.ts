/**
 * The shapes and limits of share links (docs/POCKET-COMPATIBILITY.md §2.8), shared by GraphQL and
 * the public page.
 */
import type { Item } from '../items/items.types.js';

/** Pocket's limits: at most 20 quotes, each cut to 300 characters (ending with an ellipsis). */
export const MAX_SHARE_QUOTES = 20;
export const MAX_QUOTE_LENGTH = 300;
/** Satchel's limit for the sharer's note (Pocket stated none): a paragraph or two. */
export const MAX_SHARE_NOTE_LENGTH = 2_000;
/** One character under Pocket's 2083-character URL limit, as for saves. */
export const MAX_TARGET_URL_LENGTH = 2_082;

export const SHARE_NOT_FOUND_MESSAGE = 'This share link does not exist.';

/** A share link as stored: the sharer, the shared URL and the sharer's note and quotes. */
export interface Share {
  slug: string;
  userId: number;
  targetUrl: string;
  note: string | null;
  quotes: string[] | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ShareWithItem extends Share {
  /** The target's item, when the URL has one. */
  item: Item | undefined;
}

/** ShareContextInput: null or absent fields are "no change" for addShareContext. */
export interface ShareContextInput {
  note?: string | null | undefined;
  highlights?: { quotes: readonly string[] } | null | undefined;
}

export interface ShareContext {
  note: string | null;
  highlights: Array<{ quote: string }> | null;
}

/** A share as clients see it (PocketShare). */
export interface PocketShareView {
  slug: string;
  targetUrl: string;
  shareUrl: string;
  createdAt: Date;
  /** Null when the sharer added neither a note nor a quote. */
  context: ShareContext | null;
  /** The target's item: parsed or not, its preview falls back to the URL. */
  preview: Item;
  /** True when `preview` is a stored item (Pocket's PocketMetadata.item); false for a stand-in. */
  hasItem: boolean;
  /** The creator's user id (never exposed publicly; decides who may add context). */
  creatorId: number;
}

export interface ShareNotFound {
  message: string;
}

export type ShareResult = PocketShareView | ShareNotFound;

export const isShareNotFound = (result: ShareResult): result is ShareNotFound =>
  'message' in result;
