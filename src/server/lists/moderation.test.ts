/** Reports of public lists and their moderation by administrators (docs/PRODUCT.md §10.3). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createList,
  errorCode,
  itemInput,
  publicList,
  updateList,
  type ListJson,
} from '../test/list-factories.js';
import { createTestApp, graphql, signUp, type Auth, type TestApp } from '../test/test-app.js';

const REPORT = `mutation($id: ID!, $reason: ShareableListReportReason!, $comment: String) {
  reportShareableList(externalId: $id, reason: $reason, comment: $comment) }`;
const REPORTED = `query($first: Int, $after: String) { adminReportedLists(first: $first, after: $after) {
  totalCount endCursor hasNextPage
  lists { externalId title slug ownerUsername publicPath moderationStatus moderatedBy
    moderationReason reportCount lastReportedAt reports { reason comment reporterUsername createdAt } } } }`;
const MODERATE = `mutation($id: ID!, $status: ShareableListModerationStatus!, $reason: String) {
  moderateShareableList(externalId: $id, moderationStatus: $status, reason: $reason) {
    externalId moderationStatus moderatedBy moderationReason reportCount } }`;

interface ReportedPage {
  adminReportedLists: {
    totalCount: number;
    endCursor: string | null;
    hasNextPage: boolean;
    lists: Array<{
      externalId: string;
      title: string;
      ownerUsername: string;
      publicPath: string | null;
      moderationStatus: string;
      reportCount: number;
      reports: Array<{ reason: string; comment: string | null; reporterUsername: string }>;
    }>;
  };
}

describe('reports and moderation', () => {
  let t: TestApp;
  let admin: { cookie: string; username: string };
  let owner: { cookie: string; username: string };
  let reader: { cookie: string; username: string };
  let other: { cookie: string; username: string };
  let list: ListJson;

  const report = (auth: Auth, id: string, reason: string, comment?: string | null) =>
    graphql<{ reportShareableList: boolean }>(t.app, auth, REPORT, { id, reason, comment });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t.app, { username: 'the_admin' }); // the first account administers
    owner = await signUp(t.app, { username: 'list_owner' });
    reader = await signUp(t.app, { username: 'first_reader' });
    other = await signUp(t.app, { username: 'second_reader' });
    list = await createList(t.app, owner, { title: 'Dubious links' }, [itemInput()]);
    list = (await updateList(t.app, owner, { externalId: list.externalId, status: 'PUBLIC' })).data!
      .updateShareableList;
  });
  afterAll(() => t.close());

  it('a signed-in reader reports a public list; comments are trimmed and limited', async () => {
    expect(errorCode(await report({}, list.externalId, 'SPAM'))).toBe('UNAUTHENTICATED');
    const tooLong = await report(reader, list.externalId, 'SPAM', 'c'.repeat(501));
    expect(errorCode(tooLong)).toBe('BAD_USER_INPUT');
    expect(tooLong.errors![0]!.message).toMatch(/500 characters/);
    const done = await report(reader, list.externalId, 'SPAM', '  Ads everywhere  ');
    expect(done.data?.reportShareableList).toBe(true);
  });

  it('the owner cannot report their own list', async () => {
    expect(errorCode(await report(owner, list.externalId, 'OTHER'))).toBe('FORBIDDEN');
  });

  it('a private or unknown list cannot be reported', async () => {
    const hidden = await createList(t.app, owner, { title: 'Private one' });
    expect(errorCode(await report(reader, hidden.externalId, 'SPAM'))).toBe('NOT_FOUND');
    expect(errorCode(await report(reader, 'nope', 'SPAM'))).toBe('NOT_FOUND');
  });

  it('only administrators see reported lists and moderate', async () => {
    expect(errorCode(await graphql(t.app, reader, REPORTED))).toBe('FORBIDDEN');
    expect(
      errorCode(
        await graphql(t.app, owner, MODERATE, {
          id: list.externalId,
          status: 'HIDDEN',
          reason: 'x',
        }),
      ),
    ).toBe('FORBIDDEN');
  });

  it('one report per user per list: reporting again replaces reason and comment', async () => {
    await report(reader, list.externalId, 'MISINFORMATION', '');
    await report(other, list.externalId, 'HATEFUL_OR_ABUSIVE', 'Rude');
    const page = (await graphql<ReportedPage>(t.app, admin, REPORTED)).data!.adminReportedLists;
    expect(page.totalCount).toBe(1);
    const [reported] = page.lists;
    expect(reported).toMatchObject({
      externalId: list.externalId,
      title: 'Dubious links',
      ownerUsername: 'list_owner',
      publicPath: `/sharedlists/${list.externalId}/dubious-links`,
      moderationStatus: 'VISIBLE',
      reportCount: 2,
    });
    expect(reported!.reports).toEqual([
      expect.objectContaining({
        reason: 'HATEFUL_OR_ABUSIVE',
        comment: 'Rude',
        reporterUsername: 'second_reader',
      }),
      expect.objectContaining({
        reason: 'MISINFORMATION',
        comment: null,
        reporterUsername: 'first_reader',
      }),
    ]);
  });

  it('lists the most recently reported first, in pages', async () => {
    const second = await createList(t.app, owner, { title: 'Also dubious' });
    await updateList(t.app, owner, { externalId: second.externalId, status: 'PUBLIC' });
    await report(reader, second.externalId, 'COPYRIGHT');
    const first = (await graphql<ReportedPage>(t.app, admin, REPORTED, { first: 1 })).data!
      .adminReportedLists;
    expect(first).toMatchObject({ totalCount: 2, hasNextPage: true });
    expect(first.lists.map((entry) => entry.title)).toEqual(['Also dubious']);
    const next = (
      await graphql<ReportedPage>(t.app, admin, REPORTED, { first: 1, after: first.endCursor })
    ).data!.adminReportedLists;
    expect(next).toMatchObject({ hasNextPage: false });
    expect(next.lists.map((entry) => entry.title)).toEqual(['Dubious links']);
    expect(errorCode(await graphql(t.app, admin, REPORTED, { first: 0 }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await graphql(t.app, admin, REPORTED, { after: 'junk' }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('hiding needs a reason (≤ 300) and takes effect at once; restoring brings the list back', async () => {
    const noReason = await graphql(t.app, admin, MODERATE, {
      id: list.externalId,
      status: 'HIDDEN',
      reason: '  ',
    });
    expect(errorCode(noReason)).toBe('BAD_USER_INPUT');
    const longReason = await graphql(t.app, admin, MODERATE, {
      id: list.externalId,
      status: 'HIDDEN',
      reason: 'r'.repeat(301),
    });
    expect(errorCode(longReason)).toBe('BAD_USER_INPUT');

    expect((await publicList(t.app, {}, list.externalId, 'dubious-links')).errors).toBeUndefined();
    const hidden = await graphql<{ moderateShareableList: Record<string, unknown> }>(
      t.app,
      admin,
      MODERATE,
      { id: list.externalId, status: 'HIDDEN', reason: ' Spam network ' },
    );
    expect(hidden.data?.moderateShareableList).toMatchObject({
      moderationStatus: 'HIDDEN',
      moderatedBy: 'the_admin',
      moderationReason: 'Spam network',
    });
    const blocked = await publicList(t.app, {}, list.externalId, 'dubious-links');
    expect(errorCode(blocked)).toBe('FORBIDDEN');
    expect(blocked.data?.shareableListPublic ?? null).toBeNull();
    // A hidden list cannot be reported any more; its owner still sees it, marked HIDDEN.
    expect(errorCode(await report(other, list.externalId, 'SPAM'))).toBe('NOT_FOUND');
    const ownView = await graphql<{ shareableList: ListJson }>(
      t.app,
      owner,
      'query($id: ID!) { shareableList(externalId: $id) { moderationStatus moderatedBy moderationReason } }',
      { id: list.externalId },
    );
    expect(ownView.data?.shareableList).toMatchObject({
      moderationStatus: 'HIDDEN',
      moderatedBy: 'the_admin',
      moderationReason: 'Spam network',
    });

    const restored = await graphql<{ moderateShareableList: Record<string, unknown> }>(
      t.app,
      admin,
      MODERATE,
      { id: list.externalId, status: 'VISIBLE' },
    );
    expect(restored.data?.moderateShareableList).toMatchObject({
      moderationStatus: 'VISIBLE',
      moderatedBy: 'the_admin',
      moderationReason: null,
    });
    expect((await publicList(t.app, {}, list.externalId, 'dubious-links')).errors).toBeUndefined();
  });

  it('moderating a list nobody reported is NOT_FOUND', async () => {
    const quiet = await createList(t.app, owner, { title: 'Quiet list' });
    const response = await graphql(t.app, admin, MODERATE, {
      id: quiet.externalId,
      status: 'HIDDEN',
      reason: 'x',
    });
    expect(errorCode(response)).toBe('NOT_FOUND');
  });
});
