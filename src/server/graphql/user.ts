/** User: the signed-in account (query `user`) and its saves (docs/POCKET-COMPATIBILITY.md §2.2). */
import { statusesOf, tagFilterOf } from '../../common/saved-item-filter.js';
import type { OwnAccount } from '../accounts/accounts.service.js';
import { tagNameFromId } from './annotations.js';
import { requireActor } from './auth.js';
import { builder } from './builder.js';
import { PaginationInput } from './pagination.js';
import { SavedItemConnection, SavedItemsFilter, SavedItemsSort } from './saved-item.js';

const PremiumStatus = builder.enumType('PremiumStatus', {
  values: ['NEVER', 'ACTIVE', 'EXPIRED'] as const,
});

/** Tag names and Pocket tag ids (base64 of name + "__xpktxtagx__") as one tag filter. */
function tagFilter(
  names: string[] | null | undefined,
  ids: Array<string | number> | null | undefined,
) {
  const fromIds = (ids ?? []).map(tagNameFromId);
  const tags = tagFilterOf([...(names ?? []), ...fromIds]);
  return tags && { names: [...tags.names], untagged: tags.untagged };
}

const fromUnix = (seconds: number | null | undefined): Date | undefined =>
  seconds === null || seconds === undefined ? undefined : new Date(seconds * 1000);

type SavedItemsArgs = {
  filter?: typeof SavedItemsFilter.$inferInput | null;
  sort?: typeof SavedItemsSort.$inferInput | null;
  pagination?: typeof PaginationInput.$inferInput | null;
};

/** GraphQL savedItems arguments → the saves service's list options (also used by Tag.savedItems). */
export function savedItemsQuery({ filter, sort, pagination }: SavedItemsArgs) {
  // The filter rules the web client applies to its cache too (src/common/saved-item-filter.ts).
  const statuses = statusesOf(filter?.status, filter?.statuses);
  return {
    filter: {
      statuses,
      isFavorite: filter?.isFavorite ?? undefined,
      isArchived: filter?.isArchived ?? undefined,
      updatedSince: fromUnix(filter?.updatedSince),
      updatedBefore: fromUnix(filter?.updatedBefore),
      isHighlighted: filter?.isHighlighted ?? undefined,
      contentType: filter?.contentType ?? undefined,
      tags: tagFilter(filter?.tagNames, filter?.tagIds),
    },
    sortBy: sort?.sortBy,
    sortOrder: sort?.sortOrder,
    pagination: pagination ?? undefined,
  };
}

export const User = builder.objectRef<OwnAccount>('User').implement({
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: (user) => String(user.id) }),
    username: t.exposeString('username'),
    // Null for an app's access token (accounts/own-account.ts, docs/API.md "Scopes").
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    name: t.string({
      resolve: (user) => [user.firstName, user.lastName].filter(Boolean).join(' ') || null,
    }),
    avatarUrl: t.exposeString('avatarUrl'),
    description: t.exposeString('description'),
    isPremium: t.exposeBoolean('isPremium'),
    premiumStatus: t.expose('premiumStatus', { type: PremiumStatus }),
    accountCreationDate: t.expose('createdAt', { type: 'ISOString' }),
    isFxa: t.exposeBoolean('isFxa'),
    savedItems: t.field({
      type: SavedItemConnection,
      description:
        "The user's saves. Without a status filter, deleted and hidden saves are included (as in Pocket).",
      args: {
        filter: t.arg({ type: SavedItemsFilter }),
        sort: t.arg({ type: SavedItemsSort }),
        pagination: t.arg({ type: PaginationInput }),
      },
      resolve: (_user, args, context) =>
        context.services.saves.list(requireActor(context), savedItemsQuery(args)),
    }),
  }),
});

builder.queryField('user', (t) =>
  t.field({
    type: User,
    description:
      'The signed-in user. Unauthenticated calls get an error with extensions.status 401.',
    resolve: (_root, _args, context) =>
      context.viewer ?? context.services.accounts.me(requireActor(context)),
  }),
);
