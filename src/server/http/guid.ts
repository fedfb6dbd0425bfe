/**
 * The visitor's session guid (docs/PRODUCT.md §4 "Visitor and user"): a random id in the sess_guid
 * cookie, kept a year.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const GUID_COOKIE = 'sess_guid';
const ONE_YEAR_SECONDS = 31_536_000;

/** Returns the visitor's guid, issuing one (and its cookie) when the visitor has none. */
export function ensureGuid(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = request.cookies[GUID_COOKIE];
  if (existing && /^[a-f0-9]{32}$/.test(existing)) return existing;
  const guid = randomBytes(16).toString('hex');
  // Readable by the client: the web app checks for it to decide whether a visitor is new.
  void reply.setCookie(GUID_COOKIE, guid, {
    path: '/',
    sameSite: 'lax',
    secure,
    maxAge: ONE_YEAR_SECONDS,
  });
  return guid;
}
