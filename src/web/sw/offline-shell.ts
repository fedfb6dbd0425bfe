/**
 * Which built files the service worker precaches (docs/ARCHITECTURE.md "Installable app and
 * offline"): the entry page with everything it imports, and the routes that must open offline
 * with what they import. Other routes (account, import, admin…) are cached when first used. Run
 * at build time by vite.config.ts on Vite's build manifest (dist/web/.vite/manifest.json).
 */

/** One chunk of Vite's build manifest (the fields used here). */
export interface ViteManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * Source files (relative to src/web) of the routes that open offline, beside the entry's. Not the
 * sign-in pages: signing in needs the network anyway, nor search, which the server answers, nor
 * /save (the share target), which saves through the server: precaching its 9 KB put the install
 * over its 50 KB budget (bench/README.md). Offline, a page that is not here says so in words
 * (app/routes/route-error-page.tsx).
 */
export const OFFLINE_ROUTES = [
  'app/routes/reader-page.tsx',
  'app/register-service-worker.ts',
] as const;

/**
 * Code of the saves pages that the entry imports after the first page shows (docs/DECISIONS.md
 * §24.5.1: /saves' first load): a dynamic import is not among the entry's imports, so it is listed
 * here to work offline too. (The offline copies' sync code is not: it needs the network anyway.)
 */
export const DEFERRED_SHELL_CODE = ['features/saves/components/virtual-card-rows.tsx'] as const;

const ENTRY = 'index.html';
export const SHELL_ROOTS: readonly string[] = [ENTRY, ...OFFLINE_ROUTES, ...DEFERRED_SHELL_CODE];

/** The roots the build does not have (a route renamed or moved): offline reading would break. */
export function missingRoots(
  manifest: Record<string, ViteManifestChunk>,
  roots: readonly string[] = SHELL_ROOTS,
): string[] {
  return roots.filter((root) => !manifest[root]);
}

/** The built files (paths in dist/web) of the entry and the offline routes, with their imports. */
export function offlineShellFiles(
  manifest: Record<string, ViteManifestChunk>,
  roots: readonly string[] = SHELL_ROOTS,
): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return files;
}

/**
 * Routes that open offline but are not precached (docs/OFFLINE.md "Without a network"): Home, the
 * installed app's start, which says it is offline, and one tag's saves, which the copies answer.
 */
export const OFFLINE_COPY_ROUTES = [
  'app/routes/home-page.tsx',
  'app/routes/tags-tag-page.tsx',
] as const;

/** The list's file in dist/web, which the client reads (features/offline/lib/offline-code.ts). */
export const OFFLINE_CODE_LIST = 'offline-code.json';

/** Where the client keeps that code and the worker looks for it (sw.ts); not user data. */
export const OFFLINE_CODE_CACHE = 'satchel-code';

/** A route's page: loaded by the router, offline only when it is a root. */
const isRoutePage = (key: string) => /^app\/routes\/.+-page\.tsx$|\/page\.tsx?$/.test(key);

/**
 * The code the offline screens load on demand (menus, dialogs, toasts, and OFFLINE_COPY_ROUTES
 * with theirs), beyond the precached shell: every dynamic import reachable from them, except
 * other routes. Precaching it put the install far over its 50 KB budget (bench/README.md
 * "pwa-install"), so the web client caches it with the offline copies instead (docs/OFFLINE.md):
 * offline, a card's menu failed to open ("Failed to fetch dynamically imported module").
 */
export function onDemandOfflineFiles(
  manifest: Record<string, ViteManifestChunk>,
  shellRoots: readonly string[] = SHELL_ROOTS,
  routes: readonly string[] = OFFLINE_COPY_ROUTES,
): string[] {
  const roots = new Set<string>([...shellRoots, ...routes]);
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const loaded of chunk.dynamicImports ?? []) {
      if (roots.has(loaded) || !isRoutePage(loaded)) {
        roots.add(loaded);
        visit(loaded);
      }
    }
  };
  for (const root of [...roots]) visit(root);
  const shell = offlineShellFiles(manifest, shellRoots);
  return [...offlineShellFiles(manifest, [...roots])].filter((file) => !shell.has(file)).sort();
}

/**
 * Keeps the entries outside assets/ (index.html, theme-init.js…) and the offline shell's.
 * (vite-plugin-pwa adds manifest.webmanifest after this filter: it is precached too.)
 */
export function isPrecached(url: string, shell: Set<string>): boolean {
  return !url.startsWith('assets/') || shell.has(url);
}
