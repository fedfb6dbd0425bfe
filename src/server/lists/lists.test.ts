/**
 * Lists themselves: creation rules, titles, slugs, updates, deletion (docs/PRODUCT.md §10.1,
 * docs/POCKET-COMPATIBILITY.md §2.7).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createList,
  errorCode,
  getList,
  ITEM_FIELDS,
  itemInput,
  listsOf,
  openListsApp,
  updateList,
  type ItemJson,
} from '../test/list-factories.js';
import { graphql, signUp, type TestApp } from '../test/test-app.js';

describe('shareable lists: the lists', () => {
  let t: TestApp;
  let alice: { cookie: string };

  beforeAll(async () => {
    ({ t, alice } = await openListsApp());
  });
  afterAll(() => t.close());
  const lists = () => listsOf(t.app, alice);

  it('creates a PRIVATE list with trimmed title and description; empty fields become null', async () => {
    const list = await createList(t.app, alice, {
      title: '  Weekend reads  ',
      description: '   ',
    });
    expect(list).toMatchObject({
      title: 'Weekend reads',
      description: null,
      status: 'PRIVATE',
      slug: null,
      listItemNoteVisibility: 'PRIVATE',
      moderationStatus: 'VISIBLE',
      moderatedBy: null,
    });
    const withDescription = await createList(t.app, alice, {
      title: 'Cooking',
      description: '  Things to cook ',
      listItemNoteVisibility: 'PUBLIC',
    });
    expect(withDescription).toMatchObject({
      description: 'Things to cook',
      listItemNoteVisibility: 'PUBLIC',
    });
  });
  it('creates a list with its first item (createShareableList with listItemData)', async () => {
    const response = await graphql<{
      createShareableList: {
        externalId: string;
        items: { totalCount: number; edges: Array<{ node: ItemJson }> };
      };
    }>(
      t.app,
      alice,
      `mutation($listData: CreateShareableListInput!, $item: CreateShareableListItemWithList) {
        createShareableList(listData: $listData, listItemData: $item) {
          externalId items { totalCount edges { node { ${ITEM_FIELDS} } } } } }`,
      {
        listData: { title: 'With a first item' },
        item: { ...itemInput({ url: 'https://example.com/first', imageUrl: null }), sortOrder: 7 },
      },
    );
    expect(response.errors).toBeUndefined();
    const { items } = response.data!.createShareableList;
    expect(items.totalCount).toBe(1);
    expect(items.edges[0]!.node).toMatchObject({
      url: 'https://example.com/first',
      sortOrder: 1,
      imageUrl: null,
      authors: 'Ada, Grace',
    });
  });
  it('enforces the title and description limits with clear errors', async () => {
    const tooLong = await graphql(
      t.app,
      alice,
      'mutation($d: CreateShareableListInput!) { createShareableList(listData: $d) { externalId } }',
      { d: { title: 'x'.repeat(101) } },
    );
    expect(errorCode(tooLong)).toBe('BAD_USER_INPUT');
    expect(tooLong.errors![0]!.message).toMatch(/100 characters/);

    const emptyTitle = await graphql(
      t.app,
      alice,
      'mutation($d: CreateShareableListInput!) { createShareableList(listData: $d) { externalId } }',
      { d: { title: '   ' } },
    );
    expect(errorCode(emptyTitle)).toBe('BAD_USER_INPUT');

    const longDescription = await graphql(
      t.app,
      alice,
      'mutation($d: CreateShareableListInput!) { createShareableList(listData: $d) { externalId } }',
      { d: { title: 'Fine', description: 'd'.repeat(201) } },
    );
    expect(errorCode(longDescription)).toBe('BAD_USER_INPUT');
    expect(longDescription.errors![0]!.message).toMatch(/200 characters/);

    // 100 characters exactly (with surrounding spaces trimmed) is fine; emoji count as one.
    const fits = await createList(t.app, alice, { title: ` ${'😀'.repeat(100)} ` });
    expect(fits.title).toBe('😀'.repeat(100));
  });
  it('refuses a second list with the same title (any case), on create and rename', async () => {
    await createList(t.app, alice, { title: 'Unique title' });
    const again = await graphql(
      t.app,
      alice,
      'mutation($d: CreateShareableListInput!) { createShareableList(listData: $d) { externalId } }',
      { d: { title: 'unique TITLE ' } },
    );
    expect(errorCode(again)).toBe('CONFLICT');
    expect(again.errors![0]!.message).toMatch(/already have a list with this title/);

    const other = await createList(t.app, alice, { title: 'Another title' });
    const rename = await updateList(t.app, alice, {
      externalId: other.externalId,
      title: 'Unique Title',
    });
    expect(errorCode(rename)).toBe('CONFLICT');
    // Renaming a list to its own title in another case is fine.
    const recase = await updateList(t.app, alice, {
      externalId: other.externalId,
      title: 'ANOTHER title',
    });
    expect(recase.data?.updateShareableList.title).toBe('ANOTHER title');
    // Another user may use the same title.
    const bob = await signUp(t.app);
    await expect(createList(t.app, bob, { title: 'Unique title' })).resolves.toBeTruthy();
  });
  it('two creations with the same title at once: one list, one CONFLICT', async () => {
    const create = () =>
      graphql(
        t.app,
        alice,
        'mutation($d: CreateShareableListInput!) { createShareableList(listData: $d) { externalId } }',
        { d: { title: 'Raced title' } },
      );
    const results = await Promise.all([create(), create(), create()]);
    expect(results.map(errorCode).sort()).toEqual(['CONFLICT', 'CONFLICT', undefined]);
  });
  it('lists the caller’s lists newest first', async () => {
    await createList(t.app, alice, { title: 'Older' });
    await createList(t.app, alice, { title: 'Newer' });
    const titles = (await lists()).map((list) => list.title);
    expect(titles[0]).toBe('Newer');
    expect(titles[1]).toBe('Older');
  });

  it('makes the slug at first publication and never changes it', async () => {
    const list = await createList(t.app, alice, { title: "Ada's *Favourite* Reads: 2026!" });
    const published = await updateList(t.app, alice, {
      externalId: list.externalId,
      status: 'PUBLIC',
    });
    expect(published.data?.updateShareableList).toMatchObject({
      status: 'PUBLIC',
      slug: 'adas-favourite-reads-2026',
    });
    const renamed = await updateList(t.app, alice, {
      externalId: list.externalId,
      title: 'Something else',
      status: 'PRIVATE',
    });
    expect(renamed.data?.updateShareableList.slug).toBe('adas-favourite-reads-2026');
    const republished = await updateList(t.app, alice, {
      externalId: list.externalId,
      status: 'PUBLIC',
    });
    expect(republished.data?.updateShareableList.slug).toBe('adas-favourite-reads-2026');

    // Another list with a title giving the same slug gets -2; a title without letters the fallback.
    const twin = await createList(t.app, alice, { title: 'Adas favourite reads 2026' });
    const twinPublished = await updateList(t.app, alice, {
      externalId: twin.externalId,
      status: 'PUBLIC',
    });
    expect(twinPublished.data?.updateShareableList.slug).toBe('adas-favourite-reads-2026-2');
    const symbols = await createList(t.app, alice, { title: '!!!' });
    const symbolsPublished = await updateList(t.app, alice, {
      externalId: symbols.externalId,
      status: 'PUBLIC',
    });
    expect(symbolsPublished.data?.updateShareableList.slug).toBe('shared-list');
  });
  it('updates keep absent fields, drop an emptied description, and move updatedAt', async () => {
    const list = await createList(t.app, alice, { title: 'Edit me', description: 'Old' });
    const response = await updateList(t.app, alice, {
      externalId: list.externalId,
      description: '',
      listItemNoteVisibility: 'PUBLIC',
    });
    const updated = response.data!.updateShareableList;
    expect(updated).toMatchObject({
      title: 'Edit me',
      description: null,
      listItemNoteVisibility: 'PUBLIC',
      status: 'PRIVATE',
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(list.updatedAt));
    const bad = await updateList(t.app, alice, {
      externalId: list.externalId,
      description: 'x'.repeat(201),
    });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
  });
  it('deletes an item and a list with its items', async () => {
    const list = await createList(t.app, alice, { title: 'Delete me' }, [itemInput(), itemInput()]);
    const items = (await getList(t.app, alice, list.externalId)).data!.shareableList!.items.edges;
    const deletedItem = await graphql<{ deleteShareableListItem: { externalId: string } }>(
      t.app,
      alice,
      'mutation($id: ID!) { deleteShareableListItem(externalId: $id) { externalId } }',
      { id: items[0]!.node.externalId },
    );
    expect(deletedItem.data?.deleteShareableListItem.externalId).toBe(items[0]!.node.externalId);
    expect(
      (await getList(t.app, alice, list.externalId)).data!.shareableList!.items.totalCount,
    ).toBe(1);

    const deleted = await graphql<{ deleteShareableList: { externalId: string } }>(
      t.app,
      alice,
      'mutation($id: ID!) { deleteShareableList(externalId: $id) { externalId } }',
      { id: list.externalId },
    );
    expect(deleted.data?.deleteShareableList.externalId).toBe(list.externalId);
    const gone = await getList(t.app, alice, list.externalId);
    expect(errorCode(gone)).toBe('NOT_FOUND');
    const count = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM shareable_list_items WHERE external_id = $1::uuid',
      [items[1]!.node.externalId],
    );
    expect(count[0]!.n).toBe(0);
  });
  it('answers NOT_FOUND for ids that are not UUIDs', async () => {
    expect(errorCode(await getList(t.app, alice, 'not-a-uuid'))).toBe('NOT_FOUND');
    expect(errorCode(await getList(t.app, alice, '12345'))).toBe('NOT_FOUND');
  });
  it('needs a signed-in caller for owner queries and mutations', async () => {
    const response = await graphql(
      t.app,
      {},
      `
        {
          shareableLists {
            externalId
          }
        }
      `,
    );
    expect(errorCode(response)).toBe('UNAUTHENTICATED');
    const pilot = await graphql<{ shareableListsPilotUser: boolean }>(
      t.app,
      {},
      '{ shareableListsPilotUser }',
    );
    expect(pilot.data?.shareableListsPilotUser).toBe(false);
  });
});
