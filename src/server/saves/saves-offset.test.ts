import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../core/actor.js';
import { actorFromCookie, saveUrl } from '../test/factories.js';
import { createTestApp, signUp, type TestApp } from '../test/test-app.js';

// SavesService.listByOffset: Pocket v3's count/offset paging (docs/POCKET-COMPATIBILITY.md §3.4).
describe('SavesService.listByOffset', () => {
  let t: TestApp;
  let actor: Actor;
  let other: Actor;
  const urls = (rows: Array<{ givenUrl: string }>) =>
    rows.map((row) => row.givenUrl.replace('https://example.com/', ''));

  beforeAll(async () => {
    t = await createTestApp();
    const user = await signUp(t.app);
    actor = await actorFromCookie(t.services, user.cookie);
    for (let index = 0; index < 5; index += 1) {
      await saveUrl(t.app, user, { url: `https://example.com/${index}`, timestamp: 1000 + index });
    }
    const stranger = await signUp(t.app);
    other = await actorFromCookie(t.services, stranger.cookie);
    await saveUrl(t.app, stranger, { url: 'https://example.com/theirs' });
  });
  afterAll(() => t.close());

  it('skips offset rows, returns count rows and the total', async () => {
    const page = await t.services.saves.listByOffset(actor, { offset: 1, count: 2 });
    expect(urls(page.rows)).toEqual(['3', '2']);
    expect(page.total).toBe(5);
    const oldest = await t.services.saves.listByOffset(actor, { sortOrder: 'ASC', count: 2 });
    expect(urls(oldest.rows)).toEqual(['0', '1']);
    const past = await t.services.saves.listByOffset(actor, { offset: 10 });
    expect(past).toEqual({ rows: [], total: 5 });
  });

  it('applies the filter and reads only the actor’s saves', async () => {
    const page = await t.services.saves.listByOffset(actor, {
      filter: { tags: { names: [], untagged: true } },
      count: 5000,
    });
    expect(urls(page.rows)).toEqual(['4', '3', '2', '1', '0']);
    const theirs = await t.services.saves.listByOffset(other, {});
    expect(urls(theirs.rows)).toEqual(['theirs']);
  });

  it('refuses counts outside 1–5000 and negative offsets', async () => {
    for (const options of [{ count: 0 }, { count: 5001 }, { count: 1.5 }, { offset: -1 }]) {
      await expect(t.services.saves.listByOffset(actor, options)).rejects.toMatchObject({
        kind: 'BAD_USER_INPUT',
      });
    }
  });
});
