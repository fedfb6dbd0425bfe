/**
 * A private item (a captured page, migration 0025) is deleted with its last save; its audio rows
 * go by cascade and the hourly maintenance deletes their files (migration 0030).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../core/actor.js';
import { actorFromCookie } from '../test/factories.js';
import { createTestApp, signUp, type TestApp } from '../test/test-app.js';

const paragraph = (i: number) =>
  `<p>Paragraph ${i}: the lighthouse keeper's log records the tide, the wind and the ships that passed in the night, one line for each, in a hand that never changes.</p>`;
const PAGE = `<!doctype html><html lang="en"><head><title>The Keeper's Log</title></head><body>
<article><h1>The Keeper's Log</h1>${Array.from({ length: 6 }, (_, i) => paragraph(i + 1)).join('')}</article>
</body></html>`;

describe('audio files of deleted private items', () => {
  let t: TestApp;
  let reader: { cookie: string; password: string; actor: Actor };

  beforeAll(async () => {
    t = await createTestApp();
    const user = await signUp(t.app);
    reader = { ...user, actor: await actorFromCookie(t.services, user.cookie) };
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('are deleted from storage by the maintenance purge once the item is gone', async () => {
    const url = 'https://keepers.example/log';
    const { saved, captured } = await t.services.saves.save(reader.actor, { url, html: PAGE });
    expect(captured).toBe(true);
    await t.services.items.parse(saved.itemId);
    await t.services.audio.render(saved.itemId, 'en');
    const [audio] = await t.db.query<{ key: string }>(
      "SELECT key FROM item_audio WHERE item_id = $1 AND status = 'READY'",
      [saved.itemId],
    );
    expect(audio?.key).toMatch(/^audio\//);
    expect(await t.services.storage.head(audio!.key)).toBeDefined();

    // Nothing is orphaned while the item lives.
    expect(await t.services.audio.purgeOrphanedFiles()).toBe(0);
    expect(await t.services.storage.head(audio!.key)).toBeDefined();

    await t.services.accountSettings.clear(reader.actor, { password: reader.password });
    expect(await t.db.query('SELECT 1 FROM items WHERE item_id = $1', [saved.itemId])).toHaveLength(
      0,
    );
    // The file outlives its row until the purge runs, then goes; a second purge has nothing.
    expect(await t.services.storage.head(audio!.key)).toBeDefined();
    expect(await t.services.audio.purgeOrphanedFiles()).toBe(1);
    expect(await t.services.storage.head(audio!.key)).toBeUndefined();
    expect(await t.services.audio.purgeOrphanedFiles()).toBe(0);
  });
});
