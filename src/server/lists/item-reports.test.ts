/**
 * Reports of one item of a public list (docs/PRODUCT.md §2 "a report dialog for an item"): a
 * signed-in reader who does not own the list reports the item; moderators see it among the list's
 * reports, naming the item; private lists, unknown ids and the owner get clear errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createList,
  errorCode,
  getList,
  itemInput,
  updateList,
  type ListJson,
} from '../test/list-factories.js';
import { createTestApp, graphql, signUp, type Auth, type TestApp } from '../test/test-app.js';

const REPORT_ITEM = `mutation($id: ID!, $reason: ShareableListReportReason!, $comment: String) {
  reportShareableListItem(externalId: $id, reason: $reason, comment: $comment) }`;
const REPORTED = `{ adminReportedLists { totalCount lists { externalId reportCount
  reports { reason comment reporterUsername item { externalId title url } } } } }`;

interface Reported {
  adminReportedLists: {
    totalCount: number;
    lists: Array<{
      externalId: string;
      reportCount: number;
      reports: Array<{
        reason: string;
        comment: string | null;
        reporterUsername: string;
        item: { externalId: string | null; title: string | null; url: string | null } | null;
      }>;
    }>;
  };
}

describe('reporting one item of a public list', () => {
  let t: TestApp;
  let admin: Auth;
  let owner: Auth;
  let reader: { cookie: string; username: string };
  let list: ListJson;
  let itemId: string;

  const reportItem = (auth: Auth, id: string, reason: string, comment?: string) =>
    graphql<{ reportShareableListItem: boolean }>(t.app, auth, REPORT_ITEM, {
      id,
      reason,
      comment,
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t.app, { username: 'the_admin' });
    owner = await signUp(t.app, { username: 'list_owner' });
    reader = await signUp(t.app, { username: 'a_reader' });
    list = await createList(t.app, owner, { title: 'Mixed bag' }, [
      itemInput({ url: 'https://example.com/fine', title: 'A fine page' }),
      itemInput({ url: 'https://example.com/scam', title: 'A scam page' }),
    ]);
    const items = (await getList(t.app, owner, list.externalId)).data!.shareableList!.items.edges;
    itemId = items.find((edge) => edge.node.url === 'https://example.com/scam')!.node.externalId;
  });
  afterAll(() => t.close());

  it('is refused while the list is private, for the owner, and for an unknown id', async () => {
    expect(errorCode(await reportItem(reader, itemId, 'SPAM'))).toBe('NOT_FOUND');
    list = (await updateList(t.app, owner, { externalId: list.externalId, status: 'PUBLIC' })).data!
      .updateShareableList;
    expect(errorCode(await reportItem(owner, itemId, 'SPAM'))).toBe('FORBIDDEN');
    expect(errorCode(await reportItem(reader, 'not-a-uuid', 'SPAM'))).toBe('NOT_FOUND');
    expect(errorCode(await reportItem({}, itemId, 'SPAM'))).toBe('UNAUTHENTICATED');
    const tooLong = await reportItem(reader, itemId, 'SPAM', 'c'.repeat(501));
    expect(errorCode(tooLong)).toBe('BAD_USER_INPUT');
  });

  it('reaches the moderators beside the list’s own reports, naming the item', async () => {
    expect((await reportItem(reader, itemId, 'MISINFORMATION', ' Fake cure ')).data).toEqual({
      reportShareableListItem: true,
    });
    // Reporting the list itself is a separate report; reporting the item again replaces it.
    await graphql(
      t.app,
      reader,
      `
        mutation ($id: ID!) {
          reportShareableList(externalId: $id, reason: SPAM)
        }
      `,
      { id: list.externalId },
    );
    await reportItem(reader, itemId, 'SPAM', 'Actually spam');
    const answer = await graphql<Reported>(t.app, admin, REPORTED);
    expect(answer.errors).toBeUndefined();
    const [reported] = answer.data!.adminReportedLists.lists;
    expect(reported).toMatchObject({ externalId: list.externalId, reportCount: 2 });
    expect(reported!.reports).toEqual(
      expect.arrayContaining([
        {
          reason: 'SPAM',
          comment: 'Actually spam',
          reporterUsername: reader.username,
          item: { externalId: itemId, title: 'A scam page', url: 'https://example.com/scam' },
        },
        { reason: 'SPAM', comment: null, reporterUsername: reader.username, item: null },
      ]),
    );
  });
});
