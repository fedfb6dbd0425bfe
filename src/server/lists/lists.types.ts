/**
 * The shapes of shareable lists as services hand them to transports (docs/POCKET-COMPATIBILITY.md
 * §2.7).
 */
import type { ListReportReason } from '../../common/list-rules.js';

export type ListVisibility = 'PRIVATE' | 'PUBLIC';
export type ModerationStatus = 'VISIBLE' | 'HIDDEN';

/** A list as its owner sees it. */
export interface ShareableList {
  /** Internal id (never shown); externalId is the public one. */
  id: number;
  userId: number;
  externalId: string;
  title: string;
  description: string | null;
  status: ListVisibility;
  /** Made when the list is first made PUBLIC, never changed afterwards. */
  slug: string | null;
  listItemNoteVisibility: ListVisibility;
  moderationStatus: ModerationStatus;
  moderatedBy: string | null;
  moderationReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ShareableListItem {
  id: number;
  listId: number;
  externalId: string;
  itemId: string;
  url: string;
  title: string | null;
  excerpt: string | null;
  note: string | null;
  imageUrl: string | null;
  publisher: string | null;
  authors: string | null;
  sortOrder: number;
  createdAt: Date;
  updatedAt: Date;
}

/** One page of a list's items, in sortOrder, createdAt, itemId order. */
export interface ListItemPage {
  edges: Array<{ cursor: string; node: ShareableListItem }>;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  totalCount: number;
}

export interface ListItemPagination {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** An item as the createShareableListItem / addToShareableList inputs give it. */
export interface ListItemInput {
  itemId: string | number;
  url: string;
  title?: string | null;
  excerpt?: string | null;
  note?: string | null;
  imageUrl?: string | null;
  publisher?: string | null;
  authors?: string | null;
}

export interface CreateListInput {
  title: string;
  description?: string | null;
  listItemNoteVisibility?: ListVisibility | null;
}

export interface UpdateListInput {
  externalId: string;
  title?: string | null;
  description?: string | null;
  status?: ListVisibility | null;
  listItemNoteVisibility?: ListVisibility | null;
}

/**
 * A PUBLIC, visible list as anyone may see it: no internal ids, no moderation fields, the
 * owner's username and avatar only, notes only when the owner made them public.
 */
export interface PublicListView {
  externalId: string;
  slug: string;
  title: string;
  description: string | null;
  listItemNoteVisibility: ListVisibility;
  createdAt: Date;
  updatedAt: Date;
  owner: { username: string; avatarUrl: string | null };
  /** The items without internal ids; `note` is null unless listItemNoteVisibility is PUBLIC. */
  items: Array<Omit<ShareableListItem, 'id' | 'listId'>>;
}

export interface ListReport {
  reason: ListReportReason;
  comment: string | null;
  reporterUsername: string;
  createdAt: Date;
  /** The item reported, for a report of one item (its fields null once the owner removed it). */
  item: { externalId: string | null; title: string | null; url: string | null } | null;
}

/** A reported list as administrators see it on /admin/moderation. */
export interface AdminReportedList {
  externalId: string;
  title: string;
  slug: string | null;
  ownerUsername: string;
  publicPath: string | null;
  moderationStatus: ModerationStatus;
  moderatedBy: string | null;
  moderationReason: string | null;
  reportCount: number;
  lastReportedAt: Date;
  reports: ListReport[];
}

/**
 * A reported list as the moderation repository returns it: without its reports and public path
 * (the service adds them), with its keys and its cursor's time as text (full precision).
 */
export type ReportedList = Omit<AdminReportedList, 'publicPath' | 'reports'> & {
  listUserId: number;
  listId: number;
  lastKey: string;
};

export interface AdminReportedListPage {
  lists: AdminReportedList[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
}
