/**
 * The code the offline screens load on demand (a card's menu, the tagging and share dialogs, the
 * bulk bar, toasts, Home…), kept with the offline copies (docs/OFFLINE.md "Without a network"):
 * the service worker precaches only the shell, as its install budget allows, so offline a card's
 * "…" menu failed to open. The build lists these files in /offline-code.json
 * (src/web/sw/offline-shell.ts); this copies them into the cache the worker reads them from, and
 * drops a previous version's.
 */
import { runPaced } from './paced-downloads';
import type { PaceOptions } from './paced-downloads';

/** The same names as src/web/sw/offline-shell.ts (the worker's code is built apart). */
export const OFFLINE_CODE_LIST = '/offline-code.json';
export const OFFLINE_CODE_CACHE = 'satchel-code';

/** The list's files: same-origin hashed assets only, whatever the file says. */
export function codeFiles(body: unknown): string[] {
  const files = (body as { files?: unknown } | null)?.files;
  if (!Array.isArray(files)) return [];
  return files.filter(
    (file): file is string =>
      typeof file === 'string' && /^\/assets\/[\w.-]+\.(js|css)$/.test(file),
  );
}

/** Caches the listed code not cached yet and removes what the list no longer names. */
export async function keepOfflineCode(pace: Omit<PaceOptions, 'budget'>): Promise<void> {
  if (typeof caches === 'undefined') return;
  // `npm run dev` has no list (and no service worker): nothing to keep.
  const response = await fetch(OFFLINE_CODE_LIST, { cache: 'no-cache' }).catch(() => null);
  if (!response?.ok) return;
  const files = codeFiles(await response.json().catch(() => null));
  if (files.length === 0) return;
  const cache = await caches.open(OFFLINE_CODE_CACHE);
  const cached = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  const missing = files.filter((file) => !cached.has(file));
  await runPaced(
    missing,
    (file) =>
      cache.add(file).then(
        () => true,
        () => false,
      ),
    { ...pace, budget: missing.length },
  );
  const wanted = new Set(files);
  for (const request of await cache.keys()) {
    if (!wanted.has(new URL(request.url).pathname)) await cache.delete(request);
  }
}
