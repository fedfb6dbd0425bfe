/**
 * Making the offline copies (docs/OFFLINE.md): the N most recent unread saves, their reader view
 * (the reader's own query) in IndexedDB and their images in the user's Cache Storage cache,
 * fetched a few at a time in idle time (paced-downloads.ts) so the app stays responsive, with the
 * code the offline screens load on demand. Saves that left the N are removed with their images.
 * Changes waiting in the outbox are sent first, so the list read afterwards already has them.
 */
import { imageCacheUrl } from '../../../../common/image-cache-url';
import { deriveItemDisplay } from '../../../../common/item-display';
import { fetchReaderView } from '../../../lib/saved-items';
import { fetchSavedItemsPage, UNREAD_VIEW } from '../../../lib/saved-items';
import type { SavedItemSummary } from '../../../lib/saved-items';
import { clearGeneration, imageCacheName } from './clear-offline-data';
import { offlineImageUrls } from './article-images';
import { planKeep, savesToKeep } from './keep-rules';
import { deleteRecords, keysWithPrefix, readRecord, writeRecord } from './offline-db';
import { articleKey, articlePrefix, libraryKey, visitorKey } from './offline-records';
import type { KeptArticle, OfflineLibrary } from './offline-records';
import { keepOfflineCode } from './offline-code';
import { flushOutbox } from './outbox';
import { idlePause, runPaced } from './paced-downloads';
import type { KeptFigures } from '../state/offline-status';

/** Most saves per request (the server's page limit). */
const PAGE_SIZE = 100;
/** Downloads at once: each lane fetches one article's reader view, then its images, in turn. */
const DOWNLOAD_LANES = 2;
/** Pause of a lane after an idle period, before each download: about 6 requests a second. */
const PAUSE_MS = 300;

/** The articles kept and the space they take (records and images, each image once). */
export function figuresOf(library: OfflineLibrary | undefined): KeptFigures {
  if (!library) return { articles: 0, bytes: 0 };
  const images = new Map<string, number>();
  let bytes = 0;
  for (const article of Object.values(library.articles)) {
    bytes += article.bytes;
    for (const image of article.images) images.set(image.url, image.bytes);
  }
  for (const size of images.values()) bytes += size;
  return { articles: Object.keys(library.articles).length, bytes };
}

export async function readFigures(userId: string): Promise<KeptFigures> {
  return figuresOf(await readRecord<OfflineLibrary>(libraryKey(userId)));
}

async function recentUnread(limit: number): Promise<SavedItemSummary[]> {
  const saves: SavedItemSummary[] = [];
  let after: string | null = null;
  while (saves.length < limit) {
    const first = Math.min(PAGE_SIZE, limit - saves.length);
    const page = await fetchSavedItemsPage(UNREAD_VIEW, after ? { first, after } : { first });
    saves.push(...page.items);
    if (!page.hasNextPage || !page.endCursor) break;
    after = page.endCursor;
  }
  return saves;
}

const sizeOf = (value: unknown) => new Blob([JSON.stringify(value)]).size;

/** Thrown when the copies were deleted (logout) while a sync ran: it stops writing. */
class CopiesCleared extends Error {}

async function keepImage(cache: Cache, url: string, generation: number): Promise<number | null> {
  try {
    let hit = await cache.match(url);
    if (!hit) {
      await cache.add(url);
      if (clearGeneration() !== generation) throw new CopiesCleared();
      hit = await cache.match(url);
    }
    return hit ? (await hit.blob()).size : null;
  } catch (error) {
    if (error instanceof CopiesCleared) throw error;
    return null; // An image that cannot be fetched is left out; the reader drops it offline.
  }
}

