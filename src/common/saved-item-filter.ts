/**
 * Which saves a list filter matches (Pocket's SavedItemsFilter, docs/POCKET-COMPATIBILITY.md
 * §1.2): status, favorite, archived, highlighted, content type and tags. The server applies these
 * rules in SQL (src/server/saves/saves.repo.ts; src/server/saves/filter-agreement.test.ts checks
 * that the SQL and this file agree); the web client applies them to its cached lists after a
 * change, so a save leaves the lists it no longer belongs in without asking the server again.
 */
import { UNTAGGED_TAG } from './tag-rules.js';

export type SaveStatus = 'UNREAD' | 'ARCHIVED' | 'DELETED' | 'HIDDEN';

export type SaveContentType =
  | 'ARTICLE'
  | 'VIDEO'
  | 'IS_IMAGE'
  | 'IS_VIDEO'
  | 'HAS_VIDEO'
  | 'HAS_VIDEO_INCLUSIVE'
  | 'IS_READABLE'
  | 'IS_EXTERNAL';

/** The saved page's kind, as the items table keeps it (has_video / has_image values). */
export interface FilterablePage {
  isArticle: boolean;
  hasVideo: string | null;
  hasImage: string | null;
}

/** What the rules read of a save. */
export interface FilterableSave {
  status: SaveStatus;
  isFavorite: boolean;
  highlighted: boolean;
  /** The save's tag names; undefined when not known, which lets any tag filter keep the save. */
  tagNames: readonly string[] | undefined;
  /** Null while the page has not been fetched: no kind is known yet. */
  page: FilterablePage | null;
}

/** A filter after the input's shorthands are resolved (saveFilterOf). */
export interface SaveFilter {
  statuses?: readonly SaveStatus[] | undefined;
  isFavorite?: boolean | undefined;
  isArchived?: boolean | undefined;
  isHighlighted?: boolean | undefined;
  contentType?: SaveContentType | undefined;
  /** Saves with any of `names`, or (`untagged`) with no tag at all. */
  tags?: { names: readonly string[]; untagged: boolean } | undefined;
}

/** The filter as GraphQL receives it (tag ids already turned into names). */
export interface SaveFilterInput {
  status?: SaveStatus | null | undefined;
  statuses?: readonly SaveStatus[] | null | undefined;
  isFavorite?: boolean | null | undefined;
  isArchived?: boolean | null | undefined;
  isHighlighted?: boolean | null | undefined;
  contentType?: SaveContentType | null | undefined;
  tagNames?: readonly string[] | null | undefined;
}

/** `status` and `statuses` together: a save with any of them; none given means any status. */
export function statusesOf(
  status: SaveStatus | null | undefined,
  statuses: readonly SaveStatus[] | null | undefined,
): SaveStatus[] | undefined {
  const all = [...(statuses ?? []), ...(status ? [status] : [])];
  return all.length ? all : undefined;
}

/** Tag names as a tag filter: Pocket's `_untagged_` stands for "no tag at all". */
export function tagFilterOf(names: readonly string[] | null | undefined): SaveFilter['tags'] {
  if (!names?.length) return undefined;
  return {
    names: names.filter((name) => name !== UNTAGGED_TAG),
    untagged: names.includes(UNTAGGED_TAG),
  };
}

export function saveFilterOf(input: SaveFilterInput): SaveFilter {
  return {
    statuses: statusesOf(input.status, input.statuses),
    isFavorite: input.isFavorite ?? undefined,
    isArchived: input.isArchived ?? undefined,
    isHighlighted: input.isHighlighted ?? undefined,
    contentType: input.contentType ?? undefined,
    tags: tagFilterOf(input.tagNames),
  };
}

/** Articles only for ARTICLE / IS_READABLE, as Pocket: images and videos have their own types. */
export function matchesContentType(page: FilterablePage | null, type: SaveContentType): boolean {
  const isArticle = page?.isArticle === true;
  const isVideo = page?.hasVideo === 'IS_VIDEO';
  const isImage = page?.hasImage === 'IS_IMAGE';
  switch (type) {
    case 'ARTICLE':
    case 'IS_READABLE':
      return isArticle;
    case 'VIDEO':
    case 'IS_VIDEO':
      return isVideo;
    case 'HAS_VIDEO':
    case 'HAS_VIDEO_INCLUSIVE':
      return isVideo || page?.hasVideo === 'HAS_VIDEOS';
    case 'IS_IMAGE':
      return isImage;
    case 'IS_EXTERNAL':
      return !(isArticle || isVideo || isImage);
  }
}

function matchesTags(tagNames: readonly string[] | undefined, tags: SaveFilter['tags']): boolean {
  if (!tags || tagNames === undefined) return true;
  if (!tags.names.length && !tags.untagged) return true;
  if (tags.untagged && tagNames.length === 0) return true;
  return tagNames.some((name) => tags.names.includes(name));
}

/** True when `save` is one of the saves a list with `filter` holds. */
export function saveMatchesFilter(save: FilterableSave, filter: SaveFilter): boolean {
  if (filter.statuses?.length && !filter.statuses.includes(save.status)) return false;
  if (filter.isFavorite !== undefined && filter.isFavorite !== save.isFavorite) return false;
  if (filter.isArchived !== undefined && filter.isArchived !== (save.status === 'ARCHIVED')) {
    return false;
  }
  if (filter.isHighlighted !== undefined && filter.isHighlighted !== save.highlighted) return false;
  if (filter.contentType && !matchesContentType(save.page, filter.contentType)) return false;
  return matchesTags(save.tagNames, filter.tags);
}
