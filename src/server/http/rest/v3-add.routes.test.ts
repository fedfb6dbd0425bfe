import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../test/fixture-pages.js';
import { createTestApp, graphql, signUp, TEST_ORIGIN, type TestApp } from '../../test/test-app.js';

const PARAGRAPH =
  '<p>Reading slowly is a habit worth keeping. It asks for patience and gives back attention, which is rarer than time. We read fewer things, and we read them better, and the page stays with us.</p>';
const ARTICLE = `<!doctype html><html lang="en"><head><title>The Art of Slow Reading</title>
<meta property="og:site_name" content="Slow Magazine">
<meta name="author" content="Ada Reader">
<meta property="article:published_time" content="2024-03-05T10:00:00Z">
</head><body><article><h1>The Art of Slow Reading</h1>${PARAGRAPH.repeat(8)}</article></body></html>`;

const SAVE = `query($id: ID!) { user { savedItemById(id: $id) { title status tags { name } } } }`;

/** The keys of §3.3's add-item object (top_image_url and domain_metadata are optional). */
const ADD_ITEM_KEYS = [
  'item_id',
  'normal_url',
  'resolved_id',
  'resolved_url',
  'domain_id',
  'origin_domain_id',
  'response_code',
  'mime_type',
  'content_length',
  'encoding',
  'date_resolved',
  'date_published',
  'title',
  'excerpt',
  'word_count',
  'innerdomain_redirect',
  'login_required',
  'has_image',
  'has_video',
  'is_index',
  'is_article',
  'used_fallback',
  'lang',
  'time_first_parsed',
  'authors',
  'images',
  'videos',
  'resolved_normal_url',
  'given_url',
];

describe('Pocket v3/add', () => {
  let t: TestApp;
  let fixtures: FixtureServer;
  let cookie: string;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    fixtures = await startFixtureServer({ '/slow-reading': [200, 'text/html', ARTICLE] });
    const user = await signUp(t.app);
    cookie = user.cookie;
    token = (await t.services.auth.createAccessToken(Number(user.id), 'reader app')).token;
  });
  afterAll(async () => {
    await fixtures.close();
    await t.close();
  });

  const add = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/v3/add',
      headers: { origin: TEST_ORIGIN, cookie },
      payload,
    });

  it('answers a pending item before parsing and the parsed item after', async () => {
    const url = fixtures.url('/slow-reading');
    const pending = await add({ url, title: 'My own title', tags: 'Reading,slow' });
    expect(pending.statusCode).toBe(200);
    const body = pending.json<{ item: Record<string, unknown>; status: number }>();
    expect(body.status).toBe(1);
    expect(Object.keys(body.item).sort()).toEqual([...ADD_ITEM_KEYS].sort());
    expect(body.item).toMatchObject({
      item_id: expect.stringMatching(/^\d+$/),
      resolved_id: '0',
      normal_url: url,
      given_url: url,
      title: null,
      resolved_url: null,
      authors: null,
    });
    expect(body.item).not.toHaveProperty('tags');
    const itemId = body.item.item_id as string;

    const saved = await graphql<{
      user: { savedItemById: { title: string; status: string; tags: Array<{ name: string }> } };
    }>(t.app, { cookie }, SAVE, { id: itemId });
    expect(saved.data!.user.savedItemById).toMatchObject({
      title: 'My own title',
      status: 'UNREAD',
    });
    expect(saved.data!.user.savedItemById.tags.map((tag) => tag.name).sort()).toEqual([
      'reading',
      'slow',
    ]);

    await t.services.items.parse(Number(itemId));
    const after = await add({ url });
    const item = after.json<{ item: Record<string, unknown> }>().item;
    for (const key of ADD_ITEM_KEYS) expect(item).toHaveProperty(key);
    expect(item).toMatchObject({
      item_id: itemId,
      resolved_id: itemId,
      given_url: url,
      resolved_url: url,
      title: 'The Art of Slow Reading',
      excerpt: expect.stringContaining('Reading slowly'),
      word_count: expect.stringMatching(/^[1-9]\d*$/),
      is_article: '1',
      has_video: '0',
      lang: 'en',
      innerdomain_redirect: '0',
      date_published: '2024-03-05 10:00:00',
      date_resolved: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      time_first_parsed: expect.stringMatching(/^\d{10}$/),
      authors: { '1': { item_id: itemId, author_id: '1', name: 'Ada Reader', url: '' } },
      images: {},
      videos: {},
      domain_metadata: { name: 'Slow Magazine', logo: expect.any(String), greyscale_logo: '' },
    });
  });

  it('accepts GET and POST with an access_token, tags as an array', async () => {
    const viaGet = await t.app.inject({
      method: 'GET',
      url: `/v3/add?url=${encodeURIComponent('https://example.com/add/get')}&access_token=${encodeURIComponent(token)}`,
    });
    expect(viaGet.statusCode).toBe(200);
    expect(viaGet.json()).toMatchObject({
      status: 1,
      item: { given_url: 'https://example.com/add/get' },
    });
    const viaPost = await t.app.inject({
      method: 'POST',
      url: '/v3/add',
      payload: {
        consumer_key: '1234-abcdef0123456789abcdef01',
        access_token: token,
        url: 'https://example.com/add/post',
        tags: ['a', 'b'],
      },
    });
    expect(viaPost.statusCode).toBe(200);
    const id = viaPost.json<{ item: { item_id: string } }>().item.item_id;
    const saved = await graphql<{ user: { savedItemById: { tags: Array<{ name: string }> } } }>(
      t.app,
      { token },
      SAVE,
      { id },
    );
    expect(saved.data!.user.savedItemById.tags.map((tag) => tag.name).sort()).toEqual(['a', 'b']);
  });

  it('refuses a missing or invalid url, an over-long title and a cookie GET', async () => {
    for (const payload of [
      {},
      { url: 'not a url' },
      { url: 'https://example.com/add/long', title: 'x'.repeat(501) },
      { url: 'https://example.com/add/empty-tag', tags: 'a,,b' },
      // A tag the tag rules refuse: the save used to be written before its tags were checked.
      { url: 'https://example.com/add/reserved-tag', tags: 'fine,_untagged_' },
    ]) {
      const response = await add(payload);
      expect(response.statusCode).toBe(400);
      expect(response.headers['x-error-code']).toBe('130');
      expect(response.json()).toHaveProperty('error');
    }
    const refused = await t.db.query(
      "SELECT count(*)::int AS n FROM saved_items WHERE given_url LIKE '%/add/long' OR given_url LIKE '%/add/empty-tag' OR given_url LIKE '%/add/reserved-tag'",
    );
    expect(refused[0]).toEqual({ n: 0 });

    const cookieGet = await t.app.inject({
      method: 'GET',
      url: `/v3/add?url=${encodeURIComponent('https://example.com/add/csrf')}`,
      headers: { cookie },
    });
    expect(cookieGet.statusCode).toBe(403);
    const none = await t.app.inject({
      method: 'POST',
      url: '/v3/add',
      payload: { url: 'https://example.com/x' },
    });
    expect(none.statusCode).toBe(401);
  });
});
