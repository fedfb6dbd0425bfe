/** Small setup helpers for server tests: actors from cookies, saves through GraphQL. */
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../core/actor.js';
import type { Services } from '../services.js';
import { graphql, type Auth } from './test-app.js';

/** The Actor behind a `satchel_session=…` cookie header value, for service-level checks. */
export async function actorFromCookie(services: Services, cookie: string): Promise<Actor> {
  const value = cookie.replace(/^satchel_session=/, '');
  const caller = await services.auth.resolveSession(value);
  if (!caller) throw new Error(`no live session for cookie ${cookie}`);
  return caller.actor;
}

export interface SavedItemFields {
  id: string;
  url: string;
  status: string;
  isFavorite: boolean;
  _createdAt: number;
}

const UPSERT = `mutation Save($input: SavedItemUpsertInput!) {
  upsertSavedItem(input: $input) { id url status isFavorite _createdAt }
}`;

/** Saves a URL through GraphQL and returns the save; throws when the mutation fails. */
export async function saveUrl(
  app: FastifyInstance,
  auth: Auth,
  input: { url: string; isFavorite?: boolean; title?: string; timestamp?: number },
): Promise<SavedItemFields> {
  const response = await graphql<{ upsertSavedItem: SavedItemFields }>(app, auth, UPSERT, {
    input,
  });
  const saved = response.data?.upsertSavedItem;
  if (!saved) throw new Error(`upsertSavedItem failed: ${JSON.stringify(response.errors)}`);
  return saved;
}
