/**
 * GET /save answers the web client with its permission to save at once, from the navigation's
 * Fetch Metadata (docs/PRODUCT.md §10.9 "/save links"): a click, Satchel's own pages and the
 * browser itself may; another site's script or meta refresh may not.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  const webDir = mkdtempSync(join(tmpdir(), 'satchel-save-page-'));
  writeFileSync(
    join(webDir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>Satchel</title></head><body><div id="root"></div></body></html>',
  );
  app = await buildApp({
    config: t.config,
    services: t.services,
    logger: pino({ level: 'silent' }),
    isReady: async () => true,
    webDir,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const LINK = `/save?url=${encodeURIComponent('https://example.com/a?b=1#c')}&title=${encodeURIComponent('Ünïcode — 東京')}`;

async function permission(headers: Record<string, string>, url = LINK) {
  const response = await app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  const found = /<meta name="satchel-save" content="([a-z-]+)">/.exec(response.body);
  return { content: found?.[1], response };
}

describe('GET /save', () => {
  it.each([
    [
      'a link the user clicked on another site',
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-user': '?1' },
    ],
    [
      'the bookmarklet’s window (opened by a click)',
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-user': '?1', 'sec-fetch-mode': 'navigate' },
    ],
    ['Satchel’s own page', { 'sec-fetch-site': 'same-origin' }],
    [
      'the address bar, a bookmark or the share target',
      { 'sec-fetch-site': 'none', 'sec-fetch-user': '?1' },
    ],
  ])('saves at once for %s', async (_label, headers) => {
    expect((await permission(headers)).content).toBe('at-once');
  });

  it.each([
    [
      'a script or meta refresh on another site',
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    ],
    ['a sibling subdomain without a click', { 'sec-fetch-site': 'same-site' }],
    [
      'a forged user flag that is not ?1',
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-user': '?0' },
    ],
    ['a browser that sends no Fetch Metadata', {}],
  ])('asks first for %s', async (_label, headers) => {
    expect((await permission(headers)).content).toBe('confirm');
  });

  it('is never cached, since its answer depends on how the browser came', async () => {
    const { response } = await permission({ 'sec-fetch-site': 'none' }, '/save/?text=hello');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toMatch(/Sec-Fetch-Site, Sec-Fetch-User/);
  });

  it('leaves other client routes without the tag', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/saves?url=https://example.com/',
      headers: { 'sec-fetch-site': 'none' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('satchel-save');
  });
});
