/**
 * The process logger at its default level keeps no credential from a logged URL: Pocket-era
 * clients put `access_token` and `consumer_key` in the query (docs/API.md "REST v3").
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, requestForLog } from './logger.js';
import { createTestApp, signUp, type TestApp } from './test/test-app.js';

const CONSUMER_KEY = '94321-7f3a9c1e5b2d8f4a6c0e1b3d';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  // The real logger at `info`, the level an instance runs at unless told otherwise.
  t = await createTestApp({}, createLogger({ logLevel: 'info', devMode: false }, stream));
});
afterAll(() => t.close());

describe('request logs', () => {
  it('redact the access token and consumer key of a v3 call, and keep the rest of the line', async () => {
    const me = await signUp(t.app);
    const { token } = await t.services.auth.createAccessToken(Number(me.id), 'Reading app');
    lines.length = 0;
    const response = await t.app.inject({
      method: 'GET',
      url: `/v3/get?consumer_key=${CONSUMER_KEY}&access_token=${encodeURIComponent(token)}&count=10&detailType=complete`,
    });
    expect(response.statusCode).toBe(200);

    const log = lines.join('\n');
    expect(log).not.toContain(token);
    expect(log).not.toContain(encodeURIComponent(token));
    expect(log).not.toContain(CONSUMER_KEY);
    const entries = lines.map((line) => JSON.parse(line) as { req?: unknown });
    expect(entries.find((entry) => entry.req)?.req).toMatchObject({
      method: 'GET',
      url: '/v3/get?consumer_key=[redacted]&access_token=[redacted]&count=10&detailType=complete',
    });
  });

  it('redact a token sent to an unknown v3 method and to a GraphQL URL too', async () => {
    lines.length = 0;
    const secret = 'stl_9_Zq4vX2mB7nK1pR8sT3wY6uJ0hG5fD';
    await t.app.inject({ method: 'GET', url: `/v3/nothing-here?access_token=${secret}` });
    await t.app.inject({
      method: 'POST',
      url: `/graphql?access_token=${secret}`,
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ __typename }' },
    });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(secret);
  });
});

describe('requestForLog', () => {
  it('reads a raw request as well as a Fastify one', () => {
    expect(
      requestForLog({
        method: 'GET',
        url: '/v3/oauth/authorize?code=a1b2c3d4-e5f6-7a8b-9c0d-e1f2a3b4c5d6&redirect_uri=app%3Aauth',
        headers: { host: 'satchel.example' },
        socket: { remoteAddress: '203.0.113.9', remotePort: 51515 },
      }),
    ).toEqual({
      method: 'GET',
      url: '/v3/oauth/authorize?code=[redacted]&redirect_uri=app%3Aauth',
      host: 'satchel.example',
      remoteAddress: '203.0.113.9',
      remotePort: 51515,
    });
  });
});
