/**
 * OPML in and out for feed subscriptions (docs/API.md "Feeds"). POST /api/feeds/opml takes one
 * multipart file (field `file`, up to 2 MB) and subscribes to its feeds in their folders,
 * answering what it did and the outlines it could not take; GET /api/feeds/opml downloads the
 * user's subscriptions as OPML 2.0. Signed-in callers only; the app-wide same-origin check guards
 * the session cookie on the upload.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badInput } from '../../core/errors.js';
import type { Services } from '../../services.js';
import { SUBSCRIPTION_LIMITS } from '../../discovery/subscriptions/subscription-limits.js';
import { requireActor } from '../auth.js';
import { sendError } from '../errors.js';

const TOO_LARGE = 'The file is larger than 2 MB. Export fewer feeds, or split the file.';

/** The bytes of the `file` part; the plugin throws FST_REQ_FILE_TOO_LARGE past the limit. */
async function readOpmlUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw badInput('Send the OPML file as a multipart form upload in the field "file".', 'file');
  }
  let file: Buffer | undefined;
  const parts = request.parts({
    limits: { fileSize: SUBSCRIPTION_LIMITS.maxOpmlBytes, files: 1, fields: 10, parts: 11 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === 'file') file = await part.toBuffer();
      else if (part.type === 'file') await part.toBuffer(); // drained, not used
    }
  } catch (error) {
    if (typeof (error as { code?: unknown } | null)?.code === 'string') throw error;
    throw badInput('The upload was cut off or is not a valid form. Send the file again.', 'file');
  }
  if (!file) throw badInput('Choose an OPML file to upload (the field "file").', 'file');
  return file;
}

export function feedsOpmlRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    // Scoped to this plugin: only the OPML upload reads multipart bodies here.
    await app.register(multipart, {
      limits: { fileSize: SUBSCRIPTION_LIMITS.maxOpmlBytes, files: 1 },
    });

    app.post('/api/feeds/opml', async (request, reply) => {
      const actor = requireActor(request);
      let file: Buffer;
      try {
        file = await readOpmlUpload(request);
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') {
          return sendError(reply, 413, 'FILE_TOO_LARGE', TOO_LARGE, 'file');
        }
        if (
          typeof code === 'string' &&
          /^FST_(FILES|PARTS|FIELDS)_LIMIT$|^FST_INVALID_MULTIPART/.test(code)
        ) {
          return sendError(reply, 400, 'BAD_USER_INPUT', 'Send one OPML file.', 'file');
        }
        throw error;
      }
      return reply.send(await services.feedSubscriptions.importOpml(actor, file));
    });

    app.get('/api/feeds/opml', { exposeHeadRoute: false }, async (request, reply) => {
      const opml = await services.feedSubscriptions.exportOpml(requireActor(request));
      return reply
        .header('Content-Type', 'text/x-opml; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="satchel-feeds.opml"')
        .header('Cache-Control', 'no-store')
        .send(opml);
    });
  };
}
