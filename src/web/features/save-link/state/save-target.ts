/**
 * What a /save address asks to save: `url` (Pocket's getpocket.com/save
 * pattern: bookmarks, the bookmarklet, tools) or, from a phone's share sheet (the web app's share
 * target), the first http(s) link in `text` when `url` is absent. The URL then goes through the
 * save rules; nothing is sent to the server unless they pass.
 */
import { firstUrlInText } from '../../../../common/url-in-text.js';
import { validateSaveUrl } from '../../../../common/url-rules.js';
import { stripControlCharacters } from '../../../../common/text-rules.js';

export type SaveTarget =
  /** A URL that passes the save rules, with the title the link came with (if any). */
  | { kind: 'ready'; url: string; title: string | undefined }
  /** A URL the save rules refuse (javascript:, file:, no host…): `reason` is the rule's sentence. */
  | { kind: 'refused'; input: string; reason: string }
  /** No URL at all: nothing given, or shared text without a link. */
  | { kind: 'missing'; reason: string };

/** Said when shared text holds no http(s) link. */
export const NO_LINK_IN_TEXT = 'No web link was found in what was shared.';

/** A title longer than this is cut here (the server keeps fewer characters anyway). */
const MAX_TITLE_SCANNED = 2000;

function titleFrom(raw: string | null): string | undefined {
  const title = stripControlCharacters((raw ?? '').slice(0, MAX_TITLE_SCANNED)).trim();
  return title || undefined;
}

function checked(input: string, title: string | undefined): SaveTarget {
  const result = validateSaveUrl(input);
  return result.ok
    ? { kind: 'ready', url: result.url, title }
    : { kind: 'refused', input, reason: result.reason };
}

export function saveTargetFrom(search: URLSearchParams): SaveTarget {
  const title = titleFrom(search.get('title'));
  const url = search.get('url')?.trim();
  if (url) return checked(url, title);
  const text = search.get('text');
  const found = firstUrlInText(text);
  if (found) return checked(found, title);
  if (text?.trim()) return { kind: 'missing', reason: NO_LINK_IN_TEXT };
  const empty = validateSaveUrl('');
  return { kind: 'missing', reason: empty.ok ? '' : empty.reason };
}

/** The /save address for a URL typed on the page, keeping the popup marker. */
export function saveAddress(url: string, options: { popup: boolean }): string {
  const search = new URLSearchParams({ url });
  if (options.popup) search.set('popup', '1');
  return `/save?${search.toString()}`;
}
