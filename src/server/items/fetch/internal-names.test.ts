/**
 * A name that resolves to a private or loopback address reads, on every surface a user sees, the
 * same as a name that does not exist (docs/FEEDS.md "States and errors"): otherwise the error
 * words would map which names resolve inside the instance's network. The app runs with the guard
 * on; DNS answers from a table, so nothing leaves this machine.
 */
import type * as Dns from 'node:dns/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, graphql, signUp, TEST_ORIGIN, type TestApp } from '../../test/test-app.js';

vi.mock('node:dns/promises', async (importOriginal) => {
  const real = await importOriginal<typeof Dns>();
  const table: Record<string, string> = {
    'intranet.example': '10.20.30.40',
    'router.example': '192.168.1.1',
    'loopback.example': '127.0.0.1',
    'metadata.example': '169.254.169.254',
  };
  const lookup = async (name: string, options?: unknown) => {
    if (!name.endsWith('.example')) return real.lookup(name, options as never);
    const address = table[name];
    if (!address) {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    }
    return [{ address, family: 4 }];
  };
  return { ...real, lookup, default: { ...real, lookup } };
});

const INTERNAL = ['intranet.example', 'router.example', 'loopback.example', 'metadata.example'];
const UNKNOWN = 'nowhere-at-all.example';

let t: TestApp;
let reader: { cookie: string };

beforeAll(async () => {
  t = await createTestApp({ allowPrivateFetch: false });
  reader = await signUp(t.app);
});
afterAll(() => t.close());

/** The error a GraphQL call answers with, as the web client shows it. */
async function errorOf(query: string, url: string) {
  const response = await graphql(t.app, reader, query, { url });
  expect(response.errors).toHaveLength(1);
  const [error] = response.errors!;
  return { message: error!.message, code: error!.extensions?.code };
}

const DISCOVER = 'query($url: String!) { discoverFeeds(url: $url) { url } }';
const SUBSCRIBE = 'mutation($url: String!) { subscribeToFeed(url: $url) { id } }';

describe('a name resolving inside the network reads as one that does not exist', () => {
  it.each([
    ['discoverFeeds', DISCOVER],
    ['subscribeToFeed', SUBSCRIBE],
  ])('%s', async (_name, query) => {
    const unknown = await errorOf(query, `https://${UNKNOWN}/feed.xml`);
    expect(unknown.code).toBe('BAD_USER_INPUT');
    expect(unknown.message).toMatch(/could not be reached/);
    for (const host of INTERNAL) {
      expect(await errorOf(query, `https://${host}/feed.xml`)).toEqual(unknown);
    }
  });

  it("a saved page's failure", async () => {
    const parseErrorOf = async (url: string) => {
      const saved = await graphql<{ upsertSavedItem: { item: { itemId: string } } }>(
        t.app,
        reader,
        'mutation($url: String!) { upsertSavedItem(input: { url: $url }) { item { ... on Item { itemId } } } }',
        { url },
      );
      expect(saved.errors).toBeUndefined();
      const itemId = Number(saved.data!.upsertSavedItem.item.itemId);
      const item = await t.services.items.parse(itemId);
      expect(item?.parseStatus).toBe('FAILED');
      return item?.parseError;
    };
    const unknown = await parseErrorOf(`https://${UNKNOWN}/2024/03/slow-reading?utm_source=x`);
    expect(unknown).toMatch(
      /could not be reached: its address does not exist on the public internet/,
    );
    for (const host of INTERNAL) {
      expect(await parseErrorOf(`http://${host}/admin/status?full=1`)).toBe(unknown);
    }
  });

  it("a followed feed's error, after the poll", async () => {
    // An OPML upload follows feeds without fetching them; the first poll finds them failing.
    const follower = await signUp(t.app);
    const outlines = [UNKNOWN, ...INTERNAL]
      .map((host) => `<outline text="${host}" type="rss" xmlUrl="https://${host}/rss"/>`)
      .join('');
    const boundary = '----internal-names';
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/feeds/opml',
      headers: {
        origin: TEST_ORIGIN,
        cookie: follower.cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="feeds.opml"\r\n` +
        `Content-Type: text/x-opml\r\n\r\n<?xml version="1.0"?><opml version="2.0"><head><title>Mine</title></head>` +
        `<body>${outlines}</body></opml>\r\n--${boundary}--\r\n`,
    });
    expect(upload.json()).toMatchObject({ subscribed: 5 });
    await t.services.feeds.pollDue();
    const response = await graphql<{ user: { feeds: Array<{ url: string; error: string }> } }>(
      t.app,
      follower,
      '{ user { feeds { url error } } }',
    );
    const errors = new Set(response.data!.user.feeds.map((feed) => feed.error));
    expect([...errors]).toEqual(['Unreachable']);
  });

  it('an image through the cache', async () => {
    const messageOf = (url: string) =>
      t.services.images
        .render({ url, width: 300, format: 'jpg' }, { mayRender: async () => true })
        .then(
          () => 'rendered',
          (error: Error) => error.message,
        );
    const unknown = await messageOf(`https://${UNKNOWN}/cover.jpg`);
    expect(unknown).toBe('The image could not be loaded.');
    for (const host of INTERNAL) expect(await messageOf(`https://${host}/cover.jpg`)).toBe(unknown);
  });
});
