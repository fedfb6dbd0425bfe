/**
 * Who may read an item, through REST v3 and the plain HTTP routes (docs/API.md "Who
 * may read an item"): Eve tries Bob's item id on every v3/send action that takes one, on
 * v3/getItemAudio and on Bob's audio file, and gets exactly what an id of no item gets. Bob keeps
 * his audio while the save is archived; a share page shows its preview and nothing more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { renderAudioKind } from '../audio/render-audio.job.js';
import { renderAudioJob } from '../audio/render-audio.job.js';
import type { Actor } from '../core/actor.js';
import { actorFromCookie, saveUrl } from '../test/factories.js';
import { startFixtureServer, type FixtureServer } from '../test/fixture-pages.js';
import { createTestApp, graphql, signUp, TEST_ORIGIN, type TestApp } from '../test/test-app.js';

const PAGE = `<!doctype html><html lang="en"><head><title>Board minutes</title>
<meta name="description" content="What the board decided in March."></head><body>
<article><h1>Board minutes</h1>
<p>The board met on a grey morning and went through the accounts line by line.</p>
<p>After a long discussion the merger was approved, subject to the usual conditions.</p>
<p>The chair closed the meeting at noon and thanked everyone for their patience.</p>
</article></body></html>`;

const FIRST_ITEM_ID = 8_000_000;
const UNKNOWN_ID = '8999999';

/** What a client sees of a reply: status, error headers, content type and body. */
const seen = (reply: LightMyRequestResponse) => ({
  status: reply.statusCode,
  errorCode: reply.headers['x-error-code'],
  error: reply.headers['x-error'],
  type: reply.headers['content-type'],
  body: reply.body,
});

/** `answer` with `value` replaced by a placeholder (ids are echoed in messages and paths). */
const scrub = (answer: unknown, value: string) =>
  JSON.parse(JSON.stringify(answer).split(value).join('<id>')) as unknown;

