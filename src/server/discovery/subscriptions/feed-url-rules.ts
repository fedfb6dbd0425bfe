/**
 * Whether a URL may be followed as a feed, judged without fetching it (OPML imports create
 * subscriptions before any fetch). The fetcher's SSRF guard still checks every address it
 * connects to; this only refuses what is visibly wrong up front, with words.
 */
import {
  addressRefusalReason,
  isLocalHostname,
  parseHostForFetch,
} from '../../items/fetch/ssrf-guard.js';
import { SUBSCRIPTION_LIMITS } from './subscription-limits.js';

export type FeedUrlCheck = { ok: true; url: string } | { ok: false; reason: string };

export function checkFeedUrl(raw: string, options: { allowPrivate: boolean }): FeedUrlCheck {
  const trimmed = raw.trim();
  if (trimmed === '') return { ok: false, reason: 'The feed address is empty.' };
  if (trimmed.length > SUBSCRIPTION_LIMITS.maxUrlLength) {
    return {
      ok: false,
      reason: `The feed address is longer than ${SUBSCRIPTION_LIMITS.maxUrlLength} characters.`,
    };
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, reason: 'The feed address is not a valid URL.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: 'Only http:// and https:// feeds can be followed.' };
  }
  if (url.username || url.password) {
    return { ok: false, reason: 'Feed addresses with a user name or password are not followed.' };
  }
  if (!options.allowPrivate) {
    let host;
    try {
      host = parseHostForFetch(url.hostname);
    } catch {
      return { ok: false, reason: 'The feed address has no valid host name.' };
    }
    const refusal =
      host.kind === 'ip'
        ? addressRefusalReason(host.address)
        : isLocalHostname(host.name)
          ? 'loopback'
          : null;
    if (refusal) {
      return {
        ok: false,
        reason: `The feed is on a ${refusal} address, which Satchel never fetches.`,
      };
    }
  }
  return { ok: true, url: url.href };
}