/** Downloads one save's reader view and images; null when it has no readable article. */
async function keepArticle(
  userId: string,
  cache: Cache,
  save: SavedItemSummary,
  origin: string,
  generation: number,
  pace: () => Promise<void>,
): Promise<KeptArticle | null> {
  if (save.item.__typename !== 'Item') return null;
  const card = save.item;
  const readerIds = [card.readerSlug, card.itemId, card.id].filter(
    (id, index, all): id is string =>
      typeof id === 'string' && id !== '' && all.indexOf(id) === index,
  );
  const [readerId] = readerIds;
  if (!readerId) return null;
  const view = await fetchReaderView(readerId);
  const item = view.savedItem?.item;
  if (!view.savedItem || view.fallbackPage || item?.__typename !== 'Item') return null;
  if (item.parseStatus !== 'PARSED') return null;
  await writeRecord(articleKey(userId, save.id), view);
  const thumbnail = deriveItemDisplay({ ...save, item: card }, { origin }).thumbnail;
  const large =
    item.hasImage === 'IS_IMAGE'
      ? imageCacheUrl(item.images?.[0]?.url ?? item.topImageUrl, { width: 1600, format: 'webp' })
      : null;
  const images: KeptArticle['images'] = [];
  for (const url of offlineImageUrls(item.article, [thumbnail, large], origin)) {
    await pace();
    if (clearGeneration() !== generation) throw new CopiesCleared();
    const bytes = await keepImage(cache, url, generation);
    if (bytes !== null) images.push({ url, bytes });
  }
  return { readerIds, images, bytes: sizeOf(view) };
}

/** Removes the user's copies (offline reading turned off); the outbox stays. */
export async function removeCopies(userId: string): Promise<void> {
  const articles = await keysWithPrefix(articlePrefix(userId));
  await deleteRecords([...articles, libraryKey(userId), visitorKey(userId)]);
  await caches.delete(imageCacheName(userId));
}

/**
 * Brings the user's copies up to date with the `limit` most recent unread saves. Returns the
 * new figures, or null when changes still wait to be sent (the list would not show them yet).
 */
export async function syncOfflineCopies(
  userId: string,
  limit: number,
  origin: string,
): Promise<KeptFigures | null> {
  const generation = clearGeneration();
  const flushed = await flushOutbox(userId);
  if (flushed.state === 'waiting') return null;
  if (limit === 0) {
    await removeCopies(userId);
    return { articles: 0, bytes: 0 };
  }
  const pace = idlePause(PAUSE_MS);
  const stopped = () => clearGeneration() !== generation;
  await keepOfflineCode({ concurrency: DOWNLOAD_LANES, pace, stopped }).catch(() => undefined);
  const keep = savesToKeep(await recentUnread(limit), limit);
  const previous = await readRecord<OfflineLibrary>(libraryKey(userId));
  const prefix = articlePrefix(userId);
  const stored = (await keysWithPrefix(prefix)).map((key) => key.slice(prefix.length));
  const storedSet = new Set(stored);
  const articles: Record<string, KeptArticle> = {};
  for (const save of keep) {
    const entry = previous?.articles[save.id];
    if (entry && storedSet.has(save.id)) articles[save.id] = entry;
  }
  const plan = planKeep(
    keep.map((save) => save.id),
    Object.keys(articles),
  );
  const cache = await caches.open(imageCacheName(userId));
  try {
    // The budget: the setting's N saves, those already kept included (docs/OFFLINE.md).
    await runPaced(
      keep.filter((save) => plan.fetch.includes(save.id)),
      async (save) => {
        const kept = await keepArticle(userId, cache, save, origin, generation, pace).catch(
          (error: unknown) => {
            if (error instanceof CopiesCleared) throw error;
            return null;
          },
        );
        if (kept) articles[save.id] = kept;
        return kept !== null;
      },
      {
        concurrency: DOWNLOAD_LANES,
        budget: limit - Object.keys(articles).length,
        pace,
        stopped,
      },
    );
    if (stopped()) throw new CopiesCleared();
  } catch (error) {
    // Logged out meanwhile: what this sync added goes too.
    if (error instanceof CopiesCleared) await caches.delete(imageCacheName(userId));
    throw error;
  }
  const library: OfflineLibrary = {
    syncedAt: Date.now(),
    saves: keep.filter((save) => articles[save.id]),
    articles,
  };
  await writeRecord(libraryKey(userId), library);
  // Saves that left the N (and records of an interrupted sync): their article and images go.
  await deleteRecords(stored.filter((id) => !articles[id]).map((id) => articleKey(userId, id)));
  const wanted = new Set(Object.values(articles).flatMap((a) => a.images.map((i) => i.url)));
  for (const request of await cache.keys()) {
    if (!wanted.has(request.url)) await cache.delete(request);
  }
  return figuresOf(library);
}
