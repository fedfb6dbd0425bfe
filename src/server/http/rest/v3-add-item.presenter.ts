/**
 * The item object of a /v3/add reply and of add/readd results in /v3/send
 * (docs/POCKET-COMPATIBILITY.md §3.3): Pocket's parser fields as strings. Before the page is parsed
 * (or when parsing failed) every parser field is null, `resolved_id` is '0' and `normal_url` is the
 * given URL. Tags are not echoed.
 */
import { hostWithoutWww } from '../../../common/item-display.js';
import type { Item, SavedItem } from '../../saves/saves.service.js';
import { IMAGENESS, presentV3Media, VIDEONESS } from './v3-item-media.js';
import { numeric, unixSeconds } from './v3-values.js';

type Fields = Record<string, unknown>;

/** MySQL-style 'YYYY-MM-DD HH:MM:SS' in UTC, as Pocket printed its dates. */
const mysqlDate = (date: Date | null) =>
  date ? date.toISOString().slice(0, 19).replace('T', ' ') : '0000-00-00 00:00:00';
const bit = (value: boolean) => (value ? '1' : '0');

const PARSER_KEYS = [
  'resolved_url',
  'domain_id',
  'origin_domain_id',
  'response_code',
  'mime_type',
  'content_length',
  'encoding',
  'date_resolved',
  'date_published',
  'title',
  'excerpt',
  'word_count',
  'innerdomain_redirect',
  'login_required',
  'has_image',
  'has_video',
  'is_index',
  'is_article',
  'used_fallback',
  'lang',
  'time_first_parsed',
  'authors',
  'images',
  'videos',
  'resolved_normal_url',
] as const;

function parsed(item: Item, givenUrl: string): Fields {
  const resolvedUrl = item.resolvedUrl ?? item.givenUrl;
  const domain = item.siteName ?? hostWithoutWww(resolvedUrl);
  return {
    resolved_url: resolvedUrl,
    // Satchel keeps no domain table.
    domain_id: '0',
    origin_domain_id: '0',
    response_code: numeric(item.responseCode),
    mime_type: item.mimeType ?? '',
    content_length: '0',
    encoding: item.encoding ?? '',
    date_resolved: mysqlDate(item.parsedAt),
    date_published: mysqlDate(item.datePublished),
    title: item.title ?? '',
    excerpt: item.excerpt ?? '',
    word_count: String(item.wordCount),
    innerdomain_redirect: bit(hostWithoutWww(givenUrl) !== hostWithoutWww(resolvedUrl)),
    login_required: '0',
    has_image: IMAGENESS[item.hasImage],
    has_video: VIDEONESS[item.hasVideo],
    is_index: '0',
    is_article: bit(item.isArticle),
    used_fallback: '0',
    lang: item.language ?? '',
    time_first_parsed: unixSeconds(item.parsedAt),
    ...presentV3Media(item),
    resolved_normal_url: item.normalUrl,
    ...(item.topImageUrl ? { top_image_url: item.topImageUrl } : {}),
    ...(domain
      ? { domain_metadata: { name: domain, logo: item.domainLogo ?? '', greyscale_logo: '' } }
      : {}),
  };
}

export function presentAddItem(save: SavedItem): Fields {
  const { item } = save;
  const done = item.parseStatus === 'PARSED';
  return {
    item_id: String(save.itemId),
    normal_url: done ? item.normalUrl : save.givenUrl,
    resolved_id: done ? String(item.itemId) : '0',
    ...(done
      ? parsed(item, save.givenUrl)
      : Object.fromEntries(PARSER_KEYS.map((key) => [key, null]))),
    given_url: save.givenUrl,
  };
}
