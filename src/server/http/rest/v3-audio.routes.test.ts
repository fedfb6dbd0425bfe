import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderAudioKind } from '../../audio/render-audio.job.js';
import { renderAudioJob } from '../../audio/render-audio.job.js';
import { saveUrl } from '../../test/factories.js';
import { startFixtureServer, type FixtureServer } from '../../test/fixture-pages.js';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/test-app.js';
import { parseRange } from '../routes/audio.routes.js';

const ARTICLE = `<!doctype html><html lang="en"><head><title>A walk by the river</title></head><body>
<article><h1>A walk by the river</h1>
<p>We left early in the morning, when the light was still soft and the water was calm.</p>
<p>The path followed the river for a few miles, past old mills and quiet farms.</p>
<p>By noon we reached the bridge, ate our lunch, and turned back toward home.</p>
</article></body></html>`;

interface AudioReply {
  status: number;
  pending?: boolean;
  files: Array<{ url: string; duration: number; size: number; format: string; voice: string }>;
}

describe('listen: v3/getItemAudio and /audio files', () => {
  let t: TestApp;
  let fixtures: FixtureServer;
  let owner: { cookie: string };
  let other: { cookie: string };
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    fixtures = await startFixtureServer({
      '/river': [200, 'text/html; charset=utf-8', ARTICLE],
      '/river-too': [200, 'text/html; charset=utf-8', ARTICLE.replace('river', 'sea')],
      '/river-again': [200, 'text/html; charset=utf-8', ARTICLE.replace('river', 'lake')],
    });
    const user = await signUp(t.app);
    owner = user;
    other = await signUp(t.app);
    token = (await t.services.auth.createAccessToken(Number(user.id), 'listener app')).token;
  });
  afterAll(async () => {
    await fixtures?.close();
    await t?.close();
  });

  const getAudio = (cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/v3/getItemAudio',
      headers: { origin: TEST_ORIGIN, cookie },
      payload,
    });

  /** Runs the queued render jobs the way the worker does (claim, handle, complete). */
  async function runAudioJobs(): Promise<number> {
    const job = renderAudioJob(t.services.audio);
    const claimed = await t.services.queue.claim([renderAudioKind.queue], 10, 60_000);
    for (const run of claimed) {
      await job.handle(renderAudioKind.payload.parse(run.payload), {
        attempt: run.attempts,
        maxAttempts: run.maxAttempts,
      });
      await t.services.queue.complete(run.id);
    }
    return claimed.length;
  }

  it('explains that an article not parsed yet cannot be read, then goes pending → ready', async () => {
    const saved = await saveUrl(t.app, owner, { url: fixtures.url('/river') });
    const early = await getAudio(owner.cookie, { itemId: saved.id, version: 2 });
    expect(early.statusCode).toBe(409);
    expect(early.headers['x-error']).toMatch(/not ready yet/);

    await t.services.items.parse(Number(saved.id));
    const pending = await getAudio(owner.cookie, { itemId: saved.id, version: 2 });
    expect(pending.statusCode).toBe(200);
    expect(pending.json<AudioReply>()).toMatchObject({ status: 1, files: [], pending: true });
    // Asking again while it renders queues nothing more.
    await getAudio(owner.cookie, { itemId: saved.id, version: 2 });
    expect(await runAudioJobs()).toBe(1);

    // A GET with the session cookie could come from any page (<img src>): refused.
    const cookieGet = await t.app.inject({
      method: 'GET',
      url: `/v3/getItemAudio?version=2&itemId=${saved.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(cookieGet.statusCode).toBe(403);

    // GET with the query string works too, and a token holder gets the same file.
    const ready = await t.app.inject({
      method: 'GET',
      url: `/v3/getItemAudio?version=2&itemId=${saved.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ready.statusCode).toBe(200);
    const body = ready.json<AudioReply>();
    expect(body.pending).toBe(false);
    expect(body.files).toHaveLength(1);
    const file = body.files[0]!;
    expect(file).toMatchObject({ format: 'opus', voice: 'en' });
    expect(file.url).toMatch(new RegExp(`^/audio/${saved.id}/[0-9a-f]{64}\\.opus$`));
    expect(file.duration).toBeGreaterThan(5);
    expect(file.size).toBeGreaterThan(1000);

    const audio = await t.app.inject({ method: 'GET', url: file.url, headers: owner });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/ogg; codecs=opus');
    expect(audio.headers['accept-ranges']).toBe('bytes');
    expect(audio.headers['cache-control']).toBe('private, max-age=86400');
    expect(audio.rawPayload.subarray(0, 4).toString('latin1')).toBe('OggS');
    expect(audio.rawPayload.length).toBe(file.size);

    const again = await t.app.inject({
      method: 'GET',
      url: file.url,
      headers: { ...owner, 'if-none-match': audio.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    // Audio elements seek with range requests.
    const part = await t.app.inject({
      method: 'GET',
      url: file.url,
      headers: { ...owner, range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${file.size}`);
    expect(part.rawPayload).toEqual(audio.rawPayload.subarray(100, 200));
    const tail = await t.app.inject({
      method: 'GET',
      url: file.url,
      headers: { ...owner, range: 'bytes=-10' },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(audio.rawPayload.subarray(file.size - 10));
    const beyond = await t.app.inject({
      method: 'GET',
      url: file.url,
      headers: { ...owner, range: `bytes=${file.size}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${file.size}`);

    // Someone who has not saved the item sees neither the audio nor the file.
    const stranger = await getAudio(other.cookie, { itemId: saved.id, version: 2 });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.headers['x-error-code']).toBe('404');
    const strangerFile = await t.app.inject({ method: 'GET', url: file.url, headers: other });
    expect(strangerFile.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: file.url });
    expect(anonymous.statusCode).toBe(401);

    // Once they save it, the same rendering serves them: nothing is rendered again.
    await saveUrl(t.app, other, { url: fixtures.url('/river') });
    const shared = await getAudio(other.cookie, { itemId: saved.id, version: 2 });
    expect(shared.json<AudioReply>().files[0]!.url).toBe(file.url);
    expect(await runAudioJobs()).toBe(0);
  });

  it('answers 404 for unknown ids and 400 for a missing id or another version', async () => {
    expect((await getAudio(owner.cookie, { itemId: '999999', version: 2 })).statusCode).toBe(404);
    expect((await getAudio(owner.cookie, { itemId: 'abc' })).statusCode).toBe(404);
    expect((await getAudio(owner.cookie, { version: 2 })).statusCode).toBe(400);
    expect((await getAudio(owner.cookie, { itemId: '1', version: 3 })).statusCode).toBe(400);
    const file = await t.app.inject({
      method: 'GET',
      url: `/audio/1/${'0'.repeat(64)}.opus`,
      headers: owner,
    });
    expect(file.statusCode).toBe(404);
  });

  it('reports a failed render with its reason, and queues it again on retry', async () => {
    const saved = await saveUrl(t.app, owner, { url: fixtures.url('/river-too') });
    await t.services.items.parse(Number(saved.id));
    expect((await getAudio(owner.cookie, { itemId: saved.id })).json<AudioReply>().pending).toBe(
      true,
    );
    // The last attempt fails in the engine (a program that exits with an error): the detail is
    // thrown on for the worker's log, the reader gets a plain sentence.
    await expect(
      t.services.audio.render(Number(saved.id), 'en', true, { opusencPath: 'false' }),
    ).rejects.toThrow('opusenc failed (exit 1).');
    const failed = await getAudio(owner.cookie, { itemId: saved.id });
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['x-error']).toBe(
      'Unable to fetch audio file: The article could not be read aloud.',
    );
    const retried = await getAudio(owner.cookie, { itemId: saved.id, retry: 1 });
    expect(retried.json<AudioReply>().pending).toBe(true);
    expect(await runAudioJobs()).toBe(1);
    const ready = await getAudio(owner.cookie, { itemId: saved.id });
    expect(ready.json<AudioReply>().files).toHaveLength(1);
  });

  it('tells a reader that Listen is unavailable, and only the log how to install it', async () => {
    const saved = await saveUrl(t.app, owner, { url: fixtures.url('/river-again') });
    await t.services.items.parse(Number(saved.id));
    await getAudio(owner.cookie, { itemId: saved.id });
    await expect(
      t.services.audio.render(Number(saved.id), 'en', true, {
        espeakPath: '/usr/local/nowhere/espeak-ng',
      }),
    ).rejects.toThrow('espeak-ng is not installed (apt-get install espeak-ng opus-tools).');
    for (const auth of [{ cookie: owner.cookie }, { authorization: `Bearer ${token}` }]) {
      const failed = await t.app.inject({
        method: 'POST',
        url: '/v3/getItemAudio',
        headers: { origin: TEST_ORIGIN, ...auth },
        payload: { itemId: saved.id, version: 2 },
      });
      expect(failed.statusCode).toBe(503);
      expect(failed.headers['x-error']).toBe(
        'Unable to fetch audio file: Reading aloud is not available on this server right now.',
      );
      expect(failed.body).not.toMatch(/apt-get|espeak|opusenc/);
    }
  });

  it('refuses an item whose page could not be read', async () => {
    const saved = await saveUrl(t.app, owner, { url: fixtures.url('/missing-page') });
    await t.services.items.parse(Number(saved.id));
    const reply = await getAudio(owner.cookie, { itemId: saved.id });
    expect(reply.statusCode).toBe(409);
    expect(reply.headers['x-error']).toBe('This item has no article text to read aloud.');
  });
});

describe('parseRange', () => {
  it('reads one byte range and ignores what it cannot honour', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-20', 100)).toEqual({ start: 80, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-2', 100)).toBeUndefined();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseRange('items=0-1', 100)).toBeUndefined();
    expect(parseRange(undefined, 100)).toBeUndefined();
  });
});
