import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { graphqlDocuments } from './scripts/vite-graphql-documents.js';
import { THEME_COLORS } from './src/web/features/theme/theme-colors.js';
import { paths } from './src/web/lib/paths.js';
import {
  isPrecached,
  missingRoots,
  OFFLINE_CODE_LIST,
  OFFLINE_COPY_ROUTES,
  offlineShellFiles,
  onDemandOfflineFiles,
  SHELL_ROOTS,
} from './src/web/sw/offline-shell.js';
import type { ViteManifestChunk } from './src/web/sw/offline-shell.js';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** Where this build writes (`--outDir` may move it): set when Vite has resolved the config. */
let webOutDir = here('./dist/web');
const rememberOutDir: Plugin = {
  name: 'satchel:remember-out-dir',
  configResolved(config) {
    webOutDir = resolve(config.root, config.build.outDir);
  },
};

const readViteManifest = () =>
  JSON.parse(readFileSync(join(webOutDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ViteManifestChunk
  >;

/** Precache only the offline shell (src/web/sw/offline-shell.ts); read once the app is built. */
const keepOfflineShell = <Entry extends { url: string }>(entries: Entry[]) => {
  const viteManifest = readViteManifest();
  const missing = missingRoots(viteManifest, [...SHELL_ROOTS, ...OFFLINE_COPY_ROUTES]);
  if (missing.length > 0) {
    throw new Error(
      `src/web/sw/offline-shell.ts names routes the build lacks: ${missing.join(', ')}`,
    );
  }
  const shell = offlineShellFiles(viteManifest);
  return { manifest: entries.filter((entry) => isPrecached(entry.url, shell)) };
};

/**
 * Writes the on-demand code of the offline screens (src/web/sw/offline-shell.ts), which the web
 * client caches with the offline copies (docs/OFFLINE.md), as dist/web/offline-code.json.
 */
const writeOfflineCodeList: Plugin = {
  name: 'satchel:offline-code-list',
  apply: 'build',
  closeBundle() {
    const files = onDemandOfflineFiles(readViteManifest()).map((file) => `/${file}`);
    writeFileSync(join(webOutDir, OFFLINE_CODE_LIST), `${JSON.stringify({ files })}\n`);
  },
};

const icon = (file: string, size: number, purpose: 'any' | 'maskable') => ({
  src: `/icons/${file}`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

/**
 * The web app manifest, written as dist/web/manifest.webmanifest. The share target is /save's
 * contract: a phone's share sheet sends the link in `url` or inside `text`.
 */
const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Satchel',
  short_name: 'Satchel',
  description: 'Save pages and read them later, online or offline.',
  // The installed app opens where signing in lands: Home (docs/PRODUCT.md "Home").
  start_url: paths.landing,
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLORS.light,
  background_color: THEME_COLORS.light,
  icons: [
    icon('icon-192.png', 192, 'any'),
    icon('icon-512.png', 512, 'any'),
    icon('maskable-192.png', 192, 'maskable'),
    icon('maskable-512.png', 512, 'maskable'),
  ],
  share_target: {
    action: '/save',
    method: 'GET',
    // Chromium warns when it is missing, even though a GET sends no body.
    enctype: 'application/x-www-form-urlencoded',
    params: { title: 'title', text: 'text', url: 'url' },
  },
  shortcuts: [
    { name: 'Saves', url: '/saves', icons: [icon('icon-192.png', 192, 'any')] },
    { name: 'Search', url: '/saves/search', icons: [icon('icon-192.png', 192, 'any')] },
  ],
};

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;
const proxied = [
  '/api',
  '/graphql',
  '/v3',
  '/healthz',
  '/readyz',
  '/image-cache',
  '/share/',
  '/sharedlists/',
];

export default defineConfig({
  root: here('./src/web'),
  publicDir: here('./src/web/public'),
  plugins: [
    rememberOutDir,
    writeOfflineCodeList,
    graphqlDocuments(here('./src/web/gql')),
    react(),
    // The service worker and web app manifest (docs/ARCHITECTURE.md "Installable app and offline").
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // src/web/app/register-service-worker.ts registers it, in production builds only.
      injectRegister: false,
      manifest: webAppManifest,
      // Icons are fetched by the browser when installing, not by every first visit.
      includeManifestIcons: false,
      injectManifest: {
        // The app shell: HTML, scripts and styles of the entry and the routes that open offline.
        // Fonts and other routes are cached at first use (sw.ts), source maps never.
        globPatterns: ['**/*.{html,js,css}', 'favicon.svg'],
        globIgnores: ['**/*.map', '.vite/**', 'sw.js'],
        manifestTransforms: [keepOfflineShell],
        minify: true,
        sourcemap: false,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    // The server reads the manifest to find the public pages' hashed script and stylesheet.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // Our modules act only through their exports (what package.json's "sideEffects": false
        // would say): a feature's index.ts re-exporting a dialog or the highlighter no longer
        // drags that code into every page that imports one small thing from it. CSS stays.
        moduleSideEffects: [
          { test: /[\\/]src[\\/](web|common)[\\/].*\.tsx?$/, sideEffects: false, external: false },
        ],
      },
      input: {
        index: here('./src/web/index.html'),
        // The server-rendered /share and /sharedlists pages: a tiny script of their own, no React.
        'public-page': here('./src/web/public-pages/public-page.ts'),
      },
      output: {
        // Libraries change less often than the app: a separate chunk stays cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget }])),
  },
  preview: {
    port: Number(process.env.PORT ?? 3000),
  },
});
