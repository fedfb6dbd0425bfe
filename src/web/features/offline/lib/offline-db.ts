/**
 * The offline copies' IndexedDB database, `satchel-offline` (docs/OFFLINE.md): one object store
 * whose keys start with the user's id (`u:<userId>:…`), read and written through idb-keyval. The
 * connection is our own (not idb-keyval's default store) so that logout can close it and delete
 * the whole database, and so that another tab deleting it is not blocked by this one.
 */
import { delMany, get, promisifyRequest, set, update } from 'idb-keyval';
import type { UseStore } from 'idb-keyval';

export const OFFLINE_DB_NAME = 'satchel-offline';
const STORE_NAME = 'copies';
/** The key naming the user whose copies the database holds (at most one user at a time). */
const OWNER_KEY = 'owner';

let connection: Promise<IDBDatabase> | null = null;
/**
 * Set when the database is deleted, until a user claims the device again: a sync still running
 * at logout must not create the database anew with what it was writing.
 */
let deleted = false;

function open(): Promise<IDBDatabase> {
  if (!connection) {
    const request = indexedDB.open(OFFLINE_DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE_NAME);
    connection = promisifyRequest(request).then((db) => {
      db.onversionchange = () => {
        db.close();
        connection = null;
      };
      db.onclose = () => {
        connection = null;
      };
      return db;
    });
    connection.catch(() => {
      connection = null;
    });
  }
  return connection;
}

const store: UseStore = (mode, callback) =>
  deleted
    ? Promise.reject(new Error('The offline copies were deleted.'))
    : open().then((db) => callback(db.transaction(STORE_NAME, mode).objectStore(STORE_NAME)));

/** The key of one record of a user: `u:<userId>:<name>`. */
export function userKey(userId: string, name: string): string {
  return `u:${userId}:${name}`;
}

export const readRecord = <T>(key: string): Promise<T | undefined> => get<T>(key, store);
export const writeRecord = (key: string, value: unknown): Promise<void> => set(key, value, store);
export const updateRecord = <T>(key: string, updater: (old: T | undefined) => T): Promise<void> =>
  update<T>(key, updater, store);
export const deleteRecords = (keys: string[]): Promise<void> => delMany(keys, store);

/** Every key that starts with `prefix`. */
export function keysWithPrefix(prefix: string): Promise<string[]> {
  return store('readonly', (objects) =>
    promisifyRequest(objects.getAllKeys(IDBKeyRange.bound(prefix, `${prefix}\uffff`))),
  ).then((keys) => keys.map(String));
}

export const readOwner = (): Promise<string | undefined> => readRecord<string>(OWNER_KEY);
/** Makes the device's copies `userId`'s (after a deletion, the database may be made again). */
export function writeOwner(userId: string): Promise<void> {
  deleted = false;
  return writeRecord(OWNER_KEY, userId);
}

/** Deletes the database (closing our connection first, so the deletion is not blocked). */
export async function deleteOfflineDatabase(): Promise<void> {
  deleted = true;
  const open = connection;
  connection = null;
  if (open) (await open.catch(() => null))?.close();
  await promisifyRequest(indexedDB.deleteDatabase(OFFLINE_DB_NAME)).catch(() => undefined);
}

/** True when the database exists (so a signed-out boot does not create an empty one). */
export async function offlineDatabaseExists(): Promise<boolean> {
  if (deleted) return false;
  if (connection) return true;
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  const names = await indexedDB.databases().catch(() => []);
  return names.some((entry) => entry.name === OFFLINE_DB_NAME);
}
