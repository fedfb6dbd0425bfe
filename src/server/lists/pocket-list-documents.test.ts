/**
 * Pocket's own list documents (docs/POCKET-COMPATIBILITY.md §1.7), sent as its web client sent
 * them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POCKET_LIST_DOCUMENTS as DOCS } from '../test/pocket-list-documents.js';
import { createTestApp, graphql, signUp, type TestApp } from '../test/test-app.js';

type ItemData = Record<string, unknown> & {
  externalId: string;
  itemId?: string;
  title?: string | null;
  imageUrl?: string | null;
  note?: string | null;
  sortOrder?: number;
};
interface ListData extends Record<string, unknown> {
  externalId: string;
  title: string;
  items: { edges: Array<{ cursor: string; node: ItemData }>; totalCount: number };
}
type PublicData = Record<string, unknown> & { listItems: ItemData[] };

describe("Pocket's list documents", () => {
  let t: TestApp;
  let user: { cookie: string; username: string };
  let listId: string;
  const itemIds: string[] = [];

  const send = async <T>(name: keyof typeof DOCS, variables: Record<string, unknown> = {}) => {
    // The second GetShareableLists document is sent under the same operation name.
    const operation = name === 'GetShareableListsRecent' ? 'GetShareableLists' : name;
    const response = await graphql<T>(t.app, user, DOCS[name], variables, operation);
    expect(response.errors).toBeUndefined();
    return response.data!;
  };

  beforeAll(async () => {
    t = await createTestApp();
    user = await signUp(t.app, { username: 'pocket_client' });
  });
  afterAll(() => t.close());

  it('GetShareableListPilotStatus', async () => {
    expect(await send('GetShareableListPilotStatus')).toEqual({ shareableListsPilotUser: true });
  });

  it('CreateShareableList with a first item', async () => {
    const data = await send<{ createShareableList: ListData }>('CreateShareableList', {
      listData: { title: 'Pocket picks', description: 'Best of the week' },
      listItemData: {
        itemId: '101',
        url: 'https://example.com/a',
        title: 'A',
        excerpt: 'About A',
        imageUrl: 'https://example.com/a.jpg',
        publisher: 'Example',
        authors: 'Ann',
        sortOrder: 1,
      },
      pagination: { first: 30 },
    });
    const list = data.createShareableList;
    listId = list.externalId;
    expect(list).toMatchObject({
      title: 'Pocket picks',
      status: 'PRIVATE',
      slug: null,
      moderationStatus: 'VISIBLE',
      description: 'Best of the week',
      items: {
        totalCount: 1,
        edges: [{ node: { title: 'A', imageUrl: 'https://example.com/a.jpg' } }],
        pageInfo: { hasNextPage: false, hasPreviousPage: false },
      },
    });
    itemIds.push(list.items.edges[0]!.node.externalId);
  });

  it('CreateAndAddToShareableList with the first 3 items', async () => {
    const data = await send<{ createAndAddToShareableList: ListData }>(
      'CreateAndAddToShareableList',
      {
        listData: { title: 'Three at once' },
        itemData: [1, 2, 3].map((n) => ({ itemId: String(200 + n), url: `https://x.org/${n}` })),
        pagination: { first: 30 },
      },
    );
    expect(data.createAndAddToShareableList.items.totalCount).toBe(3);
    expect(data.createAndAddToShareableList.items.edges.map((edge) => edge.node.imageUrl)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('BulkCreateShareableListItems and CreateShareableListItem', async () => {
    const bulk = await send<{ addToShareableList: ListData }>('BulkCreateShareableListItems', {
      listExternalId: listId,
      items: [
        { itemId: '102', url: 'https://example.com/b', title: 'B' },
        { itemId: '103', url: 'https://example.com/c', title: 'C' },
      ],
      pagination: { first: 30 },
    });
    expect(bulk.addToShareableList).toMatchObject({ externalId: listId, items: { totalCount: 3 } });
    itemIds.push(
      ...bulk.addToShareableList.items.edges.slice(1).map((edge) => edge.node.externalId),
    );
    const one = await send<{ createShareableListItem: ItemData }>('CreateShareableListItem', {
      data: {
        listExternalId: listId,
        itemId: '104',
        url: 'https://example.com/d',
        title: 'D',
        publisher: 'Dee',
        sortOrder: 4,
      },
    });
    expect(one.createShareableListItem).toMatchObject({
      itemId: '104',
      sortOrder: 4,
      title: 'D',
      url: 'https://example.com/d',
      publisher: 'Dee',
      imageUrl: null,
      excerpt: null,
    });
    itemIds.push(one.createShareableListItem.externalId);
  });

  it('UpdateShareableListItem (note) and UpdateShareableListItems (reorder)', async () => {
    const note = await send<{ updateShareableListItem: ItemData }>('UpdateShareableListItem', {
      data: { externalId: itemIds[0], note: 'Read this first' },
    });
    expect(note.updateShareableListItem).toMatchObject({
      externalId: itemIds[0],
      note: 'Read this first',
    });
    const reorder = await send<{ updateShareableListItems: ItemData[] }>(
      'UpdateShareableListItems',
      {
        data: [
          { externalId: itemIds[3], sortOrder: 1 },
          { externalId: itemIds[0], sortOrder: 2 },
        ],
      },
    );
    expect(reorder.updateShareableListItems.map((item) => item.sortOrder)).toEqual([1, 2]);
  });

  it('updateShareableList publishes the list', async () => {
    const data = await send<{ updateShareableList: Record<string, unknown> }>(
      'updateShareableList',
      {
        data: {
          externalId: listId,
          title: 'Pocket picks',
          description: 'Best of the week',
          status: 'PUBLIC',
          listItemNoteVisibility: 'PUBLIC',
        },
      },
    );
    expect(data.updateShareableList).toMatchObject({
      status: 'PUBLIC',
      slug: 'pocket-picks',
      listItemNoteVisibility: 'PUBLIC',
    });
  });

  it('ShareableList, both GetShareableLists documents and ShareableListPublic', async () => {
    const owner = await send<{ shareableList: ListData }>('ShareableList', {
      externalId: listId,
      pagination: { first: 30 },
    });
    const titles = owner.shareableList.items.edges.map((edge) => edge.node.title);
    // D and A were moved to 1 and 2; B (2) now ties A and follows it by creation time.
    expect(titles).toEqual(['D', 'A', 'B', 'C']);
    expect(owner.shareableList.items.edges[1]!.node).toMatchObject({
      note: 'Read this first',
      authors: 'Ann',
      excerpt: 'About A',
    });

    const all = await send<{ shareableLists: ListData[] }>('GetShareableLists', {
      pagination: { first: 30 },
    });
    expect(all.shareableLists.map((list) => list.title)).toEqual(['Three at once', 'Pocket picks']);
    const recent = await send<{ shareableLists: ListData[] }>('GetShareableListsRecent', {
      pagination: { first: 30 },
    });
    const edge = recent.shareableLists[1]!.items.edges[0]!;
    expect(edge.node.itemId).toBe(edge.node.externalId);

    const pub = await send<{ shareableListPublic: PublicData }>('ShareableListPublic', {
      externalId: listId,
      slug: 'pocket-picks',
    });
    expect(pub.shareableListPublic).toMatchObject({
      title: 'Pocket picks',
      status: 'PUBLIC',
      moderationStatus: 'VISIBLE',
      user: { username: 'pocket_client', avatarUrl: null },
    });
    expect(pub.shareableListPublic.listItems.map((item) => item.note)).toEqual([
      null,
      'Read this first',
      null,
      null,
    ]);
  });

  it('deleteShareableListItem and DeleteShareableList', async () => {
    const item = await send<{ deleteShareableListItem: { externalId: string } }>(
      'deleteShareableListItem',
      { externalId: itemIds[1] },
    );
    expect(item.deleteShareableListItem.externalId).toBe(itemIds[1]);
    const list = await send<{ deleteShareableList: { externalId: string } }>(
      'DeleteShareableList',
      { externalId: listId },
    );
    expect(list.deleteShareableList.externalId).toBe(listId);
  });
});
