/** The Pothos schema builder and the GraphQL context. No types are defined here. */
import SchemaBuilder from '@pothos/core';
import type { OwnAccount } from '../accounts/accounts.service.js';
import type { Actor } from '../core/actor.js';
import type { Services } from '../services.js';

export interface GraphQLContext {
  actor: Actor | undefined;
  /** The caller's account as read during authentication (saves a query for `user`). */
  viewer: OwnAccount | undefined;
  /** Why the caller's credentials were refused, when they sent some. */
  authFailure: string | undefined;
  services: Services;
  /**
   * The page's origin when the browser's Origin header names this server as the request reached
   * it (e.g. http://127.0.0.1:3000 while PUBLIC_URL says localhost); links the page itself must
   * call, such as an import's upload link, use it.
   */
  pageOrigin: string | undefined;
}

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: {
    ID: { Input: string; Output: string | number };
    ISOString: { Input: string; Output: Date | string };
    ValidUrl: { Input: string; Output: string };
    Url: { Input: string; Output: string };
  };
}>({});

builder.queryType({});
builder.mutationType({});
