import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { screenshotOnFailure, signedInPage, startApp } from './harness.js';
import type { TestApp } from './harness.js';

// A page on another port of the same host is the same *site* as Satchel, so Chromium sends the
// SameSite=Lax session cookie with its requests. Satchel must neither let that page read the
// signed-in user's library (no CORS grant, and the cookie is not honoured for cross-origin reads)
// nor act on it (the same-origin check on changes). docs/API.md "Cookies and other origins".

let app: TestApp;
let foreign: Server;
let foreignUrl: string;

beforeAll(async () => {
  app = await startApp().catch(() => startApp());
  foreign = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>Another site</title><p>Nothing to see here.</p>');
  });
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  foreignUrl = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await app?.stop();
  await new Promise((resolve) => foreign?.close(resolve));
});

describe('a page on another origin of the same site', () => {
  test('cannot read the signed-in user’s data or change it', async ({ onTestFailed }) => {
    const page = await signedInPage(app, onTestFailed, 'cross-origin');
    screenshotOnFailure(onTestFailed, page, 'cross-origin-foreign');
    const email = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ user { email } }' }),
      });
      return ((await response.json()) as { data: { user: { email: string } } }).data.user.email;
    });
    expect(email).toContain('@example.com');

    await page.goto(foreignUrl);
    const readUrl = `${app.baseUrl}/graphql?query=${encodeURIComponent('{ user { email } }')}`;
    const read = await page.evaluate(async (url) => {
      try {
        const response = await fetch(url, { credentials: 'include' });
        return `read: ${await response.text()}`;
      } catch (error) {
        return `blocked: ${String(error)}`;
      }
    }, readUrl);
    expect(read).toMatch(/^blocked: TypeError/); // no CORS grant
    // A "simple" POST (no preflight) carrying the cookie: refused before it reaches GraphQL,
    // so the mutation never runs.
    const archiveUrl = 'https://example.com/cross-origin-target';
    await page.evaluate(
      async ({ url, target }) => {
        await fetch(url, {
          method: 'POST',
          credentials: 'include',
          mode: 'no-cors',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({
            query: `mutation { upsertSavedItem(input: { url: "${target}" }) { id } }`,
          }),
        }).catch(() => undefined);
      },
      { url: `${app.baseUrl}/graphql`, target: archiveUrl },
    );

    // Back on Satchel, nothing was saved.
    await page.goto(`${app.baseUrl}/saves`);
    const saved = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: '{ user { savedItems(pagination: { first: 30 }) { totalCount } } }',
        }),
      });
      return ((await response.json()) as { data: { user: { savedItems: { totalCount: number } } } })
        .data.user.savedItems.totalCount;
    });
    expect(saved).toBe(0);
  });
});
