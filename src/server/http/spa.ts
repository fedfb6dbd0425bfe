/**
 * Serves the built web client (dist/web): hashed files under /assets/ are cached for a year,
 * everything else is revalidated (the service worker and web app manifest with `no-cache`, so an
 * update is seen at once), and client routes get index.html.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.js';
import { isSavePage, savesAtOnce, withSavePermission } from './save-page.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
// docs/ARCHITECTURE.md "Installable app and offline": a browser checks sw.js for a new version.
const NO_CACHE_FILES = ['/sw.js', '/manifest.webmanifest'];

function cacheControlFor(path: string): string {
  if (path.includes('/assets/')) return IMMUTABLE;
  return NO_CACHE_FILES.some((file) => path.endsWith(file)) ? 'no-cache' : REVALIDATE;
}

const API_PREFIXES = ['/api/', '/graphql', '/v3/', '/healthz', '/readyz', '/image-cache'];

/** A client route's own index.html (its head filled in, docs/RECOMMENDATIONS.md), or null. */
export type ClientPageRenderer = (
  url: string,
  indexHtml: string,
) => Promise<{ status: number; html: string } | null>;

export async function registerSpa(
  app: FastifyInstance,
  webDir: string,
  renderClientPage?: ClientPageRenderer,
): Promise<void> {
  const indexFile = join(webDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile) : undefined;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        void res.header('cache-control', cacheControlFor(path));
      },
    });
  }
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendError(
      reply,
      404,
      'NOT_FOUND',
      `No route for ${request.method} ${request.url.split('?')[0]}`,
    );
  const isClientRoute = (url: string) =>
    !API_PREFIXES.some((prefix) => url.startsWith(prefix)) && !url.startsWith('/assets/');

  if (indexHtml) {
    // A real route (not the not-found handler) so that compression and other hooks apply.
    const indexText = indexHtml.toString('utf8');
    app.get('/*', async (request, reply) => {
      if (!isClientRoute(request.url)) return notFound(request, reply);
      if (isSavePage(request.url)) {
        // Its HTML depends on how the browser got here (save-page.ts): never reused from a cache.
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('vary', 'Sec-Fetch-Site, Sec-Fetch-User')
          .send(withSavePermission(indexText, savesAtOnce(request.headers)));
      }
      const page = await renderClientPage?.(request.url, indexText);
      return reply
        .code(page?.status ?? 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(page?.html ?? indexHtml);
    });
  }
  app.setNotFoundHandler(notFound);
}
