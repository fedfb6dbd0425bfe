import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../core/actor.js';
import { actorFromCookie, saveUrl } from '../../test/factories.js';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';

type Item = Record<string, unknown> & { item_id: string; sort_id: number };
interface GetReply {
  status: number;
  complete: number;
  error: null;
  since: number;
  maxActions: number;
  cachetype: string;
  list: Record<string, Item> | [];
  total?: string;
  tags?: string[];
  account?: Record<string, unknown>;
  recent_searches?: Array<{ search: string }>;
  search_meta?: Record<string, unknown>;
}

/** The saves of the corpus, oldest first (time added = BASE + index hours). */
const BASE = 1_700_000_000;
const CORPUS = [
  { key: 'plain', title: 'A plain link' },
  { key: 'article', title: 'Tulips in spring', article: true, tags: ['garden'] },
  { key: 'video', title: 'Pruning roses on video', video: true, tags: ['garden', 'howto'] },
  { key: 'image', title: 'A rose photo', image: true },
  { key: 'favorite', title: 'Favourite essay', article: true, favorite: true },
  { key: 'archived', title: 'Old news about tulips', article: true, archive: true },
  { key: 'deleted', title: 'Gone', delete: true },
] as const;

describe('v3/get (retrieve)', () => {
  let t: TestApp;
  let cookie: string;
  let actor: Actor;
  const ids = new Map<string, string>();
  const keyOf = (id: string) => [...ids].find(([, value]) => value === id)?.[0] ?? id;

  const call = async (query: string, headers: Record<string, string> = { cookie }) => {
    const response = await t.app.inject({ method: 'GET', url: `/v3/get?${query}`, headers });
    return response;
  };
  const get = async (query: string) => {
    const response = await call(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<GetReply>();
  };
  /** The list's keys in sort_id order. */
  const keys = async (query: string) => {
    const body = await get(query);
    return Object.values(body.list)
      .sort((a, b) => a.sort_id - b.sort_id)
      .map((item) => keyOf(item.item_id));
  };
  const rejected = async (query: string) => {
    const response = await call(query);
    expect(response.statusCode, query).toBe(400);
    expect(response.headers['x-error-code'], query).toBe('130');
    expect(response.json<{ error: string }>().error).toBe(response.headers['x-error']);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const user = await signUp(t.app);
    cookie = user.cookie;
    actor = await actorFromCookie(t.services, cookie);
    for (const [index, entry] of CORPUS.entries()) {
      const save = await saveUrl(
        t.app,
        { cookie },
        {
          url: `https://${entry.key}.example.org/${entry.key}`,
          timestamp: BASE + index * 3600,
          ...('favorite' in entry ? { isFavorite: true } : {}),
        },
      );
      ids.set(entry.key, save.id);
      await t.db.query(
        `UPDATE items SET parse_status = 'PARSED', title = $2, article = $3, is_article = $4,
                has_video = $5, has_image = $6, word_count = 310, time_to_read = 2, language = 'en',
                excerpt = 'An excerpt'
          WHERE item_id = $1`,
        [
          save.id,
          entry.title,
          `<p>${entry.title}. Some words about gardens.</p>`,
          'article' in entry,
          'video' in entry ? 'IS_VIDEO' : 'NO_VIDEOS',
          'image' in entry ? 'IS_IMAGE' : 'NO_IMAGES',
        ],
      );
      if ('tags' in entry) {
        await t.services.tags.add(actor, [{ savedItemId: save.id, tags: [...entry.tags] }]);
      }
      if ('archive' in entry) await t.services.saves.change(actor, save.id, 'ARCHIVE');
      if ('delete' in entry) await t.services.saves.change(actor, save.id, 'DELETE');
    }
  });
  afterAll(() => t.close());

  it('lists unread and archived saves, newest first, in the simple shape', async () => {
    const body = await get('');
    expect(body).toMatchObject({
      status: 1,
      complete: 1,
      error: null,
      maxActions: 30,
      cachetype: 'db',
    });
    expect(Math.abs(body.since - Date.now() / 1000)).toBeLessThan(60);
    expect(await keys('')).toEqual(['archived', 'favorite', 'image', 'video', 'article', 'plain']);
    const video = (body.list as Record<string, Item>)[ids.get('video')!]!;
    const id = ids.get('video')!;
    expect(video).toEqual({
      item_id: id,
      resolved_id: id,
      given_url: 'https://video.example.org/video',
      given_title: 'Pruning roses on video',
      resolved_title: 'Pruning roses on video',
      resolved_url: 'https://video.example.org/video',
      favorite: '0',
      status: '0',
      time_added: String(BASE + 2 * 3600),
      time_updated: expect.stringMatching(/^\d+$/),
      time_read: '0',
      time_favorited: '0',
      sort_id: 3,
      excerpt: 'An excerpt',
      is_article: '0',
      is_index: '0',
      has_video: '2',
      has_image: '0',
      word_count: '310',
      lang: 'en',
      time_to_read: 2,
      listen_duration_estimate: 120,
      tags: {
        garden: { item_id: id, tag: 'garden' },
        howto: { item_id: id, tag: 'howto' },
      },
    });
    const archived = (body.list as Record<string, Item>)[ids.get('archived')!]!;
    expect(archived.status).toBe('1');
    expect(Number(archived.time_read)).toBeGreaterThan(BASE);
    expect(archived).not.toHaveProperty('tags');
  });

  it('filters by state and rejects legacy states', async () => {
    const unread = ['favorite', 'image', 'video', 'article', 'plain'];
    expect(await keys('state=unread')).toEqual(unread);
    expect(await keys('state=queue')).toEqual(unread);
    expect(await keys('state=archive')).toEqual(['archived']);
    expect(await keys('state=read')).toEqual(['archived']);
    expect(await keys('state=all')).toHaveLength(6);
    await rejected('state=anyactive');
    await rejected('state=pending');
  });

  it('filters by favorite, sorting by the time favourited', async () => {
    expect(await keys('favorite=1')).toEqual(['favorite']);
    expect(await keys('favorite=true')).toEqual(['favorite']);
    const body = await get('favorite=1');
    const item = (body.list as Record<string, Item>)[ids.get('favorite')!]!;
    expect(item).toMatchObject({ favorite: '1', time_favorited: String(BASE + 4 * 3600) });
    expect(await keys('favorite=0')).toEqual(['archived', 'image', 'video', 'article', 'plain']);
    await rejected('favorite=maybe');
  });

  it('filters by tag and by _untagged_', async () => {
    expect(await keys('tag=garden')).toEqual(['video', 'article']);
    expect(await keys('tag=howto')).toEqual(['video']);
    expect(await keys('tag=_untagged_')).toEqual(['archived', 'favorite', 'image', 'plain']);
  });

  it('filters by content type: article is articles only, as Pocket (not images and videos)', async () => {
    expect(await keys('contentType=article')).toEqual(['archived', 'favorite', 'article']);
    expect(await keys('contentType=video')).toEqual(['video']);
    expect(await keys('contentType=image')).toEqual(['image']);
    expect(await keys('contentType=all')).toHaveLength(6);
    await rejected('contentType=audio');
  });

  it('sorts newest or oldest and coerces longest/shortest', async () => {
    expect(await keys('state=unread&sort=oldest')).toEqual([
      'plain',
      'article',
      'video',
      'image',
      'favorite',
    ]);
    expect(await keys('state=unread&sort=newest')).toEqual(await keys('state=unread'));
    expect(await keys('state=unread&sort=longest')).toEqual(await keys('state=unread'));
    expect(await keys('state=unread&sort=shortest')).toEqual(await keys('state=unread'));
    await rejected('sort=relevance');
    await rejected('sort=sideways');
  });

  it('sorts by title and by site, A to Z, with count and offset', async () => {
    // Titles: "A plain link", "A rose photo", "Favourite essay", "Old news about tulips", …
    expect(await keys('sort=title')).toEqual([
      'plain',
      'image',
      'favorite',
      'archived',
      'video',
      'article',
    ]);
    expect(await keys('sort=title&count=2&offset=2')).toEqual(['favorite', 'archived']);
    // A title the user gave counts over the page's.
    await t.db.query(`UPDATE saved_items SET title = 'Zinnias' WHERE item_id = $1`, [
      ids.get('plain'),
    ]);
    expect((await keys('sort=title&state=unread'))[4]).toBe('plain');
    await t.db.query(`UPDATE saved_items SET title = NULL WHERE item_id = $1`, [ids.get('plain')]);
    // Sites: archived.example.org, article.example.org, favorite.…, image.…, plain.…, video.…
    expect(await keys('sort=site')).toEqual([
      'archived',
      'article',
      'favorite',
      'image',
      'plain',
      'video',
    ]);
    expect(await keys('sort=site&state=unread&count=1')).toEqual(['article']);
    const total = await get('sort=site&total=1&count=1');
    expect(total.total).toBe('6');
    await rejected('sort=title&search=tulips');
    await rejected('sort=site&search=tulips');
  });

  it('filters by domain: the site and its subdomains, however it is written', async () => {
    expect(await keys('domain=video.example.org')).toEqual(['video']);
    expect(await keys('domain=www.video.example.org')).toEqual(['video']);
    expect(await keys('domain=https%3A%2F%2FImage.Example.org%2Fany%3Fpath')).toEqual(['image']);
    expect(await keys('domain=example.org&state=unread&sort=site')).toEqual([
      'article',
      'favorite',
      'image',
      'plain',
      'video',
    ]);
    expect(await keys('domain=example.org&tag=garden')).toEqual(['video', 'article']);
    const none = await get('domain=example.com&total=1');
    expect(none).toMatchObject({ status: 2, list: [], total: '0' });
    // "ample.org" is not a subdomain of anything saved.
    expect(await keys('domain=ample.org')).toEqual([]);
    expect(await keys('domain=tulips&search=tulips')).toEqual([]);
    expect(await keys('domain=article.example.org&search=tulips')).toEqual(['article']);
    await rejected('domain=not%20a%20site');
  });

  it('pages with count and offset, and counts with total=1', async () => {
    expect(await keys('state=unread&count=2')).toEqual(['favorite', 'image']);
    expect(await keys('state=unread&count=2&offset=2')).toEqual(['video', 'article']);
    const last = await get('state=unread&count=2&offset=4&total=1');
    expect(last.total).toBe('5');
    expect(Object.values(last.list).map((item) => item.sort_id)).toEqual([0]);
    expect(await get('state=unread')).not.toHaveProperty('total');
    for (const bad of ['count=0', 'count=5001', 'count=ten', 'offset=-1', 'offset=1.5']) {
      await rejected(bad);
    }
  });

  it('answers status 2 and an empty list when nothing matches', async () => {
    const body = await get('tag=nothing&total=1');
    expect(body).toMatchObject({ status: 2, complete: 1, error: null, list: [], total: '0' });
  });

  it('adds authors, images, videos, image and domain_metadata with detailType=complete', async () => {
    const id = ids.get('article')!;
    await t.db.query(
      `UPDATE items SET authors = $2::jsonb, images = $3::jsonb, videos = $4::jsonb,
              site_name = 'Garden Weekly', domain_logo = 'https://article.example.org/logo.png',
              top_image_url = 'https://article.example.org/top.jpg'
        WHERE item_id = $1`,
      [
        id,
        JSON.stringify([{ name: 'Ada Gardener', url: 'https://article.example.org/ada' }]),
        JSON.stringify([
          {
            imageId: 1,
            src: 'https://article.example.org/1.jpg',
            width: 640,
            height: null,
            caption: 'Tulips',
            credit: null,
          },
        ]),
        JSON.stringify([
          {
            videoId: 1,
            src: 'https://www.youtube.com/embed/abc',
            type: 'YOUTUBE',
            vid: 'abc',
            width: 560,
            height: 315,
            length: null,
          },
        ]),
      ],
    );
    const simple = (await get('tag=garden')).list as Record<string, Item>;
    expect(simple[id]).not.toHaveProperty('authors');
    expect(simple[id]!.top_image_url).toBe('https://article.example.org/top.jpg');
    const complete = (await get('tag=garden&detailType=complete')).list as Record<string, Item>;
    expect(complete[id]).toMatchObject({
      authors: {
        '1': {
          item_id: id,
          author_id: '1',
          name: 'Ada Gardener',
          url: 'https://article.example.org/ada',
        },
      },
      images: {
        '1': {
          item_id: id,
          image_id: '1',
          src: 'https://article.example.org/1.jpg',
          width: '640',
          height: '0',
          credit: '',
          caption: 'Tulips',
        },
      },
      videos: {
        '1': {
          item_id: id,
          video_id: '1',
          src: 'https://www.youtube.com/embed/abc',
          width: '560',
          height: '315',
          type: '1',
          vid: 'abc',
          length: '0',
        },
      },
      image: { item_id: id, src: 'https://article.example.org/1.jpg', width: '640', height: '0' },
      domain_metadata: {
        name: 'Garden Weekly',
        logo: 'https://article.example.org/logo.png',
        greyscale_logo: 'https://article.example.org/logo.png',
      },
    });
    expect(complete[ids.get('video')!]).toMatchObject({ authors: {}, images: {}, videos: {} });
    await rejected('detailType=full');
  });

  it('adds annotations with annotations=1', async () => {
    const id = ids.get('favorite')!;
    const [highlight] = await t.services.highlights.create(actor, [
      { itemId: id, quote: 'Favourite', patch: '@@ -1,1 +1,1 @@\n+x\n', version: 2 },
    ]);
    const list = (await get('favorite=1&annotations=1')).list as Record<string, Item>;
    expect(list[id]!.annotations).toEqual([
      {
        annotation_id: String(highlight!.id),
        item_id: id,
        quote: 'Favourite',
        patch: '@@ -1,1 +1,1 @@\n+x\n',
        version: '2',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    const plain = (await get('favorite=1')).list as Record<string, Item>;
    expect(plain[id]).not.toHaveProperty('annotations');
  });

  it('adds the tag list with taglist=1 or forcetaglist=1', async () => {
    expect((await get('taglist=1')).tags?.sort()).toEqual(['garden', 'howto']);
    expect((await get('forcetaglist=1&count=1')).tags?.sort()).toEqual(['garden', 'howto']);
    expect(await get('count=1')).not.toHaveProperty('tags');
  });

  it('adds the account block with account=1', async () => {
    const body = await get('account=1&count=1');
    expect(body.account).toMatchObject({
      user_id: String(actor.userId),
      premium_status: '0',
      is_fxa: 'false',
      premium_alltime_status: '0',
      premium_on_trial: '0',
      annotations_per_article_limit: 3,
      profile: expect.objectContaining({ type: 'pocket', sort_id: 1 }),
    });
    expect(await get('count=1')).not.toHaveProperty('account');
  });

  it('searches with highlights and search_meta', async () => {
    const body = await get('search=tulips&total=1');
    const found = Object.values(body.list).sort((a, b) => a.sort_id - b.sort_id);
    expect(found.map((item) => keyOf(item.item_id)).sort()).toEqual(['archived', 'article']);
    expect(body.search_meta).toEqual({
      total_result_count: 2,
      count: 2,
      offset: 0,
      has_more: false,
    });
    expect(body.total).toBe('2');
    const article = found.find((item) => item.item_id === ids.get('article'))!;
    expect(article.highlights).toEqual({
      fullText: expect.stringContaining('<em>Tulips</em>'),
      tags: null,
      title: '<em>Tulips</em> in spring',
      url: null,
    });
    expect(await keys('search=tulips&state=unread')).toEqual(['article']);
    expect(await keys('search=tulips&sort=oldest')).toEqual(['article', 'archived']);
    expect(await keys('search=tulips&sort=newest')).toEqual(['archived', 'article']);
    const second = await get('search=tulips&sort=newest&count=1&offset=1');
    expect(Object.values(second.list).map((item) => keyOf(item.item_id))).toEqual(['article']);
    expect(second.search_meta).toEqual({
      total_result_count: 2,
      count: 1,
      offset: 1,
      has_more: false,
    });
    const none = await get('search=zeppelin');
    expect(none).toMatchObject({ status: 2, list: [] });
    expect(none.search_meta).toMatchObject({ total_result_count: 0, count: 0 });
  });

  it('finds a save by a piece of its URL such as nytimes-3', async () => {
    const reader = await signUp(t.app);
    const urls = [
      'https://www.nytimes.com/2024/05/01/world/nytimes-3.html',
      'https://blog.example.net/posts/2019/my-first-post?id=42',
      'https://example.net/other-story',
    ];
    const saved = new Map<string, string>();
    for (const url of urls)
      saved.set((await saveUrl(t.app, { cookie: reader.cookie }, { url })).id, url);
    const found = async (search: string) => {
      const response = await call(`search=${encodeURIComponent(search)}`, {
        cookie: reader.cookie,
      });
      expect(response.statusCode, response.body).toBe(200);
      const list = response.json<GetReply>().list;
      return Object.values(list).map((item) => saved.get(item.item_id));
    };
    expect(await found('nytimes-3')).toEqual([urls[0]]);
    expect(await found('nytimes-3.html')).toEqual([urls[0]]);
    expect(await found('world/nytimes-3')).toEqual([urls[0]]);
    expect(await found('my-first-post')).toEqual([urls[1]]);
    expect(await found('posts/2019')).toEqual([urls[1]]);
    expect(await found('other-story')).toEqual([urls[2]]);
    expect(await found('nytimes-4')).toEqual([]);
  });

  it('keeps the recent-searches call and adds recent searches to a retrieve', async () => {
    await t.services.search.saveRecent(actor, 'tulips');
    const only = await get('premium=1&forcepremium=1&since=' + Math.floor(Date.now() / 1000));
    expect(only).toEqual({
      status: 1,
      complete: 1,
      error: null,
      since: expect.any(Number),
      recent_searches: [{ search: 'tulips', context_key: null, context_value: null, sort_id: 1 }],
    });
    const both = await get('premium=1&state=unread&count=1');
    expect(Object.keys(both.list)).toHaveLength(1);
    expect(both.recent_searches).toEqual([expect.objectContaining({ search: 'tulips' })]);
  });

  it('accepts POST with a JSON body and an access_token parameter', async () => {
    const token = (await t.services.auth.createAccessToken(actor.userId, 'reader app')).token;
    const response = await t.app.inject({
      method: 'POST',
      url: '/v3/get',
      payload: {
        consumer_key: '1234-abcdef0123456789abcdef01',
        access_token: token,
        state: 'archive',
        detailType: 'simple',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<GetReply>().list)).toEqual([ids.get('archived')]);
    const query = await call(`state=archive&access_token=${encodeURIComponent(token)}`, {});
    expect(Object.keys(query.json<GetReply>().list)).toEqual([ids.get('archived')]);
    const anonymous = await call('state=archive', {});
    expect(anonymous.statusCode).toBe(401);
  });

  describe('since (delta sync)', () => {
    let other: string;
    let otherActor: Actor;
    const otherIds: string[] = [];
    beforeAll(async () => {
      other = (await signUp(t.app)).cookie;
      otherActor = await actorFromCookie(t.services, other);
      for (let index = 0; index < 32; index += 1) {
        const save = await saveUrl(
          t.app,
          { cookie: other },
          {
            url: `https://sync.example.org/${index}`,
            timestamp: BASE + index,
          },
        );
        otherIds.push(save.id);
      }
    });
    const otherGet = async (query: string) => {
      const response = await call(query, { cookie: other });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<GetReply>();
    };

    it('returns saves changed since, deleted ones redacted, in seconds or milliseconds', async () => {
      const before = Math.floor(Date.now() / 1000) - 5;
      await t.services.saves.change(otherActor, otherIds[0]!, 'DELETE');
      await t.services.saves.change(otherActor, otherIds[1]!, 'ARCHIVE');
      const body = await otherGet(`since=${before}`);
      expect(body.status).toBe(1);
      expect((body.list as Record<string, Item>)[otherIds[0]!]).toEqual({
        item_id: otherIds[0],
        status: '2',
      });
      expect((body.list as Record<string, Item>)[otherIds[1]!]).toMatchObject({ status: '1' });
      expect(Object.keys(body.list).sort()).toEqual([otherIds[0], otherIds[1]].sort());
      const millis = await otherGet(`since=${before * 1000}`);
      expect(Object.keys(millis.list).sort()).toEqual(Object.keys(body.list).sort());
      // A state filter leaves deleted saves out.
      const archived = await otherGet(`since=${before}&state=archive`);
      expect(Object.keys(archived.list)).toEqual([otherIds[1]]);
      // A search with since keeps the saves changed since (a deleted one is not searched).
      const searched = await otherGet(`since=${before}&search=sync`);
      expect(Object.keys(searched.list)).toEqual([otherIds[1]]);
      expect(Object.keys((await otherGet('search=sync&count=100')).list)).toHaveLength(31);
      const future = await otherGet(`since=${before + 3600}`);
      expect(future).toMatchObject({ status: 2, list: [] });
      // Without since, deleted saves are not listed.
      expect(Object.keys((await otherGet('count=5000')).list)).not.toContain(otherIds[0]);
      await rejected('since=yesterday');
    });

    it('defaults count to 5000 with since (30 without)', async () => {
      expect(Object.keys((await otherGet('since=1')).list)).toHaveLength(32);
      expect(Object.keys((await otherGet('')).list)).toHaveLength(30);
      expect(Object.keys((await otherGet('since=1&count=3')).list)).toHaveLength(3);
    });
  });
});
