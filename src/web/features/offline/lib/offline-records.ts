/**
 * The records of one user's offline copies in `satchel-offline` (docs/OFFLINE.md), and reading
 * them back as the reader and the saves list show them: with the changes still waiting in the
 * outbox applied.
 */
import type { VisitorUser } from '../../auth';
import type { ReaderView } from '../../../lib/saved-items';
import type { SavedItemSummary } from '../../../lib/saved-items';
import { offlineDatabaseExists, readOwner, readRecord, userKey } from './offline-db';
import { withWaitingChanges } from './outbox-rules';
import type { OutboxOp } from './outbox-rules';

/** One kept article: the ids the reader may be opened with, its images and its size. */
export interface KeptArticle {
  readerIds: string[];
  images: Array<{ url: string; bytes: number }>;
  /** The stored record's size (its JSON), without the images. */
  bytes: number;
}

/** The index of a user's offline copies: the cards, newest first, and the kept articles. */
export interface OfflineLibrary {
  syncedAt: number;
  saves: SavedItemSummary[];
  articles: Record<string, KeptArticle>;
}

export const libraryKey = (userId: string) => userKey(userId, 'library');
export const articleKey = (userId: string, savedItemId: string) =>
  userKey(userId, `article:${savedItemId}`);
export const articlePrefix = (userId: string) => userKey(userId, 'article:');
export const outboxKey = (userId: string) => userKey(userId, 'outbox');
export const visitorKey = (userId: string) => userKey(userId, 'visitor');

export async function readOutbox(userId: string): Promise<OutboxOp[]> {
  return (await readRecord<OutboxOp[]>(outboxKey(userId))) ?? [];
}

/** The user whose copies this device holds, or null (none, or IndexedDB unavailable). */
export async function offlineOwner(): Promise<string | null> {
  if (!(await offlineDatabaseExists())) return null;
  return (await readOwner().catch(() => undefined)) ?? null;
}

/** The kept cards of the device's user, as they will be once the waiting changes are sent. */
export async function readOfflineSaves(): Promise<SavedItemSummary[] | null> {
  const userId = await offlineOwner();
  if (!userId) return null;
  const [library, outbox] = await Promise.all([
    readRecord<OfflineLibrary>(libraryKey(userId)),
    readOutbox(userId),
  ]);
  if (!library) return null;
  return library.saves
    .map((save) => withWaitingChanges(save, outbox))
    .filter((save): save is SavedItemSummary => save !== null);
}

/** The kept reader view of `/read/<readerId>`, with the waiting changes applied, or null. */
export async function readOfflineReaderView(readerId: string): Promise<ReaderView | null> {
  const userId = await offlineOwner();
  if (!userId) return null;
  const library = await readRecord<OfflineLibrary>(libraryKey(userId));
  const savedItemId = Object.entries(library?.articles ?? {}).find(([, entry]) =>
    entry.readerIds.includes(readerId),
  )?.[0];
  if (!savedItemId) return null;
  const [view, outbox] = await Promise.all([
    readRecord<ReaderView>(articleKey(userId, savedItemId)),
    readOutbox(userId),
  ]);
  if (!view?.savedItem) return null;
  // The card was read at the last sync, perhaps after the article: its state is the newer one.
  const card = library?.saves.find((save) => save.id === savedItemId);
  const latest = card
    ? {
        ...view.savedItem,
        status: card.status,
        isArchived: card.isArchived,
        isFavorite: card.isFavorite,
        tags: card.tags,
      }
    : view.savedItem;
  const saved = withWaitingChanges(latest, outbox);
  return { ...view, savedItem: saved ?? { ...view.savedItem, status: 'DELETED' } };
}

/** The signed-in user kept with the copies, for opening the app without a network. */
export async function readOfflineVisitor(): Promise<VisitorUser | null> {
  const userId = await offlineOwner();
  if (!userId) return null;
  return (await readRecord<VisitorUser>(visitorKey(userId))) ?? null;
}
