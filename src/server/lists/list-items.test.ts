/**
 * Items of lists: batches of 1–30, duplicates, notes, reorder, pages (docs/PRODUCT.md §10.1,
 * docs/POCKET-COMPATIBILITY.md §2.7).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addItems,
  createList,
  errorCode,
  getList,
  ITEM_FIELDS,
  itemInput,
  listsOf,
  openListsApp,
  type ItemJson,
} from '../test/list-factories.js';
import { graphql, signUp, type TestApp } from '../test/test-app.js';

describe('shareable lists: the items', () => {
  let t: TestApp;
  let alice: { cookie: string };

  beforeAll(async () => {
    ({ t, alice } = await openListsApp());
  });
  afterAll(() => t.close());
  const lists = () => listsOf(t.app, alice);

  it('adds 1–30 items per call, appending at list length + 1', async () => {
    const list = await createList(t.app, alice, { title: 'Batches' }, [
      itemInput(),
      itemInput(),
      itemInput(),
    ]);
    const batch = Array.from({ length: 30 }, () => itemInput());
    const added = await addItems(t.app, alice, list.externalId, batch);
    expect(added.errors).toBeUndefined();
    const tooMany = await addItems(t.app, alice, list.externalId, [
      ...Array.from({ length: 31 }, () => itemInput()),
    ]);
    expect(errorCode(tooMany)).toBe('BAD_USER_INPUT');
    expect(tooMany.errors![0]!.message).toMatch(/between 1 and 30/);
    const none = await addItems(t.app, alice, list.externalId, []);
    expect(errorCode(none)).toBe('BAD_USER_INPUT');

    const page = (await getList(t.app, alice, list.externalId, { first: 30 })).data!.shareableList!;
    expect(page.items.totalCount).toBe(33);
    expect(page.items.edges.map((edge) => edge.node.sortOrder)).toEqual(
      Array.from({ length: 30 }, (_, index) => index + 1),
    );
    expect(page.items.edges[3]!.node.url).toBe(batch[0]!.url);

    const one = await graphql<{ createShareableListItem: ItemJson }>(
      t.app,
      alice,
      `mutation($data: CreateShareableListItemInput!) { createShareableListItem(data: $data) { ${ITEM_FIELDS} } }`,
      { data: { ...itemInput({ imageUrl: '' }), listExternalId: list.externalId, sortOrder: 1 } },
    );
    expect(one.data?.createShareableListItem).toMatchObject({ sortOrder: 34, imageUrl: null });
  });
  it('createAndAddToShareableList needs 1–30 items', async () => {
    const response = await graphql(
      t.app,
      alice,
      `
        mutation ($l: CreateShareableListInput!, $i: [AddItemInput!]!) {
          createAndAddToShareableList(listData: $l, itemData: $i) {
            externalId
          }
        }
      `,
      { l: { title: 'Empty batch' }, i: [] },
    );
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    // Nothing half-written: the list was not created.
    expect((await lists()).some((list) => list.title === 'Empty batch')).toBe(false);
  });
  it('refuses a URL already in the list (or twice in one batch), writing nothing', async () => {
    const first = itemInput();
    const list = await createList(t.app, alice, { title: 'No duplicates' }, [first]);
    const fresh = itemInput();
    const again = await addItems(t.app, alice, list.externalId, [fresh, { ...first, itemId: '9' }]);
    expect(errorCode(again)).toBe('BAD_USER_INPUT');
    expect(again.errors![0]!.message).toContain(first.url);
    const twice = await addItems(t.app, alice, list.externalId, [fresh, fresh]);
    expect(errorCode(twice)).toBe('BAD_USER_INPUT');
    const page = (await getList(t.app, alice, list.externalId)).data!.shareableList!;
    expect(page.items.totalCount).toBe(1);
  });
  it('concurrent adds to one list run one after the other (distinct sortOrders, no duplicate URL)', async () => {
    const list = await createList(t.app, alice, { title: 'Concurrent adds' });
    const same = itemInput();
    const batches = [
      [itemInput(), itemInput()],
      [itemInput(), same],
      [same, itemInput()],
    ];
    const results = await Promise.all(
      batches.map((batch) => addItems(t.app, alice, list.externalId, batch)),
    );
    expect(results.map(errorCode).sort()).toEqual(['BAD_USER_INPUT', undefined, undefined]);
    const items = (await getList(t.app, alice, list.externalId)).data!.shareableList!.items;
    expect(items.totalCount).toBe(4);
    expect(items.edges.map((edge) => edge.node.sortOrder)).toEqual([1, 2, 3, 4]);
  });
  it('refuses items with a bad URL or itemId', async () => {
    const list = await createList(t.app, alice, { title: 'Bad items' });
    const badUrl = await addItems(t.app, alice, list.externalId, [
      itemInput({ url: 'ftp://x.y/z' }),
    ]);
    expect(errorCode(badUrl)).toBe('BAD_USER_INPUT');
    const badId = await addItems(t.app, alice, list.externalId, [itemInput({ itemId: 'abc' })]);
    expect(errorCode(badId)).toBe('BAD_USER_INPUT');
    const longNote = await addItems(t.app, alice, list.externalId, [
      itemInput({ note: 'n'.repeat(301) }),
    ]);
    expect(errorCode(longNote)).toBe('BAD_USER_INPUT');
  });
  it('adds, edits and removes notes (≤ 300 characters) and moves updatedAt of item and list', async () => {
    const list = await createList(t.app, alice, { title: 'Notes' }, [itemInput()]);
    const before = (await getList(t.app, alice, list.externalId)).data!.shareableList!;
    const item = before.items.edges[0]!.node;
    const note = (value: string | null) =>
      graphql<{ updateShareableListItem: { note: string | null; updatedAt: string } }>(
        t.app,
        alice,
        `
          mutation ($data: UpdateShareableListItemInput!) {
            updateShareableListItem(data: $data) {
              note
              updatedAt
              externalId
            }
          }
        `,
        { data: { externalId: item.externalId, note: value } },
      );
    const added = await note('  A good one  ');
    expect(added.data?.updateShareableListItem.note).toBe('A good one');
    expect(Date.parse(added.data!.updateShareableListItem.updatedAt)).toBeGreaterThan(
      Date.parse(item.updatedAt),
    );
    expect(errorCode(await note('n'.repeat(301)))).toBe('BAD_USER_INPUT');
    expect((await note('n'.repeat(300))).data?.updateShareableListItem.note).toHaveLength(300);
    expect((await note('')).data?.updateShareableListItem.note).toBeNull();
    const after = (await getList(t.app, alice, list.externalId)).data!.shareableList!;
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
  });
  it('reorders 1–30 items of one list in one call, all or nothing', async () => {
    const list = await createList(t.app, alice, { title: 'Reorder' }, [
      itemInput(),
      itemInput(),
      itemInput(),
    ]);
    const items = (
      await getList(t.app, alice, list.externalId)
    ).data!.shareableList!.items.edges.map((edge) => edge.node);
    const reorder = (data: Array<{ externalId: string; sortOrder: number }>) =>
      graphql<{ updateShareableListItems: ItemJson[] }>(
        t.app,
        alice,
        `
          mutation ($data: [UpdateShareableListItemsInput!]!) {
            updateShareableListItems(data: $data) {
              sortOrder
              updatedAt
              externalId
            }
          }
        `,
        { data },
      );
    const done = await reorder([
      { externalId: items[2]!.externalId, sortOrder: 1 },
      { externalId: items[0]!.externalId, sortOrder: 2 },
      { externalId: items[1]!.externalId, sortOrder: 3 },
    ]);
    expect(done.errors).toBeUndefined();
    const order = async () =>
      (await getList(t.app, alice, list.externalId)).data!.shareableList!.items.edges.map(
        (edge) => edge.node.externalId,
      );
    expect(await order()).toEqual([
      items[2]!.externalId,
      items[0]!.externalId,
      items[1]!.externalId,
    ]);

    // Items of two lists in one call: refused, and nothing moved.
    const other = await createList(t.app, alice, { title: 'Reorder other' }, [itemInput()]);
    const otherItem = (await getList(t.app, alice, other.externalId)).data!.shareableList!.items
      .edges[0]!.node;
    const mixed = await reorder([
      { externalId: items[0]!.externalId, sortOrder: 9 },
      { externalId: otherItem.externalId, sortOrder: 1 },
    ]);
    expect(errorCode(mixed)).toBe('BAD_USER_INPUT');
    expect(errorCode(await reorder([]))).toBe('BAD_USER_INPUT');
    expect(
      errorCode(
        await reorder(
          Array.from({ length: 31 }, (_, index) => ({
            externalId: items[0]!.externalId,
            sortOrder: index,
          })),
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(await order()).toEqual([
      items[2]!.externalId,
      items[0]!.externalId,
      items[1]!.externalId,
    ]);
  });
  it('pages items with first/after and last/before (0–30, default 30)', async () => {
    const list = await createList(
      t.app,
      alice,
      { title: 'Paging' },
      Array.from({ length: 30 }, () => itemInput()),
    );
    await addItems(
      t.app,
      alice,
      list.externalId,
      Array.from({ length: 5 }, () => itemInput()),
    );
    const first = (await getList(t.app, alice, list.externalId)).data!.shareableList!.items;
    expect(first.edges).toHaveLength(30);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = (
      await getList(t.app, alice, list.externalId, { first: 30, after: first.pageInfo.endCursor })
    ).data!.shareableList!.items;
    expect(second.edges.map((edge) => edge.node.sortOrder)).toEqual([31, 32, 33, 34, 35]);
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const back = (
      await getList(t.app, alice, list.externalId, { last: 3, before: second.pageInfo.startCursor })
    ).data!.shareableList!.items;
    expect(back.edges.map((edge) => edge.node.sortOrder)).toEqual([28, 29, 30]);
    expect(back.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const zero = (await getList(t.app, alice, list.externalId, { first: 0 })).data!.shareableList!
      .items;
    expect(zero).toMatchObject({ edges: [], totalCount: 35 });
    expect(errorCode(await getList(t.app, alice, list.externalId, { first: 31 }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(errorCode(await getList(t.app, alice, list.externalId, { after: 'nonsense' }))).toBe(
      'BAD_USER_INPUT',
    );
  });
  it('All Lists reads a first page of every list (one batch) with the right counts', async () => {
    const bob = await signUp(t.app);
    const sizes = [0, 1, 3];
    for (const [index, size] of sizes.entries()) {
      const items = Array.from({ length: size }, () => itemInput());
      await createList(t.app, bob, { title: `Batch ${index}` }, items);
    }
    const batch = vi.spyOn(t.services.lists, 'firstPages');
    const response = await graphql<{
      shareableLists: Array<{
        title: string;
        items: {
          totalCount: number;
          edges: Array<{ cursor: string; node: { sortOrder: number } }>;
          pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
        };
      }>;
    }>(
      t.app,
      bob,
      `
        query ($p: PaginationInput) {
          shareableLists {
            title
            items(pagination: $p) {
              totalCount
              edges {
                cursor
                node {
                  sortOrder
                }
              }
              pageInfo {
                hasNextPage
                hasPreviousPage
                endCursor
              }
            }
          }
        }
      `,
      { p: { first: 2 } },
    );
    expect(response.errors).toBeUndefined();
    expect(batch).toHaveBeenCalledTimes(1);
    batch.mockRestore();
    const byTitle = Object.fromEntries(
      response.data!.shareableLists.map((list) => [list.title, list.items]),
    );
    expect(byTitle['Batch 0']).toMatchObject({ totalCount: 0, edges: [] });
    expect(byTitle['Batch 1']!.edges.map((edge) => edge.node.sortOrder)).toEqual([1]);
    expect(byTitle['Batch 1']!.pageInfo.hasNextPage).toBe(false);
    const third = byTitle['Batch 2']!;
    expect(third).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    expect(third.edges.map((edge) => edge.node.sortOrder)).toEqual([1, 2]);
    // Its cursors work with the per-list pages.
    const list = response.data!.shareableLists.find((entry) => entry.title === 'Batch 2')!;
    const lists = await graphql<{ shareableLists: Array<{ externalId: string; title: string }> }>(
      t.app,
      bob,
      '{ shareableLists { externalId title } }',
    );
    const id = lists.data!.shareableLists.find((entry) => entry.title === list.title)!.externalId;
    const rest = (await getList(t.app, bob, id, { after: third.pageInfo.endCursor })).data!
      .shareableList!.items;
    expect(rest.edges.map((edge) => edge.node.sortOrder)).toEqual([3]);
  });
});
