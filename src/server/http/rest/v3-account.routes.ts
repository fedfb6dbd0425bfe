/**
 * Pocket v3 account settings (docs/POCKET-COMPATIBILITY.md §3.6): POST /v3/acctchange,
 * /v3/setAvatar,
 * /v3/accountClear and /v3/accountDelete. Session cookie only (an app's token must not change
 * the account: 403, X-Error-Code 5200); the app-wide same-origin check guards the cookie.
 * Fields come from the body only (JSON or form; setAvatar also multipart), never the query
 * string, where passwords would end up in logs. Success: {status: 1, …}; failure: the v3
 * error headers plus {status: 0, error, field} so the page can show the message by the field.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../../accounts/accounts.service.js';
import { canChangeAccountSettings } from '../../accounts/accounts.policy.js';
import { MAX_AVATAR_BYTES } from '../../accounts/avatar-image.js';
import type { Config } from '../../config.js';
import type { Actor } from '../../core/actor.js';
import { authorize } from '../../core/authorize.js';
import { badInput, DomainError } from '../../core/errors.js';
import type { Services } from '../../services.js';
import { clearSessionCookie, SESSION_COOKIE } from '../auth.js';
import { STATUS_BY_KIND } from '../errors.js';
import { v3Actor } from './v3-auth.js';
import { sendV3Error, V3_ERROR_CODE } from './v3-errors.js';
import { flag } from './v3-params.js';

/** A v3 error whose body also names the field, so the page can show the message beside it. */
function sendFailure(
  reply: FastifyReply,
  status: number,
  code: number,
  message: string,
  field: string | undefined,
) {
  return sendV3Error(reply, status, code, message, {
    status: 0,
    error: message,
    field: field ?? null,
  });
}

/** Upload errors of @fastify/multipart (FST_*), by code. */
function multipartFailure(reply: FastifyReply, error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return sendFailure(reply, 413, 413, 'This file is larger than 5 MB.', 'file');
  }
  if (
    typeof code === 'string' &&
    /^FST_(FILES|PARTS|FIELDS)_LIMIT$|^FST_INVALID_MULTIPART/.test(code)
  ) {
    return sendFailure(reply, 400, 130, 'Send one image file.', 'file');
  }
  return undefined;
}

/** Runs a handler; domain and upload errors become failure replies. */
async function answer(reply: FastifyReply, handler: () => Promise<object>) {
  try {
    return { status: 1, ...(await handler()) };
  } catch (error) {
    if (error instanceof DomainError) {
      return sendFailure(
        reply,
        STATUS_BY_KIND[error.kind],
        V3_ERROR_CODE[error.kind],
        error.message,
        error.field,
      );
    }
    const sent = multipartFailure(reply, error);
    if (sent) return sent;
    throw error;
  }
}

async function requireSession(request: FastifyRequest, services: Services): Promise<Actor> {
  const actor = await v3Actor(request, services);
  authorize(
    canChangeAccountSettings(actor),
    'Account settings can be changed only when signed in on the website.',
  );
  return actor;
}

const bodyOf = (request: FastifyRequest): Record<string, unknown> =>
  request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};

const profileOf = (user: User) => ({
  first_name: user.firstName,
  last_name: user.lastName,
  description: user.description,
});

/** The uploaded file (one part, any field name) or a remove flag, from a multipart body. */
async function readAvatarUpload(
  request: FastifyRequest,
): Promise<{ file: Buffer | undefined; remove: boolean }> {
  let file: Buffer | undefined;
  let remove = false;
  // Beyond 5 MB toBuffer() throws (FST_REQ_FILE_TOO_LARGE): the plugin's default.
  const parts = request.parts({
    limits: { fileSize: MAX_AVATAR_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') file = await part.toBuffer();
      else if (part.fieldname === 'remove') remove = flag(part.value);
    }
  } catch (error) {
    // The plugin's own limits carry an FST_ code (multipartFailure answers them); anything else
    // the parser throws ("Unexpected end of form", a malformed part header) is a broken body.
    if (typeof (error as { code?: unknown } | null)?.code === 'string') throw error;
    throw badInput(
      'The upload was cut off or is not a valid form. Send the picture again.',
      'file',
    );
  }
  return { file, remove };
}

export function v3AccountRoutes(services: Services, config: Config) {
  const secure = config.publicUrl.startsWith('https:');
  return async (app: FastifyInstance) => {
    // Scoped to this plugin: only setAvatar reads multipart bodies.
    await app.register(multipart, { limits: { fileSize: MAX_AVATAR_BYTES, files: 1 } });

    app.post('/v3/acctchange', (request, reply) =>
      answer(reply, async () => {
        const actor = await requireSession(request, services);
        const cookie = request.cookies[SESSION_COOKIE];
        const keep = cookie ? services.auth.sessionKey(cookie)?.tokenHash : undefined;
        const change = await services.accountSettings.change(actor, bodyOf(request), keep);
        switch (change.kind) {
          case 'profile':
            return { user: profileOf(change.user) };
          case 'username':
            return { user: { username: change.user.username } };
          case 'email':
            return { user: { email: change.user.email } };
          case 'password':
            return {};
        }
      }),
    );

    app.post('/v3/setAvatar', (request, reply) =>
      answer(reply, async () => {
        const actor = await requireSession(request, services);
        const upload = request.isMultipart()
          ? await readAvatarUpload(request)
          : { file: undefined, remove: flag(bodyOf(request).remove) };
        if (upload.file) {
          if (upload.file.length === 0) throw badInput('The file is empty.', 'file');
          return { url: await services.avatars.set(actor, upload.file) };
        }
        if (upload.remove) {
          await services.avatars.remove(actor);
          return { url: null };
        }
        throw badInput(
          'Choose an image file to upload, or send remove to remove your picture.',
          'file',
        );
      }),
    );

    app.post('/v3/accountClear', (request, reply) =>
      answer(reply, async () => {
        const actor = await requireSession(request, services);
        return { cleared: await services.accountSettings.clear(actor, bodyOf(request)) };
      }),
    );

    app.post('/v3/accountDelete', (request, reply) =>
      answer(reply, async () => {
        const actor = await requireSession(request, services);
        await services.accountSettings.deleteAccount(actor, bodyOf(request));
        clearSessionCookie(reply, secure);
        return {};
      }),
    );
  };
}