describe('who may read an item: REST v3 and HTTP routes', () => {
  let t: TestApp;
  let fixtures: FixtureServer;
  let bob: { cookie: string };
  let eve: { cookie: string };
  let eveToken: string;
  let bobActor: Actor;
  let bobItem: string;
  let url: string;

  const post = (path: string, cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: path, headers: { origin: TEST_ORIGIN, cookie }, payload });

  /** The same request for Bob's id and an unknown one; what the client sees must not differ. */
  async function sameAsUnknown(request: (id: string) => Promise<LightMyRequestResponse>) {
    const theirs = seen(await request(bobItem));
    const unknown = seen(await request(UNKNOWN_ID));
    expect(scrub(theirs, bobItem)).toEqual(scrub(unknown, UNKNOWN_ID));
    return theirs;
  }

  async function runAudioJobs(): Promise<void> {
    const job = renderAudioJob(t.services.audio);
    for (const run of await t.services.queue.claim([renderAudioKind.queue], 10, 60_000)) {
      await job.handle(renderAudioKind.payload.parse(run.payload), {
        attempt: run.attempts,
        maxAttempts: run.maxAttempts,
      });
      await t.services.queue.complete(run.id);
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    await t.db.query(`SELECT setval(pg_get_serial_sequence('items', 'item_id'), $1)`, [
      FIRST_ITEM_ID,
    ]);
    fixtures = await startFixtureServer({ '/minutes': [200, 'text/html; charset=utf-8', PAGE] });
    bob = await signUp(t.app);
    const eveUser = await signUp(t.app);
    eve = eveUser;
    eveToken = (await t.services.auth.createAccessToken(Number(eveUser.id), 'eve app')).token;
    bobActor = await actorFromCookie(t.services, bob.cookie);
    url = fixtures.url('/minutes?invite=b0b-s3cret');
    bobItem = (await saveUrl(t.app, bob, { url })).id;
    await t.services.items.parse(Number(bobItem));
  });
  afterAll(async () => {
    await fixtures?.close();
    await t?.close();
  });

  it("answers every v3/send action on someone else's item_id as on an unknown one, and changes nothing", async () => {
    const annotation = { quote: 'the merger', patch: '@@ -1 +1 @@', version: 2 };
    for (const action of [
      { action: 'archive' },
      { action: 'readd' },
      { action: 'favorite' },
      { action: 'unfavorite' },
      { action: 'delete' },
      { action: 'tags_add', tags: 'mine' },
      { action: 'tags_remove', tags: 'mine' },
      { action: 'tags_replace', tags: 'mine' },
      { action: 'tags_clear' },
      { action: 'add_annotation', annotation },
    ]) {
      const reply = await sameAsUnknown((id) =>
        post('/v3/send', eve.cookie, { actions: [{ ...action, item_id: id }] }),
      );
      expect(JSON.parse(reply.body)).toMatchObject({
        status: 1,
        action_results: [false],
        action_errors: [{ code: 404 }],
      });
    }
    expect(await t.services.saves.get(bobActor, bobItem)).toMatchObject({
      status: 'UNREAD',
      isFavorite: false,
      tagNames: [],
      highlights: [],
    });
  });

  it("answers v3/getItemAudio and the audio file for someone else's item as for an unknown one", async () => {
    // Bob's audio is rendered, so there is a real file to reach.
    expect((await post('/v3/getItemAudio', bob.cookie, { itemId: bobItem })).statusCode).toBe(200);
    await runAudioJobs();
    const ready = await post('/v3/getItemAudio', bob.cookie, { itemId: bobItem });
    const fileUrl = ready.json<{ files: Array<{ url: string }> }>().files[0]!.url;
    const fileName = fileUrl.split('/').pop()!;
    expect((await t.app.inject({ method: 'GET', url: fileUrl, headers: bob })).statusCode).toBe(
      200,
    );

    const byCookie = await sameAsUnknown((id) =>
      post('/v3/getItemAudio', eve.cookie, { itemId: id, version: 2 }),
    );
    expect(byCookie).toMatchObject({ status: 404, errorCode: '404' });
    const byToken = await sameAsUnknown((id) =>
      t.app.inject({
        method: 'GET',
        url: `/v3/getItemAudio?version=2&item_id=${id}`,
        headers: { authorization: `Bearer ${eveToken}` },
      }),
    );
    expect(byToken.status).toBe(404);

    const file = await sameAsUnknown((id) =>
      t.app.inject({ method: 'GET', url: `/audio/${id}/${fileName}`, headers: eve }),
    );
    expect(file.status).toBe(404);
    const anonymous = await sameAsUnknown((id) =>
      t.app.inject({ method: 'GET', url: `/audio/${id}/${fileName}` }),
    );
    expect(anonymous.status).toBe(401);

    // The owner keeps listening to an archived save; a deleted one is gone like any other id.
    await t.services.saves.change(bobActor, bobItem, 'ARCHIVE');
    expect((await post('/v3/getItemAudio', bob.cookie, { itemId: bobItem })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: fileUrl, headers: bob })).statusCode).toBe(
      200,
    );
    await t.services.saves.change(bobActor, bobItem, 'DELETE');
    const deleted = await sameAsUnknown((id) =>
      post('/v3/getItemAudio', bob.cookie, { itemId: id }),
    );
    expect(deleted.status).toBe(404);
    await t.services.saves.change(bobActor, bobItem, 'UNDELETE');
  });

  it('serves a share page with its preview only: no article text, the item reachable by no id', async () => {
    const created = await graphql<{ createShareLink: { slug: string } }>(
      t.app,
      bob,
      'mutation($target: ValidUrl!) { createShareLink(target: $target) { slug } }',
      { target: url },
    );
    const slug = created.data!.createShareLink.slug;
    for (const headers of [{}, { cookie: eve.cookie }]) {
      const page = await t.app.inject({ method: 'GET', url: `/share/${slug}`, headers });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Board minutes');
      expect(page.body).not.toContain('went through the accounts');
    }
    // The share does not open the item's audio to Eve either.
    const audio = await post('/v3/getItemAudio', eve.cookie, { itemId: bobItem });
    expect(audio.statusCode).toBe(404);
  });
});
