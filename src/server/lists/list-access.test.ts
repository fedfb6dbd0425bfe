/** Who may see and change a list: the owner only, except the public view of a PUBLIC list. */
import type { GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addItems,
  createList,
  errorCode,
  getList,
  itemInput,
  LIST_FIELDS,
  publicList,
  updateList,
  type ItemJson,
  type ListJson,
} from '../test/list-factories.js';
import { schema } from '../graphql/schema.js';
import { createTestApp, graphql, signUp, type TestApp } from '../test/test-app.js';

describe('list access', () => {
  let t: TestApp;
  let alice: { cookie: string; username: string };
  let bob: { cookie: string };
  let list: ListJson;
  let items: ItemJson[];

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUp(t.app, { username: 'alice_lists' });
    bob = await signUp(t.app);
    list = await createList(t.app, alice, { title: 'Secret picks', description: 'Mine' }, [
      itemInput({ note: 'private thought' }),
      itemInput(),
    ]);
    items = (await getList(t.app, alice, list.externalId)).data!.shareableList!.items.edges.map(
      (edge) => edge.node,
    );
  });
  afterAll(() => t.close());

  it("another user cannot read my list, and doesn't see it among theirs", async () => {
    expect(errorCode(await getList(t.app, bob, list.externalId))).toBe('NOT_FOUND');
    const theirs = await graphql<{ shareableLists: ListJson[] }>(
      t.app,
      bob,
      `{ shareableLists { ${LIST_FIELDS} } }`,
    );
    expect(theirs.data?.shareableLists).toEqual([]);
  });

  it('another user cannot edit, add to, reorder, note, or delete my list or items', async () => {
    expect(
      errorCode(await updateList(t.app, bob, { externalId: list.externalId, title: 'Mine now' })),
    ).toBe('NOT_FOUND');
    expect(errorCode(await addItems(t.app, bob, list.externalId, [itemInput()]))).toBe('NOT_FOUND');
    const createItem = await graphql(
      t.app,
      bob,
      'mutation($d: CreateShareableListItemInput!) { createShareableListItem(data: $d) { externalId } }',
      { d: { ...itemInput(), listExternalId: list.externalId, sortOrder: 1 } },
    );
    expect(errorCode(createItem)).toBe('NOT_FOUND');
    const reorder = await graphql(
      t.app,
      bob,
      'mutation($d: [UpdateShareableListItemsInput!]!) { updateShareableListItems(data: $d) { externalId } }',
      { d: [{ externalId: items[0]!.externalId, sortOrder: 5 }] },
    );
    expect(errorCode(reorder)).toBe('NOT_FOUND');
    const note = await graphql(
      t.app,
      bob,
      'mutation($d: UpdateShareableListItemInput!) { updateShareableListItem(data: $d) { externalId } }',
      { d: { externalId: items[0]!.externalId, note: 'hijacked' } },
    );
    expect(errorCode(note)).toBe('NOT_FOUND');
    const deleteItem = await graphql(
      t.app,
      bob,
      'mutation($id: ID!) { deleteShareableListItem(externalId: $id) { externalId } }',
      { id: items[0]!.externalId },
    );
    expect(errorCode(deleteItem)).toBe('NOT_FOUND');
    const deleteList = await graphql(
      t.app,
      bob,
      'mutation($id: ID!) { deleteShareableList(externalId: $id) { externalId } }',
      { id: list.externalId },
    );
    expect(errorCode(deleteList)).toBe('NOT_FOUND');

    // Nothing changed.
    const mine = (await getList(t.app, alice, list.externalId)).data!.shareableList!;
    expect(mine.title).toBe('Secret picks');
    expect(mine.items.edges.map((edge) => [edge.node.sortOrder, edge.node.note])).toEqual([
      [1, 'private thought'],
      [2, null],
    ]);
  });

  it('a reorder mixing my items with someone else’s is refused as a whole', async () => {
    const bobList = await createList(t.app, bob, { title: 'Bob list' }, [itemInput()]);
    const bobItem = (await getList(t.app, bob, bobList.externalId)).data!.shareableList!.items
      .edges[0]!.node;
    const response = await graphql(
      t.app,
      bob,
      'mutation($d: [UpdateShareableListItemsInput!]!) { updateShareableListItems(data: $d) { externalId } }',
      {
        d: [
          { externalId: bobItem.externalId, sortOrder: 3 },
          { externalId: items[0]!.externalId, sortOrder: 1 },
        ],
      },
    );
    expect(errorCode(response)).toBe('NOT_FOUND');
    const after = (await getList(t.app, bob, bobList.externalId)).data!.shareableList!;
    expect(after.items.edges[0]!.node.sortOrder).toBe(1);
  });

  it('a PRIVATE list has no public view, even with the right slug later', async () => {
    expect(errorCode(await publicList(t.app, {}, list.externalId, 'secret-picks'))).toBe(
      'NOT_FOUND',
    );
  });

  it('the public view of a PUBLIC list needs no sign-in and the exact slug', async () => {
    const published = (
      await updateList(t.app, alice, { externalId: list.externalId, status: 'PUBLIC' })
    ).data!.updateShareableList;
    expect(published.slug).toBe('secret-picks');

    const response = await publicList(t.app, {}, list.externalId, 'secret-picks');
    expect(response.errors).toBeUndefined();
    const view = response.data!.shareableListPublic!;
    expect(view).toMatchObject({
      externalId: list.externalId,
      slug: 'secret-picks',
      title: 'Secret picks',
      description: 'Mine',
      status: 'PUBLIC',
      moderationStatus: 'VISIBLE',
      listItemNoteVisibility: 'PRIVATE',
      user: { username: 'alice_lists', avatarUrl: null },
    });
    // Notes stay private while note visibility is PRIVATE.
    const listItems = view.listItems as ItemJson[];
    expect(listItems.map((item) => item.note)).toEqual([null, null]);
    expect(listItems.map((item) => item.sortOrder)).toEqual([1, 2]);

    expect(errorCode(await publicList(t.app, {}, list.externalId, 'secret-pick'))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await publicList(t.app, {}, list.externalId, 'Secret-Picks'))).toBe(
      'NOT_FOUND',
    );
  });

  it('the public view shows notes once note visibility is PUBLIC', async () => {
    await updateList(t.app, alice, {
      externalId: list.externalId,
      listItemNoteVisibility: 'PUBLIC',
    });
    const view = (await publicList(t.app, bob, list.externalId, 'secret-picks')).data!
      .shareableListPublic!;
    expect((view.listItems as ItemJson[]).map((item) => item.note)).toEqual([
      'private thought',
      null,
    ]);
    await updateList(t.app, alice, {
      externalId: list.externalId,
      listItemNoteVisibility: 'PRIVATE',
    });
  });

  it('the public view exposes no private field of the owner or the list', async () => {
    // Read from the schema itself: introspection over HTTP is off outside development.
    const fieldsOf = (name: string) =>
      Object.keys((schema.getType(name) as GraphQLObjectType).getFields()).sort();
    expect(fieldsOf('ShareableListOwner')).toEqual(['avatarUrl', 'username']);
    const listFields = fieldsOf('ShareableListPublic');
    expect(listFields).not.toContain('moderatedBy');
    expect(listFields).not.toContain('moderationReason');
    expect(listFields).not.toContain('items');
    // And the service's view object carries nothing more than the contract's fields.
    const viewed = await t.services.lists.publicList(list.externalId, 'secret-picks');
    expect(Object.keys(viewed).sort()).toEqual([
      'createdAt',
      'description',
      'externalId',
      'items',
      'listItemNoteVisibility',
      'owner',
      'slug',
      'title',
      'updatedAt',
    ]);
    expect(Object.keys(viewed.owner).sort()).toEqual(['avatarUrl', 'username']);
    expect(viewed.items.every((item) => item.note === null)).toBe(true);
  });

  it('a list made PRIVATE again has no public view; its slug comes back unchanged', async () => {
    await updateList(t.app, alice, { externalId: list.externalId, status: 'PRIVATE' });
    expect(errorCode(await publicList(t.app, {}, list.externalId, 'secret-picks'))).toBe(
      'NOT_FOUND',
    );
    const again = await updateList(t.app, alice, { externalId: list.externalId, status: 'PUBLIC' });
    expect(again.data?.updateShareableList.slug).toBe('secret-picks');
  });

  it('unknown ids and malformed ids are NOT_FOUND on the public view', async () => {
    expect(
      errorCode(
        await publicList(t.app, {}, '00000000-0000-4000-8000-000000000000', 'secret-picks'),
      ),
    ).toBe('NOT_FOUND');
    expect(errorCode(await publicList(t.app, {}, 'nope', 'secret-picks'))).toBe('NOT_FOUND');
  });
});
