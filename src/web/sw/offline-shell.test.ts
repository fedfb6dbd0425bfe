import { expect, test } from 'vitest';
import {
  isPrecached,
  missingRoots,
  offlineShellFiles,
  onDemandOfflineFiles,
  type ViteManifestChunk,
} from './offline-shell';

// A build manifest shaped like Vite's: the entry, two routes sharing a chunk, one route left out.
const MANIFEST: Record<string, ViteManifestChunk> = {
  'index.html': {
    file: 'assets/index-a1.js',
    imports: ['_react-b2.js'],
    dynamicImports: ['app/routes/reader-page.tsx', 'app/routes/admin-users-page.tsx'],
    css: ['assets/index-c3.css'],
  },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_modal-d4.js': {
    file: 'assets/modal-d4.js',
    imports: ['_react-b2.js'],
    css: ['assets/modal-d4.css'],
  },
  'app/routes/reader-page.tsx': {
    file: 'assets/reader-page-e5.js',
    imports: ['_modal-d4.js', 'index.html'],
    css: ['assets/reader-page-e5.css'],
  },
  'app/routes/admin-users-page.tsx': {
    file: 'assets/admin-users-page-f6.js',
    imports: ['_modal-d4.js', '_admin-table-g7.js'],
  },
  '_admin-table-g7.js': { file: 'assets/admin-table-g7.js' },
};

test('the shell is the entry and the offline routes with what they import, not the other routes', () => {
  const shell = offlineShellFiles(MANIFEST, ['index.html', 'app/routes/reader-page.tsx']);
  expect([...shell].sort()).toEqual([
    'assets/index-a1.js',
    'assets/index-c3.css',
    'assets/modal-d4.css',
    'assets/modal-d4.js',
    'assets/react-b2.js',
    'assets/reader-page-e5.css',
    'assets/reader-page-e5.js',
  ]);
  expect(isPrecached('assets/admin-users-page-f6.js', shell)).toBe(false);
  expect(isPrecached('assets/admin-table-g7.js', shell)).toBe(false);
  // Files outside assets/ (index.html, theme-init.js, favicon.svg) are always part of the shell.
  expect(isPrecached('index.html', shell)).toBe(true);
  expect(isPrecached('theme-init.js', shell)).toBe(true);
});

test('a route missing from the build is named (vite.config.ts then fails the build)', () => {
  expect(missingRoots(MANIFEST, ['index.html', 'app/routes/gone-page.tsx'])).toEqual([
    'app/routes/gone-page.tsx',
  ]);
  expect(missingRoots(MANIFEST, ['index.html', 'app/routes/reader-page.tsx'])).toEqual([]);
});

test('the code the offline screens load on demand: menus, dialogs and Home, not other routes', () => {
  // The entry loads a card's menu and the tagging dialog on demand; Home loads its topic
  // dialog; the import page and its uploader stay out (it needs the server anyway).
  const manifest: Record<string, ViteManifestChunk> = {
    ...MANIFEST,
    'index.html': {
      ...MANIFEST['index.html']!,
      dynamicImports: [
        'app/routes/reader-page.tsx',
        'app/routes/admin-users-page.tsx',
        'app/routes/home-page.tsx',
        'app/routes/import-page.tsx',
        'features/saves/components/card-actions-menu.tsx',
        'features/tags/components/tagging-dialog.tsx',
      ],
    },
    'features/saves/components/card-actions-menu.tsx': {
      file: 'assets/card-actions-menu-h8.js',
      imports: ['_menu-i9.js', '_react-b2.js'],
    },
    '_menu-i9.js': { file: 'assets/menu-i9.js', css: ['assets/menu-i9.css'] },
    'features/tags/components/tagging-dialog.tsx': {
      file: 'assets/tagging-dialog-j1.js',
      imports: ['_modal-d4.js'],
    },
    'app/routes/home-page.tsx': {
      file: 'assets/home-page-k2.js',
      imports: ['_modal-d4.js'],
      dynamicImports: ['features/home/components/topic-dialog.tsx'],
    },
    'features/home/components/topic-dialog.tsx': { file: 'assets/topic-dialog-l3.js' },
    'app/routes/import-page.tsx': {
      file: 'assets/import-page-m4.js',
      dynamicImports: ['features/imports/components/uploader.tsx'],
    },
    'features/imports/components/uploader.tsx': { file: 'assets/uploader-n5.js' },
  };
  const roots = ['index.html', 'app/routes/reader-page.tsx'];
  expect(onDemandOfflineFiles(manifest, roots, ['app/routes/home-page.tsx'])).toEqual([
    'assets/card-actions-menu-h8.js',
    'assets/home-page-k2.js',
    'assets/menu-i9.css',
    'assets/menu-i9.js',
    'assets/tagging-dialog-j1.js',
    'assets/topic-dialog-l3.js',
  ]);
});
