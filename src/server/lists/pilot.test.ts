/**
 * The lists pilot (docs/PRODUCT.md §10.1): LISTS_ENROLLMENT=open enrolls everyone, invite only
 * flagged users.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createList, errorCode, itemInput, updateList } from '../test/list-factories.js';
import { createTestApp, graphql, signUp, type TestApp } from '../test/test-app.js';

const PILOT = 'query GetShareableListPilotStatus { shareableListsPilotUser }';
const CREATE =
  'mutation($d: CreateShareableListInput!) { createShareableList(listData: $d) { externalId } }';

describe('lists pilot, enrollment open (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('enrolls every account', async () => {
    const user = await signUp(t.app);
    const response = await graphql<{ shareableListsPilotUser: boolean }>(t.app, user, PILOT);
    expect(response.data?.shareableListsPilotUser).toBe(true);
    await expect(createList(t.app, user, { title: 'Open to all' })).resolves.toBeTruthy();
  });
});

describe('lists pilot, enrollment by invitation', () => {
  let t: TestApp;
  let admin: { cookie: string; id: string };
  let member: { cookie: string; id: string };
  beforeAll(async () => {
    t = await createTestApp({ listsEnrollment: 'invite' });
    admin = await signUp(t.app);
    member = await signUp(t.app);
  });
  afterAll(() => t.close());

  const pilot = async (auth: { cookie: string }) =>
    (await graphql<{ shareableListsPilotUser: boolean }>(t.app, auth, PILOT)).data
      ?.shareableListsPilotUser;

  it('does not enroll an account until an administrator does', async () => {
    expect(await pilot(member)).toBe(false);
    const refused = await graphql(t.app, member, CREATE, { d: { title: 'Too early' } });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors![0]!.message).toMatch(/not available for your account/);
  });

  it('enrolls through the administrators’ pilot switch', async () => {
    const switched = await graphql(
      t.app,
      admin,
      'mutation($id: ID!) { adminSetUserFlag(userId: $id, flag: PILOT, on: true) { isPilot } }',
      { id: member.id },
    );
    expect(switched.errors).toBeUndefined();
    expect(await pilot(member)).toBe(true);
    const list = await createList(t.app, member, { title: 'Now allowed' }, [itemInput()]);

    // Leaving the pilot stops edits but keeps reading and deleting one's own lists.
    await graphql(
      t.app,
      admin,
      'mutation($id: ID!) { adminSetUserFlag(userId: $id, flag: PILOT, on: false) { isPilot } }',
      { id: member.id },
    );
    expect(await pilot(member)).toBe(false);
    expect(
      errorCode(await updateList(t.app, member, { externalId: list.externalId, title: 'Edit' })),
    ).toBe('FORBIDDEN');
    const read = await graphql<{ shareableLists: Array<{ title: string }> }>(
      t.app,
      member,
      '{ shareableLists { title } }',
    );
    expect(read.data?.shareableLists.map((entry) => entry.title)).toEqual(['Now allowed']);
    const deleted = await graphql(
      t.app,
      member,
      'mutation($id: ID!) { deleteShareableList(externalId: $id) { externalId } }',
      { id: list.externalId },
    );
    expect(deleted.errors).toBeUndefined();
  });

  it('reading a public list needs no enrollment', async () => {
    await graphql(
      t.app,
      admin,
      'mutation($id: ID!) { adminSetUserFlag(userId: $id, flag: PILOT, on: true) { isPilot } }',
      { id: admin.id },
    );
    const list = await createList(t.app, admin, { title: 'Shared by admin' });
    await updateList(t.app, admin, { externalId: list.externalId, status: 'PUBLIC' });
    const response = await graphql<{ shareableListPublic: { title: string } }>(
      t.app,
      member,
      'query($id: ID!) { shareableListPublic(externalId: $id, slug: "shared-by-admin") { title } }',
      { id: list.externalId },
    );
    expect(response.data?.shareableListPublic.title).toBe('Shared by admin');
  });
});
