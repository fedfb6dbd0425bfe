/** Relay pagination types shared by every connection (PaginationInput, PageInfo). */
import type { PageInfo as ServicePageInfo } from '../core/pagination.js';
import { builder } from './builder.js';

export const PaginationInput = builder.inputType('PaginationInput', {
  description:
    'Relay pagination: first/after pages forward, last/before backward. Default page 30, maximum 100.',
  fields: (t) => ({
    after: t.string(),
    before: t.string(),
    first: t.int(),
    last: t.int(),
  }),
});

export type PageInfoShape = ServicePageInfo;

export const PageInfo = builder.objectRef<PageInfoShape>('PageInfo').implement({
  fields: (t) => ({
    hasNextPage: t.exposeBoolean('hasNextPage', { nullable: false }),
    hasPreviousPage: t.exposeBoolean('hasPreviousPage', { nullable: false }),
    startCursor: t.exposeString('startCursor'),
    endCursor: t.exposeString('endCursor'),
  }),
});

/** The PageInfo of a page whose edges have `cursors`, in order. */
export const pageInfoOf = (
  page: { hasNextPage: boolean; hasPreviousPage: boolean },
  cursors: readonly string[],
): PageInfoShape => ({
  hasNextPage: page.hasNextPage,
  hasPreviousPage: page.hasPreviousPage,
  startCursor: cursors[0] ?? null,
  endCursor: cursors[cursors.length - 1] ?? null,
});
