/**
 * The server-rendered public pages: GET /share/:slug and GET /sharedlists/:externalId/:slug.
 * They need no account; a signed-in visitor (session cookie, read by http/auth.ts) also gets
 * Save/Saved states and, on lists, Report. Registered before the SPA fallback.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicListPath } from '../../../common/list-rules.js';
import type { Config } from '../../config.js';
import { DomainError } from '../../core/errors.js';
import type { Services } from '../../services.js';
import { isShareNotFound } from '../../shares/shares.types.js';
import { loadPublicAssets, type PublicAssets } from './assets.js';
import { renderErrorPage, type ImageUrlBuilder, type Visitor } from './layout.js';
import { renderListPage } from './list-page.js';
import { renderSharePage } from './share-page.js';

const visitorOf = (request: FastifyRequest): Visitor => ({
  signedIn: request.actor !== undefined,
  username: request.viewer?.username ?? null,
});

/** The page depends on the visitor's session: never shared by caches. */
const sendHtml = (reply: FastifyReply, status: number, page: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-cache')
    .header('vary', 'Cookie')
    .send(page);

export function publicPagesRoutes(services: Services, config: Config, webDir: string | undefined) {
  return async (app: FastifyInstance) => {
    const assets: PublicAssets = loadPublicAssets(webDir);
    const publicUrl = config.publicUrl;
    // Signed: logged-out visitors and link-preview crawlers must be able to load them.
    const imageUrl: ImageUrlBuilder = (src, options) => services.imageUrls.signedUrl(src, options);

    const notFoundPage = (request: FastifyRequest, reply: FastifyReply, what: string) =>
      sendHtml(
        reply,
        404,
        renderErrorPage({
          status: 404,
          heading: `This ${what} could not be found`,
          message: `The link may be mistyped, or the ${what} may have been removed or made private.`,
          visitor: visitorOf(request),
          assets,
          path: request.url,
        }),
      );

    app.get<{ Params: { slug: string } }>('/share/:slug', async (request, reply) => {
      const result = await services.shares.shareSlug(request.params.slug);
      if (isShareNotFound(result)) return notFoundPage(request, reply, 'shared page');
      const saved = request.actor
        ? await services.saves.savedUrls(request.actor, [result.targetUrl])
        : new Map<string, number>();
      return sendHtml(
        reply,
        200,
        renderSharePage({
          share: result,
          visitor: visitorOf(request),
          savedItemId: saved.get(result.targetUrl),
          assets,
          publicUrl,
          imageUrl,
        }),
      );
    });

    app.get<{ Params: { externalId: string; slug: string } }>(
      '/sharedlists/:externalId/:slug',
      async (request, reply) => {
        const { externalId, slug } = request.params;
        let list;
        try {
          list = await services.lists.publicList(externalId, slug);
        } catch (error) {
          if (error instanceof DomainError && error.kind === 'FORBIDDEN') {
            return sendHtml(
              reply,
              403,
              renderErrorPage({
                status: 403,
                heading: 'This list has been hidden by moderators',
                message:
                  'It was reported and found to break the rules of this Satchel, so it is no longer shown.',
                visitor: visitorOf(request),
                assets,
                path: request.url,
              }),
            );
          }
          if (error instanceof DomainError && error.kind === 'NOT_FOUND') {
            return notFoundPage(request, reply, 'list');
          }
          throw error;
        }
        const pageUrl = `${publicUrl}${publicListPath(list.externalId, list.slug)}`;
        const saved = request.actor
          ? await services.saves.savedUrls(request.actor, [
              pageUrl,
              ...list.items.map((item) => item.url),
            ])
          : new Map<string, number>();
        return sendHtml(
          reply,
          200,
          renderListPage({
            list,
            visitor: visitorOf(request),
            saved,
            pageUrl,
            assets,
            publicUrl,
            imageUrl,
          }),
        );
      },
    );
  };
}
