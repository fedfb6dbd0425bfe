/**
 * Which saves are kept for offline reading (docs/OFFLINE.md): the N most recent unread saves whose
 * article the server has (parsed), newest first. Pure, so the rule is tested without a browser.
 */

/** The fields of a saves card the rule reads. */
export interface KeepCandidate {
  id: string;
  status: string | null;
  _createdAt: number;
  item: { __typename?: string; parseStatus?: string | null } | { __typename?: string };
}

/** The choices of the setting; 0 turns offline reading off. */
export const OFFLINE_LIMIT_CHOICES = [0, 20, 50, 100, 200] as const;
export type OfflineLimit = (typeof OFFLINE_LIMIT_CHOICES)[number];
export const DEFAULT_OFFLINE_LIMIT: OfflineLimit = 50;

export function isOfflineLimit(value: unknown): value is OfflineLimit {
  return OFFLINE_LIMIT_CHOICES.includes(value as OfflineLimit);
}

function isParsed(save: KeepCandidate): boolean {
  const item = save.item as { __typename?: string; parseStatus?: string | null };
  return item.__typename === 'Item' && item.parseStatus === 'PARSED';
}

/**
 * The saves to keep, newest first: unread (not archived or deleted), with a parsed article, at
 * most `limit`. A save listed twice (pages that moved while read) counts once.
 */
export function savesToKeep<T extends KeepCandidate>(saves: readonly T[], limit: number): T[] {
  const seen = new Set<string>();
  const kept: T[] = [];
  const newestFirst = [...saves].sort((a, b) => b._createdAt - a._createdAt);
  for (const save of newestFirst) {
    if (kept.length >= limit) break;
    if (seen.has(save.id) || save.status !== 'UNREAD' || !isParsed(save)) continue;
    seen.add(save.id);
    kept.push(save);
  }
  return kept;
}

/** What a sync changes: the articles to download and the stored ones to remove. */
export interface KeepPlan {
  fetch: string[];
  remove: string[];
}

export function planKeep(keep: readonly string[], stored: readonly string[]): KeepPlan {
  const keepSet = new Set(keep);
  const storedSet = new Set(stored);
  return {
    fetch: keep.filter((id) => !storedSet.has(id)),
    remove: stored.filter((id) => !keepSet.has(id)),
  };
}
