import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorFromCookie, saveUrl } from '../test/factories.js';
import { createTestApp, graphql, signUp, type TestApp } from '../test/test-app.js';

describe('saves.savedUrls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("tells which of the pages the actor saved, by the URL as given, with the save's id", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const kept = await saveUrl(t.app, alice, { url: 'https://example.com/kept' });
    const deleted = await saveUrl(t.app, alice, { url: 'https://example.com/deleted' });
    await graphql(t.app, alice, 'mutation($id: ID!) { deleteSavedItem(id: $id) }', {
      id: deleted.id,
    });
    await saveUrl(t.app, bob, { url: 'https://example.com/bobs' });

    const actor = await actorFromCookie(t.services, alice.cookie);
    const saved = await t.services.saves.savedUrls(actor, [
      'https://EXAMPLE.com/kept#section',
      'https://example.com/deleted',
      'https://example.com/bobs',
      'https://example.com/never',
      'not a url',
    ]);
    expect([...saved]).toEqual([['https://EXAMPLE.com/kept#section', Number(kept.id)]]);
    expect(await t.services.saves.savedUrls(actor, [])).toEqual(new Map());
  });
});
