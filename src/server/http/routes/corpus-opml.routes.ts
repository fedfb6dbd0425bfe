/**
 * POST /api/admin/corpus/opml: instance feeds from an OPML file (multipart, field `file`, at most
 * 2 MB; an optional field `topic` for outlines whose folder or category names none). Session
 * cookie and CSRF like the other uploads; curators and administrators only (the service checks).
 * Answers {added, alreadyThere, problems}; a file that is not OPML is a 400.
 */
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { badInput } from '../../core/errors.js';
import type { Services } from '../../services.js';
import { requireActor } from '../auth.js';
import { sendError } from '../errors.js';

export const MAX_CORPUS_OPML_BYTES = 2 * 1024 * 1024;

async function readUpload(request: FastifyRequest): Promise<{ file?: Buffer; topic?: string }> {
  const upload: { file?: Buffer; topic?: string } = {};
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_CORPUS_OPML_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 200 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname === 'file') upload.file = await part.toBuffer();
        else await part.toBuffer();
      } else if (part.fieldname === 'topic' && typeof part.value === 'string') {
        upload.topic = part.value;
      }
    }
  } catch (error) {
    if (typeof (error as { code?: unknown } | null)?.code === 'string') throw error;
    throw badInput('The upload was cut off or is not a valid form. Send the file again.', 'file');
  }
  return upload;
}

export function corpusOpmlRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, { limits: { fileSize: MAX_CORPUS_OPML_BYTES, files: 1 } });
    app.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
        return sendError(reply, 413, 'FILE_TOO_LARGE', 'The file is larger than 2 MB.', 'file');
      }
      if (/^FST_(FILES|PARTS|FIELDS)_LIMIT$|^FST_INVALID_MULTIPART/.test(error.code)) {
        const message = 'Send one OPML file in the field "file".';
        return sendError(reply, 400, 'BAD_USER_INPUT', message, 'file');
      }
      throw error; // the app-wide handler answers domain errors and the rest
    });

    app.post('/api/admin/corpus/opml', async (request) => {
      const actor = requireActor(request);
      const { file, topic } = await readUpload(request);
      if (!file || file.length === 0) throw badInput('Choose an OPML file to upload.', 'file');
      return services.corpus.importOpml(actor, file.toString('utf8'), topic?.trim() || null);
    });
  };
}
