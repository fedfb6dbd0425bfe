/**
 * The upload end of an import (docs/POCKET-COMPATIBILITY.md §5): PUT the export file's bytes to the
 * link that `importUploadUrl` handed out. The link's token is the permission, as with Pocket's
 * pre-signed S3 URL, so no session is needed; Pocket's own path
 * `/web-client-api/import?preSignedUrl=<link>` works too. The file is read before the answer, in a
 * worker thread off the event loop: one we cannot read is refused with the reason. A link takes one
 * file: a second upload gets 409.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badInput } from '../../core/errors.js';
import { IMPORT_LIMITS } from '../../imports/import-record.js';
import type { Services } from '../../services.js';
import { sendError } from '../errors.js';

type UploadRequest = FastifyRequest<{ Querystring: Record<string, string | undefined> }>;

function tokenOf(request: UploadRequest): string {
  const { token, preSignedUrl } = request.query;
  if (token) return token;
  if (preSignedUrl) {
    try {
      const inner = new URL(preSignedUrl, 'http://satchel.invalid');
      if (inner.searchParams.get('token')) return inner.searchParams.get('token')!;
    } catch {
      // fall through to the error below
    }
  }
  throw badInput('The upload link is missing its token. Start the import again.', 'token');
}

function fileNameOf(request: FastifyRequest): string | null {
  const header = request.headers['x-file-name'];
  if (typeof header !== 'string' || header === '') return null;
  try {
    return decodeURIComponent(header).slice(0, 255);
  } catch {
    return header.slice(0, 255);
  }
}

export function importsRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    // Whatever the declared type (a .json export may come as application/json), the body is
    // the file's bytes.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    app.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return sendError(reply, 413, 'FILE_TOO_LARGE', 'The file is larger than 50 MB.', 'file');
      }
      if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_BODY') {
        return sendError(reply, 400, 'BAD_USER_INPUT', 'The file is empty.', 'file');
      }
      throw error; // the app-wide handler answers the rest
    });

    const upload = async (request: UploadRequest, reply: FastifyReply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const row = await services.imports.accept(tokenOf(request), fileNameOf(request), body);
      return reply.status(202).send({ import: { id: String(row.id), total: row.total } });
    };
    const options = { bodyLimit: IMPORT_LIMITS.maxFileBytes };
    app.put('/api/imports/upload', options, upload);
    app.post('/api/imports/upload', options, upload);
    app.put('/web-client-api/import', options, upload);
  };
}
