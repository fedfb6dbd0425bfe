/**
 * The public pages' script and stylesheet, built by Vite as their own input
 * (src/web/public-pages/public-page.ts). The hashed file names come from Vite's manifest; the
 * small stylesheet is inlined into each page so nothing blocks the first paint.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The entry's key in dist/web/.vite/manifest.json (relative to Vite's root, src/web). */
export const PUBLIC_PAGE_ENTRY = 'public-pages/public-page.ts';

export interface PublicAssets {
  /** URL path of the hashed script, or null when the web client is not built (API-only tests). */
  scriptSrc: string | null;
  /** The stylesheet's text, inlined in a <style> element. */
  css: string;
}

interface ManifestChunk {
  file: string;
  css?: string[];
}

export function loadPublicAssets(webDir: string | undefined): PublicAssets {
  const manifestFile = webDir ? join(webDir, '.vite', 'manifest.json') : '';
  if (!webDir || !existsSync(manifestFile)) return { scriptSrc: null, css: '' };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    ManifestChunk | undefined
  >;
  const entry = manifest[PUBLIC_PAGE_ENTRY];
  if (!entry) return { scriptSrc: null, css: '' };
  const css = (entry.css ?? []).map((file) => readFileSync(join(webDir, file), 'utf8')).join('\n');
  return { scriptSrc: `/${entry.file}`, css };
}
