import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveUrl } from '../test/factories.js';
import { failSavesMatching } from '../test/save-faults.js';
import { createTestApp, graphql, signUp, type TestApp } from '../test/test-app.js';

const ARCHIVE = `mutation($id: ID!) { updateSavedItemArchive(id: $id) { id status } }`;

describe('failSavesMatching (fault injection for end-to-end tests)', () => {
  let t: TestApp;
  let removeFault: () => Promise<void>;
  beforeAll(async () => {
    t = await createTestApp();
    removeFault = await failSavesMatching(t.db, 'fail-me');
  });
  afterAll(() => t.close());

  it('fails changes of matching saves and changes nothing', async () => {
    const user = await signUp(t.app);
    const good = await saveUrl(t.app, user, { url: 'https://example.com/fine' });
    const bad = await saveUrl(t.app, user, { url: 'https://example.com/a?fail-me=1' });
    const response = await graphql<Record<string, { id: string; status: string } | null>>(
      t.app,
      user,
      `
        mutation ($good: ID!, $bad: ID!) {
          a0: updateSavedItemArchive(id: $good) {
            id
            status
          }
          a1: updateSavedItemArchive(id: $bad) {
            id
            status
          }
        }
      `,
      { good: good.id, bad: bad.id },
    );
    // The mutation fields are non-null, so one error nulls `data`; the other alias still ran. The
    // database's error reaches the client as an internal one (graphql/yoga.ts masks it).
    expect(response.data).toBeNull();
    expect(response.errors).toHaveLength(1);
    expect(response.errors?.[0]).toMatchObject({ extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    const after = await graphql<{ user: { savedItemById: { status: string } } }>(
      t.app,
      user,
      'query($id: ID!) { user { savedItemById(id: $id) { status } } }',
      { id: bad.id },
    );
    expect(after.data?.user.savedItemById.status).toBe('UNREAD');
    const goodAfter = await graphql<{ user: { savedItemById: { status: string } } }>(
      t.app,
      user,
      'query($id: ID!) { user { savedItemById(id: $id) { status } } }',
      { id: good.id },
    );
    expect(goodAfter.data?.user.savedItemById.status).toBe('ARCHIVED');
  });

  it('is off once removed', async () => {
    await removeFault();
    const user = await signUp(t.app);
    const save = await saveUrl(t.app, user, { url: 'https://example.com/b?fail-me=1' });
    const response = await graphql(t.app, user, ARCHIVE, { id: save.id });
    expect(response.errors).toBeUndefined();
  });
});
