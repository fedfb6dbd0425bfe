import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveUrl } from '../test/factories.js';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../test/test-app.js';

type Reader = Awaited<ReturnType<typeof signUp>>;

// A sibling port of the same host: the same site, so browsers send the SameSite=Lax cookie.
const SIBLING = 'http://localhost:4000';
const READ_EMAIL = `/graphql?query=${encodeURIComponent('{ user { email } }')}`;
/** An app's token reads the user, never their email (docs/API.md "Scopes"). */
const READ_USER = `/graphql?query=${encodeURIComponent('{ user { id } }')}`;

describe('cookies and other origins (docs/API.md "Cookies and other origins")', () => {
  let t: TestApp;
  let me: Reader;
  beforeAll(async () => {
    t = await createTestApp();
    me = await signUp(t.app);
    await saveUrl(t.app, me, { url: 'https://example.com/private-plans?token=s3cret' });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: me.cookie, ...headers } });

  it('sends no CORS headers to any origin, for reads or preflights', async () => {
    for (const origin of [SIBLING, 'https://evil.example', TEST_ORIGIN]) {
      const read = await get(READ_EMAIL, { origin });
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
      expect(read.headers['access-control-allow-credentials']).toBeUndefined();
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/graphql',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('reads nothing private for a cookie-carrying GET from another origin of the same site', async () => {
    const cases: Array<Record<string, string>> = [
      { origin: SIBLING }, // a browser without Fetch Metadata
      { origin: SIBLING, 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors' },
      { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' },
    ];
    for (const headers of cases) {
      const response = await get(READ_EMAIL, headers);
      const body = response.json<{
        data: unknown;
        errors: Array<{ message: string; extensions: Record<string, unknown> }>;
      }>();
      expect(response.body).not.toContain(me.email);
      expect(body.errors[0]!.extensions.status).toBe(401);
      expect(body.errors[0]!.message).toMatch(/not accepted from another site/);

      const v3 = await get('/v3/get?detailType=complete', headers);
      expect(v3.statusCode).toBe(401);
      expect(v3.body).not.toContain('private-plans');
    }
  });

  it('still reads for the app itself, for a typed address, and for a link followed from elsewhere', async () => {
    const allowed: Array<Record<string, string>> = [
      {}, // no Origin: not a browser's cross-origin call
      { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
      { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
      // The answer to a navigation is shown to the user, never to the page that linked to it.
      {
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
      },
    ];
    for (const headers of allowed) {
      const response = await get(READ_EMAIL, headers);
      expect(response.json()).toEqual({ data: { user: { email: me.email } } });
    }
  });

  it('accepts a bearer token from any origin: tokens are not sent by browsers on their own', async () => {
    const { token } = await t.services.auth.createAccessToken(Number(me.id), 'cross-origin test');
    const response = await t.app.inject({
      method: 'GET',
      url: READ_USER,
      headers: { origin: SIBLING, 'sec-fetch-site': 'same-site', authorization: `Bearer ${token}` },
    });
    expect(response.json()).toEqual({ data: { user: { id: me.id } } });
  });

  it('refuses a cookie-carrying change from another origin of the same site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { origin: SIBLING, cookie: me.cookie, 'content-type': 'application/json' },
      payload: {
        query:
          'mutation { savedItemArchive(givenUrl: "https://example.com/x", timestamp: "2026-01-01T00:00:00Z") { url } }',
      },
    });
    expect(response.statusCode).toBe(403);
  });
});
