/**
 * How /graphql answers on the wire: a JSON result is sent whole (with its Content-Length, and
 * compressed for a browser), while results Yoga streams (server-sent events) still stream.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveUrl } from '../test/factories.js';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../test/test-app.js';

const SAVES_QUERY =
  'query GetSavedItems { user { savedItems(pagination: { first: 30 }) { edges { cursor node { id url title status } } totalCount } } }';

describe('GraphQL responses on the wire', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signUp(t.app)).cookie;
    for (let i = 0; i < 40; i += 1)
      await saveUrl(t.app, { cookie }, { url: `https://example.com/wire/${i}` });
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>, query = SAVES_QUERY) =>
    t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie, ...headers },
      payload: { query },
    });

  it('sends a JSON result whole, with the length of its bytes', async () => {
    const response = await post({});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    const body = response.json<{ data: { user: { savedItems: { totalCount: number } } } }>();
    expect(body.data.user.savedItems.totalCount).toBe(40);
  });

  it('compresses a large JSON result for a browser to the same JSON', async () => {
    const plain = await post({});
    const gzipped = await post({ 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('compresses a page of saves past 8 KB in one go for a browser: whole, with its length', async () => {
    const reader = await signUp(t.app);
    for (let i = 0; i < 30; i += 1) {
      const path = `${'a-long-path-segment-'.repeat(20)}${i}`;
      await saveUrl(t.app, reader, { url: `https://example.com/${path}` });
    }
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...headers, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: { query: SAVES_QUERY },
      });
    const plain = await send({ cookie: reader.cookie });
    expect(plain.rawPayload.length).toBeGreaterThan(8_192);
    const compressed = await send({ cookie: reader.cookie, 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toBe('br');
    // A streamed body would have no length: the page was compressed in one call.
    expect(compressed.headers['content-length']).toBe(String(compressed.rawPayload.length));
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('keeps the GraphQL response media type when the client asks for it', async () => {
    const response = await post(
      { accept: 'application/graphql-response+json' },
      '{ user { notAField } }',
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe(
      'application/graphql-response+json; charset=utf-8',
    );
    expect(response.json<{ errors: unknown[] }>().errors).toHaveLength(1);
  });

  it('still streams a result asked for as server-sent events', async () => {
    const response = await post(
      { accept: 'text/event-stream' },
      '{ user { savedItems { totalCount } } }',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream');
    expect(response.body).toContain('event: next');
    expect(response.body).toContain('"totalCount":40');
    expect(response.body).toContain('event: complete');
  });
});
