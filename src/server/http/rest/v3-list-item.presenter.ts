/**
 * A save as a v3/get list item (docs/POCKET-COMPATIBILITY.md §3.4): Pocket's field names, numbers
 * as strings where Pocket sent strings, deleted saves redacted. Pure: everything comes from the
 * list row (tags, highlights, authors, images and videos are already loaded with the page).
 */
import type { SavedItem, SavedItemStatus } from '../../saves/saves.service.js';
import type { SearchHighlights } from '../../search/search.types.js';
import { IMAGENESS, presentV3Media, VIDEONESS } from './v3-item-media.js';
import { numeric, unixSeconds } from './v3-values.js';

const STATUS: Record<SavedItemStatus, string> = {
  UNREAD: '0',
  ARCHIVED: '1',
  DELETED: '2',
  HIDDEN: '3',
};
/** Words per minute of Pocket's listen estimate. */
const LISTEN_WPM = 155;

export interface V3ListItemOptions {
  complete: boolean;
  annotations: boolean;
  /** Present for search results: the save's match snippets. */
  searchHighlights?: SearchHighlights | undefined;
}

export function presentV3ListItem(
  row: SavedItem,
  sortId: number,
  options: V3ListItemOptions,
): Record<string, unknown> {
  const id = String(row.itemId);
  if (row.status === 'DELETED') return { item_id: id, status: '2' };
  const item = row.item;
  const parsed = item.parseStatus === 'PARSED';
  const listItem: Record<string, unknown> = {
    item_id: id,
    resolved_id: parsed ? id : '0',
    given_url: row.givenUrl,
    given_title: row.title ?? item.title ?? '',
    resolved_title: item.title ?? '',
    resolved_url: item.resolvedUrl ?? row.givenUrl,
    favorite: row.isFavorite ? '1' : '0',
    status: STATUS[row.status],
    time_added: unixSeconds(row.createdAt),
    time_updated: unixSeconds(row.updatedAt),
    time_read: row.status === 'ARCHIVED' ? unixSeconds(row.archivedAt) : '0',
    time_favorited: row.isFavorite ? unixSeconds(row.favoritedAt) : '0',
    sort_id: sortId,
    excerpt: item.excerpt ?? '',
    is_article: item.isArticle ? '1' : '0',
    is_index: '0',
    has_video: VIDEONESS[item.hasVideo] ?? '0',
    has_image: IMAGENESS[item.hasImage] ?? '0',
    word_count: String(item.wordCount ?? 0),
    lang: item.language ?? '',
    time_to_read: item.timeToRead ?? 0,
    listen_duration_estimate: Math.round(((item.wordCount ?? 0) / LISTEN_WPM) * 60),
  };
  if (item.topImageUrl) listItem.top_image_url = item.topImageUrl;
  if (row.tagNames.length) {
    listItem.tags = Object.fromEntries(row.tagNames.map((tag) => [tag, { item_id: id, tag }]));
  }
  if (options.complete) Object.assign(listItem, completeFields(row));
  if (options.annotations) {
    listItem.annotations = row.highlights.map((highlight) => ({
      annotation_id: highlight.id,
      item_id: id,
      quote: highlight.quote,
      patch: highlight.patch,
      version: String(highlight.version),
      created_at: new Date(highlight.createdAt).toISOString(),
    }));
  }
  if (options.searchHighlights) {
    const first = (matches: string[] | null) => matches?.[0] ?? null;
    const found = options.searchHighlights;
    listItem.highlights = {
      fullText: first(found.fullText),
      tags: first(found.tags),
      title: first(found.title),
      url: first(found.url),
    };
  }
  return listItem;
}

/** detailType=complete: authors, images, videos, the first image and the domain's metadata. */
function completeFields(row: SavedItem): Record<string, unknown> {
  const item = row.item;
  const id = String(row.itemId);
  const images = item.images ?? [];
  const fields: Record<string, unknown> = presentV3Media(item);
  const firstImage = images[0];
  if (firstImage) {
    fields.image = {
      item_id: id,
      src: firstImage.src,
      width: numeric(firstImage.width),
      height: numeric(firstImage.height),
    };
  } else if (item.topImageUrl) {
    fields.image = { item_id: id, src: item.topImageUrl, width: '0', height: '0' };
  }
  if (item.siteName || item.domainLogo) {
    fields.domain_metadata = {
      name: item.siteName ?? '',
      logo: item.domainLogo ?? '',
      greyscale_logo: item.domainLogo ?? '',
    };
  }
  return fields;
}
