import { expect, test } from 'vitest';
import {
  isPrecached,
  missingRoots,
  offlineShellFiles,
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
