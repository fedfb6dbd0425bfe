/**
 * Who /v3/add and /v3/send act for. Pocket accepted GET for both; a GET is not CSRF-checked
 * (csrf.ts), so a GET that carries the session cookie is refused — otherwise any page could save
 * or delete for a signed-in visitor with an <img src>. Token callers may use either method.
 */
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../core/actor.js';
import { forbidden } from '../../core/errors.js';
import type { Services } from '../../services.js';
import { SESSION_COOKIE } from '../auth.js';
import { v3Actor } from './v3-auth.js';

export async function v3WriteActor(request: FastifyRequest, services: Services): Promise<Actor> {
  const bearer = request.headers.authorization?.toLowerCase().startsWith('bearer ');
  if (request.method === 'GET' && !bearer && request.cookies[SESSION_COOKIE] !== undefined) {
    throw forbidden('Signed in with a cookie, send this as a POST.');
  }
  return v3Actor(request, services);
}
