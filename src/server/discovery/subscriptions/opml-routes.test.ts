/**
 * POST and GET /api/feeds/opml (docs/API.md "Feeds"): an OPML file's feeds subscribed in their
 * folders without fetching, bad outlines listed with their reason, files that are not OPML or
 * too large refused in words, the export read back into another account the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_PATHS, startFeedServer, type FeedServer } from '../../test/feed-server.js';
import { createTestApp, graphql, signUp, TEST_ORIGIN, type TestApp } from '../../test/test-app.js';
import { readOpml } from './opml-document.js';

let t: TestApp;
let server: FeedServer;

beforeAll(async () => {
  server = await startFeedServer();
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await server.close();
});

const BOUNDARY = '----satchel-opml-test';

function multipart(file: { field?: string; name: string; content: string | Buffer }) {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
        'Content-Type: text/x-opml\r\n\r\n',
    ),
    Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function upload(
  auth: { cookie?: string },
  file: { field?: string; name: string; content: string | Buffer },
  origin = TEST_ORIGIN,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/feeds/opml',
    headers: {
      origin,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
    },
    payload: multipart(file),
  });
}

interface Sub {
  url: string;
  title: string;
  folder: string | null;
  topic: string | null;
  status: string;
}

async function feeds(auth: { cookie: string }): Promise<Sub[]> {
  const response = await graphql<{ user: { feeds: Sub[] } }>(
    t.app,
    auth,
    '{ user { feeds { url title folder topic status } } }',
  );
  expect(response.errors).toBeUndefined();
  return response.data!.user.feeds;
}

const byUrl = (subs: Sub[]) => [...subs].sort((a, b) => a.url.localeCompare(b.url));

describe('POST /api/feeds/opml', () => {
  it("subscribes to every feed of a reader's export in its folder, without fetching one", async () => {
    const reader = await signUp(t.app);
    const opml = await (await fetch(server.url(FEED_PATHS.opml))).text();
    const before = server.allRequests().length;
    const response = await upload(reader, { name: 'subscriptions.opml', content: opml });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ subscribed: 6, alreadySubscribed: 0, problems: [] });
    expect(server.allRequests().length).toBe(before); // the poller fetches them, later
    expect(byUrl(await feeds(reader))).toEqual(
      byUrl([
        {
          url: server.url(FEED_PATHS.rss),
          title: 'World news (RSS)',
          folder: 'News & Politics',
          topic: null,
          status: 'PENDING',
        },
        {
          url: server.url(FEED_PATHS.atom),
          title: 'Le monde — Atom',
          folder: 'News & Politics',
          topic: null,
          status: 'PENDING',
        },
        {
          url: server.url(FEED_PATHS.json),
          title: 'JSON tech',
          folder: 'Tech',
          topic: null,
          status: 'PENDING',
        },
        {
          url: server.url(FEED_PATHS.missing),
          title: 'A feed that is gone',
          folder: 'Tech',
          topic: null,
          status: 'PENDING',
        },
        {
          url: server.url(FEED_PATHS.broken),
          title: 'Not really a feed',
          folder: null,
          topic: null,
          status: 'PENDING',
        },
        {
          url: server.url(FEED_PATHS.ttl),
          title: '日本語のフィード',
          folder: null,
          topic: null,
          status: 'PENDING',
        },
      ]),
    );

    const again = await upload(reader, { name: 'subscriptions.opml', content: opml });
    expect(again.json()).toEqual({ subscribed: 0, alreadySubscribed: 6, problems: [] });
  });

  it('lists the outlines it cannot follow with their reason, and takes the rest', async () => {
    const reader = await signUp(t.app);
    const opml = `<?xml version="1.0"?>
<opml version="1.1"><head><title>Mixed</title></head><body>
  <outline text="Good &amp; «quoted»" xmlUrl="https://good.example/feed.xml"/>
  <outline text="Twice" xmlUrl="https://good.example/feed.xml"/>
  <outline text="FTP" xmlUrl="ftp://files.example/feed.xml"/>
  <outline text="Garbage" xmlUrl="not a url at all"/>
  <outline text="Folder">
    <outline text="Bookmark" type="link" htmlUrl="https://site.example/"/>
    <outline text="Long" xmlUrl="https://long.example/${'x'.repeat(2100)}"/>
  </outline>
</body></opml>`;
    const response = await upload(reader, { name: 'mixed.opml', content: opml });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ subscribed: number; problems: Array<Record<string, unknown>> }>();
    expect(body.subscribed).toBe(1);
    expect(body.problems).toEqual([
      {
        title: 'Bookmark',
        url: 'https://site.example/',
        folder: 'Folder',
        reason: 'This outline has no feed address (xmlUrl).',
      },
      {
        title: 'Twice',
        url: 'https://good.example/feed.xml',
        folder: null,
        reason: 'This feed is listed earlier in the file.',
      },
      {
        title: 'FTP',
        url: 'ftp://files.example/feed.xml',
        folder: null,
        reason: 'Only http:// and https:// feeds can be followed.',
      },
      {
        title: 'Garbage',
        url: 'not a url at all',
        folder: null,
        reason: 'The feed address is not a valid URL.',
      },
      expect.objectContaining({
        title: 'Long',
        folder: 'Folder',
        reason: expect.stringMatching(/longer than 2082/),
      }),
    ]);
    expect((await feeds(reader)).map((sub) => sub.title)).toEqual(['Good & «quoted»']);
  });

  it('refuses a file that is not OPML, a file over 2 MB, a missing file and a signed-out caller, in words', async () => {
    const reader = await signUp(t.app);
    const html = await upload(reader, {
      name: 'page.html',
      content: '<html><body><a href="/feed">Feed</a></body></html>',
    });
    expect(html.statusCode).toBe(400);
    expect(html.json().error.message).toMatch(/not an OPML subscription list/);

    const padding = `<!-- ${'x'.repeat(2 * 1024 * 1024)} -->`;
    const large = await upload(reader, {
      name: 'large.opml',
      content: `<opml version="2.0"><body>${padding}<outline text="a" xmlUrl="https://a.example/feed"/></body></opml>`,
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().error.message).toMatch(/larger than 2 MB/);

    const wrongField = await upload(reader, {
      field: 'upload',
      name: 'a.opml',
      content: '<opml/>',
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.message).toMatch(/field "file"/);

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/feeds/opml',
      headers: { origin: TEST_ORIGIN, cookie: reader.cookie, 'content-type': 'application/json' },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);

    const signedOut = await upload(
      {},
      { name: 'a.opml', content: '<opml version="2.0"><body/></opml>' },
    );
    expect(signedOut.statusCode).toBe(401);
    const elsewhere = await upload(
      reader,
      { name: 'a.opml', content: '<opml/>' },
      'https://evil.example',
    );
    expect(elsewhere.statusCode).toBe(403);
    expect(await feeds(reader)).toEqual([]);
  });

  it('stops at 2,000 subscriptions and lists the rest', async () => {
    const reader = await signUp(t.app);
    await t.db.query(
      `WITH f AS (
         INSERT INTO feeds (url, normal_url)
         SELECT 'https://limit.example/' || g, 'https://limit.example/' || g FROM generate_series(1, 1999) g
         RETURNING feed_id)
       INSERT INTO feed_subscriptions (user_id, feed_id) SELECT $1, feed_id FROM f`,
      [Number(reader.id)],
    );
    const response = await upload(reader, {
      name: 'three.opml',
      content: `<opml version="2.0"><body>
        <outline text="One" xmlUrl="https://one.example/feed"/>
        <outline text="Two" xmlUrl="https://two.example/feed"/>
        <outline text="Three" xmlUrl="https://three.example/feed"/></body></opml>`,
    });
    const body = response.json<{
      subscribed: number;
      problems: Array<{ title: string; reason: string }>;
    }>();
    expect(body.subscribed).toBe(1);
    expect(body.problems.map((p) => [p.title, p.reason])).toEqual([
      ['Two', 'You can follow at most 2,000 feeds. Unsubscribe from some first.'],
      ['Three', 'You can follow at most 2,000 feeds. Unsubscribe from some first.'],
    ]);
    const subscribe = await graphql(
      t.app,
      reader,
      'mutation { subscribeToFeed(url: "https://four.example/feed") { id } }',
    );
    expect(subscribe.errors?.[0]?.message).toBe(
      'You can follow at most 2,000 feeds. Unsubscribe from some first.',
    );
  });
});

describe('GET /api/feeds/opml', () => {
  it('downloads OPML 2.0 with folders and titles that imports into another account the same', async () => {
    const first = await signUp(t.app);
    const opml = await (await fetch(server.url(FEED_PATHS.opml))).text();
    await upload(first, { name: 'subscriptions.opml', content: opml });

    const download = await t.app.inject({
      method: 'GET',
      url: '/api/feeds/opml',
      headers: { cookie: first.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="satchel-feeds.opml"',
    );
    expect(download.headers['content-type']).toMatch(/^text\/x-opml/);
    expect(download.body).toContain('<opml version="2.0">');
    expect(readOpml(download.body).feeds).toHaveLength(6);

    const second = await signUp(t.app);
    const imported = await upload(second, { name: 'satchel-feeds.opml', content: download.body });
    expect(imported.json()).toEqual({ subscribed: 6, alreadySubscribed: 0, problems: [] });
    expect(byUrl(await feeds(second))).toEqual(byUrl(await feeds(first)));

    const signedOut = await t.app.inject({ method: 'GET', url: '/api/feeds/opml' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('downloads an empty OPML 2.0 list for a reader with no subscriptions, which imports as nothing', async () => {
    const reader = await signUp(t.app);
    const download = await t.app.inject({
      method: 'GET',
      url: '/api/feeds/opml',
      headers: { cookie: reader.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/^text\/x-opml/);
    expect(download.body).toContain('<opml version="2.0">');
    expect(download.body).toContain('<title>Satchel subscriptions</title>');
    expect(download.body).toMatch(/<body\s*\/>|<body>\s*<\/body>/);
    expect(readOpml(download.body)).toEqual({ feeds: [], problems: [] });

    const imported = await upload(reader, { name: 'satchel-feeds.opml', content: download.body });
    expect(imported.json()).toEqual({ subscribed: 0, alreadySubscribed: 0, problems: [] });
  });
});
