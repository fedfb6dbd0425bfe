/** Helpers for the list tests: GraphQL documents and small factories through the API. */
import type { FastifyInstance } from 'fastify';
import type { ShareableListItem } from '../lists/lists.types.js';
import {
  createTestApp,
  graphql,
  signUp,
  type Auth,
  type GraphQLResponse,
  type TestApp,
} from '../test/test-app.js';

export const LIST_FIELDS = `externalId title description status slug listItemNoteVisibility
  moderationStatus moderatedBy moderationReason createdAt updatedAt`;
export const ITEM_FIELDS = `externalId itemId url title excerpt note imageUrl publisher authors
  sortOrder createdAt updatedAt`;

export interface ListJson {
  externalId: string;
  title: string;
  description: string | null;
  status: 'PRIVATE' | 'PUBLIC';
  slug: string | null;
  listItemNoteVisibility: 'PRIVATE' | 'PUBLIC';
  moderationStatus: 'VISIBLE' | 'HIDDEN';
  moderatedBy: string | null;
  moderationReason: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A list item as GraphQL answers it: the stored fields, dates as strings. */
export type ItemJson = Omit<ShareableListItem, 'id' | 'listId' | 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};

/** A fresh test app with one signed-up reader (the lists tests' "alice"); close it afterwards. */
export async function openListsApp(): Promise<{ t: TestApp; alice: { cookie: string } }> {
  const t = await createTestApp();
  return { t, alice: await signUp(t.app) };
}

/** The reader's lists, newest first, as shareableLists answers them. */
export async function listsOf(app: FastifyInstance, auth: Auth): Promise<ListJson[]> {
  const response = await graphql<{ shareableLists: ListJson[] }>(
    app,
    auth,
    `{ shareableLists { ${LIST_FIELDS} } }`,
  );
  return response.data!.shareableLists;
}

let counter = 0;
/** An AddItemInput for a fresh URL. */
export function itemInput(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    itemId: String(1000 + counter),
    url: `https://example.com/article-${counter}`,
    title: `Article ${counter}`,
    excerpt: `About article ${counter}`,
    imageUrl: `https://example.com/image-${counter}.jpg`,
    publisher: 'Example',
    authors: 'Ada, Grace',
    ...overrides,
  };
}

/** The first error's code, or undefined when there is none. */
export const errorCode = (response: GraphQLResponse<unknown>) =>
  response.errors?.[0]?.extensions?.code as string | undefined;

export async function createList(
  app: FastifyInstance,
  auth: Auth,
  listData: Record<string, unknown>,
  itemData: Array<Record<string, unknown>> = [],
): Promise<ListJson> {
  const response = itemData.length
    ? await graphql<{ createAndAddToShareableList: ListJson }>(
        app,
        auth,
        `mutation($listData: CreateShareableListInput!, $itemData: [AddItemInput!]!) {
          createAndAddToShareableList(listData: $listData, itemData: $itemData) { ${LIST_FIELDS} } }`,
        { listData, itemData },
      )
    : await graphql<{ createShareableList: ListJson }>(
        app,
        auth,
        `mutation($listData: CreateShareableListInput!) {
          createShareableList(listData: $listData) { ${LIST_FIELDS} } }`,
        { listData },
      );
  const data = response.data as
    { createAndAddToShareableList?: ListJson; createShareableList?: ListJson } | undefined;
  const list = data?.createAndAddToShareableList ?? data?.createShareableList;
  if (!list) throw new Error(`list creation failed: ${JSON.stringify(response.errors)}`);
  return list;
}

export function addItems(
  app: FastifyInstance,
  auth: Auth,
  listExternalId: string,
  items: Array<Record<string, unknown>>,
) {
  return graphql<{ addToShareableList: ListJson }>(
    app,
    auth,
    `mutation($id: ID!, $items: [AddItemInput!]!) {
      addToShareableList(listExternalId: $id, items: $items) { ${LIST_FIELDS} } }`,
    { id: listExternalId, items },
  );
}

export interface ItemsPageJson {
  edges: Array<{ cursor: string; node: ItemJson }>;
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  totalCount: number;
}

export function getList(
  app: FastifyInstance,
  auth: Auth,
  externalId: string,
  pagination?: Record<string, unknown>,
) {
  return graphql<{ shareableList: (ListJson & { items: ItemsPageJson }) | null }>(
    app,
    auth,
    `query($id: ID!, $pagination: PaginationInput) { shareableList(externalId: $id) {
      ${LIST_FIELDS} items(pagination: $pagination) {
        edges { cursor node { ${ITEM_FIELDS} } }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount } } }`,
    { id: externalId, pagination },
  );
}

export function updateList(app: FastifyInstance, auth: Auth, data: Record<string, unknown>) {
  return graphql<{ updateShareableList: ListJson }>(
    app,
    auth,
    `mutation($data: UpdateShareableListInput!) { updateShareableList(data: $data) { ${LIST_FIELDS} } }`,
    { data },
  );
}

export const PUBLIC_QUERY = `query($id: ID!, $slug: String!) { shareableListPublic(externalId: $id, slug: $slug) {
  externalId slug title description status moderationStatus listItemNoteVisibility createdAt updatedAt
  user { username avatarUrl } listItems { ${ITEM_FIELDS} } } }`;

export function publicList(app: FastifyInstance, auth: Auth, externalId: string, slug: string) {
  return graphql<{ shareableListPublic: Record<string, unknown> | null }>(app, auth, PUBLIC_QUERY, {
    id: externalId,
    slug,
  });
}
