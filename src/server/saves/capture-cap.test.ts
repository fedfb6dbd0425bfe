/**
 * Captures per minute per user (src/common/capture-rules.ts): past the cap a capture is refused
 * in words, through v3/add too; another user, and saving by URL, are not held by it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTURES_PER_MINUTE, TOO_MANY_CAPTURES } from '../../common/capture-rules.js';
import { testActor } from '../test/actors.js';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../test/test-app.js';

const PAGE = `<!doctype html><html><head><title>Rendered</title></head><body><article>${'<p>Words of a page the browser rendered.</p>'.repeat(8)}</article></body></html>`;

describe('the cap on captures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(`refuses a user's capture past ${CAPTURES_PER_MINUTE} a minute, with the reason; URLs and other users go on`, async () => {
    const hostile = testActor(Number((await signUp(t.app)).id));
    const other = await signUp(t.app);
    for (let n = 0; n < CAPTURES_PER_MINUTE; n++)
      await t.services.saves.save(hostile, { url: `https://example.com/p${n}`, html: PAGE });
    await expect(
      t.services.saves.save(hostile, { url: 'https://example.com/over', html: PAGE }),
    ).rejects.toMatchObject({ kind: 'RATE_LIMITED', message: TOO_MANY_CAPTURES });
    // Saving the link alone still works.
    await t.services.saves.save(hostile, { url: 'https://example.com/over' });
    // Another user's capture is theirs to make, answered as v3/add answers it.
    const response = await t.app.inject({
      method: 'POST',
      url: '/v3/add',
      headers: { origin: TEST_ORIGIN, cookie: other.cookie },
      payload: { url: 'https://example.com/mine', html: PAGE },
    });
    expect(response.statusCode).toBe(200);
  });
});
