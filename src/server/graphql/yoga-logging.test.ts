/**
 * What /graphql writes to the log: a user's own mistake (a mistyped feed address) is answered in
 * words and logged at info, never at error, where an operator's alerts look; a fault of ours is
 * still logged at error.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_PATHS, startFeedServer, type FeedServer } from '../test/feed-server.js';
import { createTestApp, graphql, signUp, type TestApp } from '../test/test-app.js';

interface LogLine {
  level: number;
  msg?: string;
  err?: { message?: string };
}

let t: TestApp;
let server: FeedServer;
const lines: LogLine[] = [];

beforeAll(async () => {
  server = await startFeedServer();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  t = await createTestApp({}, pino({ level: 'info' }, stream));
});
afterAll(async () => {
  await t.close();
  await server.close();
});

const SUBSCRIBE = `mutation($url: String!) { subscribeToFeed(url: $url) { id } }`;
const ERROR_LEVEL = 50;

describe('GraphQL error logging', () => {
  it('logs a mistyped feed address at info: it is the user’s input, not a fault', async () => {
    const reader = await signUp(t.app);
    const typed = [
      server.url(FEED_PATHS.missing), // a 404
      'https://feeds.example.invalid/rss', // a host that does not exist
      'exampel .com/feed', // not a URL at all
    ];
    for (const url of typed) {
      const response = await graphql(t.app, reader, SUBSCRIBE, { url });
      expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const messages = lines.filter((line) => line.level === 30).map((line) => line.msg);
    expect(messages).toEqual(
      expect.arrayContaining([
        'That address answered 404.',
        'The feed address is not a valid URL.',
      ]),
    );
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
  });

  it('still logs a fault of ours at error, and masks it for the user', async () => {
    const reader = await signUp(t.app);
    const before = lines.length;
    await t.db.query('ALTER TABLE recent_searches RENAME TO recent_searches_gone');
    try {
      const response = await graphql(
        t.app,
        reader,
        `
          {
            user {
              recentSearches {
                term
              }
            }
          }
        `,
      );
      expect(response.errors?.[0]?.message).toBe(
        'Something went wrong on our side. Please try again.',
      );
    } finally {
      await t.db.query('ALTER TABLE recent_searches_gone RENAME TO recent_searches');
    }
    const errors = lines.slice(before).filter((line) => line.level === ERROR_LEVEL);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.err?.message).toMatch(/recent_searches/);
  });
});
