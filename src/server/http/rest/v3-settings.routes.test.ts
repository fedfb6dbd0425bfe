import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/test-app.js';

describe('Pocket v3 app settings', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signUp(t.app)).cookie;
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: unknown, headers: Record<string, string> = { cookie }) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { origin: TEST_ORIGIN, ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('starts empty, stores a put, and merges later puts key by key', async () => {
    expect((await post('/v3/getAppSettings')).json()).toMatchObject({
      status: 1,
      error: null,
      settings: {},
    });
    const put = await post('/v3/putAppSettings', {
      data: { pinnedTags: ['Travel', 'food', 'travel'], brazeSubscribed: false },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ status: 1, settings: { pinnedTags: ['travel', 'food'] } });
    await post('/v3/putAppSettings', { data: { setupStatus: 'complete' } });
    const got = (await post('/v3/getAppSettings')).json<Record<string, unknown>>();
    expect(got.settings).toEqual({
      pinnedTags: ['travel', 'food'],
      brazeSubscribed: false,
      setupStatus: 'complete',
    });
    // Pocket's reply spread the settings at the top level too.
    expect(got.pinnedTags).toEqual(['travel', 'food']);
  });

  it('removes a key given as null', async () => {
    await post('/v3/putAppSettings', { data: { brazeSubscribed: null } });
    const got = (await post('/v3/getAppSettings')).json<{ settings: Record<string, unknown> }>();
    expect(got.settings).not.toHaveProperty('brazeSubscribed');
  });

  it('accepts data as a JSON string in a form body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v3/putAppSettings?enable_cors=1&consumer_key=1234-abcd',
      headers: {
        origin: TEST_ORIGIN,
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `data=${encodeURIComponent(JSON.stringify({ pinnedTopics: ['science'] }))}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ settings: { pinnedTopics: ['science'] } });
  });

  it.each([
    [{ data: 'not json' }, 'data must be a JSON object of settings.'],
    [{ data: [1, 2] }, 'data must be an object of settings.'],
    [{}, 'data must be an object of settings.'],
    [{ data: { pinnedTags: 'travel' } }, 'pinnedTags must be a list of tag names.'],
    [{ data: { pinnedTags: ['  '] } }, 'pinnedTags: A tag needs at least one character.'],
    [{ data: { brazeSubscribed: 'yes' } }, 'brazeSubscribed must be true or false.'],
    [{ data: { blob: 'x'.repeat(17_000) } }, 'Settings are limited to 16 KB.'],
  ])('refuses %j with 400 and X-Error, changing nothing', async (payload, message) => {
    const before = (await post('/v3/getAppSettings')).json<{ settings: unknown }>().settings;
    const response = await post('/v3/putAppSettings', payload);
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-error-code']).toBe('130');
    expect(response.headers['x-error']).toBe(message);
    expect((await post('/v3/getAppSettings')).json<{ settings: unknown }>().settings).toEqual(
      before,
    );
  });

  it('refuses visitors with 401 and X-Error-Code 107', async () => {
    const response = await post('/v3/getAppSettings', undefined, {});
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-error-code']).toBe('107');
  });

  it("keeps each user's settings apart", async () => {
    const other = (await signUp(t.app)).cookie;
    const got = (await post('/v3/getAppSettings', undefined, { cookie: other })).json<{
      settings: unknown;
    }>();
    expect(got.settings).toEqual({});
  });
});
