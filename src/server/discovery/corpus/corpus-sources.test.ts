/**
 * How articles enter the corpus on their own (docs/CORPUS.md "Sources"): an instance feed's
 * entries, a feed three users follow, public lists, URLs three users keep saved; and a rejected
 * URL stays out whichever way it comes back. Real database, real saves and lists through GraphQL;
 * feed rows are written as the feeds module stores them and handed to the intake's hook.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/types.js';
import { FeedCopies } from '../feeds/feed-copies.js';
import { saveUrl } from '../../test/factories.js';
import { createList, itemInput, updateList } from '../../test/list-factories.js';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';
import { CorpusIntake } from './corpus-intake.js';
import { proposeItems } from './corpus.repo.js';
import type { CorpusTopicsPort, FeedRecord, StoredEntryRecord } from './corpus.types.js';
import { urlCarriesCredentials } from './feed-url-privacy.js';

// The sources never classify; a call here would be a bug in the intake.
const noTopics: Pick<CorpusTopicsPort, 'detectLanguage' | 'assignTopic'> = {
  detectLanguage: () => {
    throw new Error('not expected');
  },
  assignTopic: () => Promise.reject(new Error('not expected')),
};

let t: TestApp;
let intake: CorpusIntake;

beforeAll(async () => {
  t = await createTestApp();
  intake = new CorpusIntake(
    t.db,
    t.services.queue,
    t.services.items,
    noTopics,
    new FeedCopies(t.db),
  );
});
afterAll(() => t.close());

let feedCounter = 0;

/** A feed row as the feeds module makes it. */
async function insertFeed(url?: string): Promise<FeedRecord> {
  feedCounter += 1;
  const feedUrl = url ?? `https://news.example.org/feed-${feedCounter}.xml`;
  const [row] = await t.db.query<{ id: string }>(
    `INSERT INTO feeds (url, normal_url, format, title, status)
     VALUES ($1, $1, 'rss', $2, 'OK') RETURNING feed_id AS id`,
    [feedUrl, `Feed ${feedCounter} — «Nachrichten» و أخبار`],
  );
  const id = Number(row!.id);
  return {
    id,
    url: feedUrl,
    normalUrl: feedUrl,
    format: 'rss',
    title: `Feed ${feedCounter}`,
    description: null,
    siteUrl: null,
    iconUrl: null,
    language: null,
    status: 'OK',
    errorKind: null,
    errorMessage: null,
    failingSince: null,
    lastFetchedAt: null,
    lastSuccessAt: null,
    nextFetchAt: new Date(),
    entriesPerDay: 0,
    createdAt: new Date(),
  };
}

/** Stores entries for `urls` in the feed (each with its public item) and runs the hook. */
async function storeEntries(feed: FeedRecord, urls: string[]): Promise<StoredEntryRecord[]> {
  const entries: StoredEntryRecord[] = [];
  for (const url of urls) {
    const { itemId } = await t.services.items.itemForUrl(url);
    const [row] = await t.db.query<{ id: string; published_at: Date }>(
      `INSERT INTO feed_entries (feed_id, guid, url, item_id, title, categories, published_at)
       VALUES ($1, $2, $2, $3, $4, $5, now()) RETURNING entry_id AS id, published_at`,
      [feed.id, url, itemId, `Entry ${url}`, ['Tech', 'Wissenschaft']],
    );
    entries.push({
      id: Number(row!.id),
      feedId: feed.id,
      guid: url,
      url,
      itemId,
      title: `Entry ${url}`,
      excerpt: null,
      categories: ['Tech', 'Wissenschaft'],
      publishedAt: row!.published_at,
    });
  }
  await t.db.transaction((tx: Queryable) => intake.entriesStored(tx, feed, entries));
  return entries;
}

interface CorpusRow {
  corpus_item_id: string;
  state: string;
  topic: string | null;
  topic_source: string | null;
  reviewed_by: string | null;
  sources: Array<{ kind: string; feed_id: number | null; list: string | null; by: number | null }>;
}

async function corpusRowFor(url: string): Promise<CorpusRow | undefined> {
  const { itemId } = await t.services.items.itemForUrl(url);
  const rows = await t.db.query<CorpusRow>(
    `SELECT ci.corpus_item_id, ci.state, ci.topic, ci.topic_source, ci.reviewed_by,
            (SELECT coalesce(json_agg(json_build_object('kind', s.source_kind, 'feed_id', s.feed_id,
                      'list', s.list_external_id, 'by', s.added_by) ORDER BY s.source_kind), '[]')
               FROM corpus_item_sources s WHERE s.corpus_item_id = ci.corpus_item_id) AS sources
       FROM corpus_items ci WHERE ci.item_id = $1`,
    [itemId],
  );
  return rows[0];
}

async function subscribe(feed: FeedRecord, users: number) {
  for (let n = 0; n < users; n++) {
    const user = await signUp(t.app);
    await t.db.query('INSERT INTO feed_subscriptions (user_id, feed_id) VALUES ($1, $2)', [
      Number(user.id),
      feed.id,
    ]);
  }
}

describe('INSTANCE_FEED', () => {
  it("turns an instance feed's new entries into prospects with the feed's topic", async () => {
    const feed = await insertFeed();
    await t.db.query(
      `INSERT INTO corpus_feeds (feed_id, topic, language, quality_tier) VALUES ($1, 'science', 'de', 'STANDARD')`,
      [feed.id],
    );
    const urls = ['https://wissen.example.de/artikel/überraschung?id=1', 'https://example.org/a/2'];
    await storeEntries(feed, urls);
    for (const url of urls) {
      const row = await corpusRowFor(url);
      expect(row).toMatchObject({
        state: 'PROSPECT',
        topic: 'science',
        topic_source: 'FEED',
        sources: [{ kind: 'INSTANCE_FEED', feed_id: feed.id, list: null, by: null }],
      });
    }
  });

  it('proposes nothing for a feed only one or two users follow', async () => {
    const feed = await insertFeed();
    await subscribe(feed, 2);
    await storeEntries(feed, ['https://example.org/followed-by-two']);
    expect(await corpusRowFor('https://example.org/followed-by-two')).toBeUndefined();
  });
});

describe('SUBSCRIBED_FEED', () => {
  it('proposes the entries of a public feed three users follow, without a topic', async () => {
    const feed = await insertFeed();
    await subscribe(feed, 3);
    await storeEntries(feed, ['https://example.org/followed-by-three']);
    expect(await corpusRowFor('https://example.org/followed-by-three')).toMatchObject({
      state: 'PROSPECT',
      topic: null,
      sources: [{ kind: 'SUBSCRIBED_FEED', feed_id: feed.id, by: null }],
    });
  });

  it("never proposes a private feed's entries, however many follow it", async () => {
    for (const url of [
      'https://reader:s3cret@private.example.com/feed.xml',
      'https://example.com/feed.xml?token=abc123',
      'https://example.com/feed.xml?api_key=abc123',
    ]) {
      const feed = await insertFeed(url);
      await subscribe(feed, 3);
      const entryUrl = `https://example.org/private-${feed.id}`;
      await storeEntries(feed, [entryUrl]);
      expect(await corpusRowFor(entryUrl)).toBeUndefined();
    }
  });

  it('tells credentials from ordinary query parameters', () => {
    expect(urlCarriesCredentials('https://blog.example.com/feed/?author=ada&paged=2')).toBe(false);
    expect(urlCarriesCredentials('https://rss.golem.de/rss.php?feed=RSS2.0')).toBe(false);
    expect(urlCarriesCredentials('https://example.com/rss?key=1')).toBe(true);
    expect(urlCarriesCredentials('https://example.com/rss?access_token=1')).toBe(true);
    expect(urlCarriesCredentials('https://example.com/rss?X-Auth=1')).toBe(true);
    expect(urlCarriesCredentials('not a url')).toBe(true);
  });
});

describe('POPULAR_SAVES', () => {
  it('proposes a URL three users keep saved and stores nothing about who saved it', async () => {
    const url = 'https://popular.example.com/story?utm_source=x';
    const savers = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    for (const saver of savers) await saveUrl(t.app, saver, { url });
    const result = await intake.discover();
    expect(result.popularSaves).toBeGreaterThanOrEqual(1);
    const row = await corpusRowFor(url);
    expect(row).toMatchObject({
      state: 'PROSPECT',
      reviewed_by: null,
      sources: [{ kind: 'POPULAR_SAVES', feed_id: null, list: null, by: null }],
    });
    // Nothing in the corpus tables refers to a user at all.
    const [refs] = await t.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM corpus_item_sources WHERE added_by IS NOT NULL)
            + (SELECT count(*) FROM corpus_items WHERE reviewed_by IS NOT NULL) AS n`,
    );
    expect(Number(refs!.n)).toBe(0);
  });

  it('does not propose a URL only two users keep saved (a deleted save does not count)', async () => {
    const url = 'https://popular.example.com/only-two';
    const [a, b, c] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    await saveUrl(t.app, a, { url });
    await saveUrl(t.app, b, { url });
    await saveUrl(t.app, c, { url });
    await t.db.query(
      `UPDATE saved_items SET status = 'DELETED' WHERE user_id = $1`, // c's save is deleted
      [Number(c.id)],
    );
    await intake.discover();
    expect(await corpusRowFor(url)).toBeUndefined();
  });
});

describe('PUBLIC_LIST', () => {
  it("proposes a public list's items, and not a private or hidden list's", async () => {
    const owner = await signUp(t.app);
    const [pub, priv, hidden] = [
      itemInput({ url: 'https://lists.example.com/public-pick' }),
      itemInput({ url: 'https://lists.example.com/private-pick' }),
      itemInput({ url: 'https://lists.example.com/hidden-pick' }),
    ];
    const publicList = await createList(t.app, owner, { title: 'Lesestoff — قراءة' }, [pub]);
    await updateList(t.app, owner, { externalId: publicList.externalId, status: 'PUBLIC' });
    await createList(t.app, owner, { title: 'Private reads' }, [priv]);
    const hiddenList = await createList(t.app, owner, { title: 'Hidden reads' }, [hidden]);
    await updateList(t.app, owner, { externalId: hiddenList.externalId, status: 'PUBLIC' });
    // Moderation hid it (lists/moderation.service.ts; its own tests cover how).
    await t.db.query(
      `UPDATE shareable_lists SET moderation_status = 'HIDDEN' WHERE external_id = $1`,
      [hiddenList.externalId],
    );
    await intake.discover();
    expect(await corpusRowFor(pub.url)).toMatchObject({
      state: 'PROSPECT',
      sources: [{ kind: 'PUBLIC_LIST', list: publicList.externalId, by: null }],
    });
    expect(await corpusRowFor(priv.url)).toBeUndefined();
    expect(await corpusRowFor(hidden.url)).toBeUndefined();
    // A second sweep adds nothing new.
    expect((await intake.discover()).publicLists).toBe(0);
  });
});

describe('rejection', () => {
  it('blocks a URL from every source afterwards', async () => {
    const url = 'https://spam.example.net/buy-now';
    const feed = await insertFeed();
    await t.db.query(
      `INSERT INTO corpus_feeds (feed_id, topic, quality_tier) VALUES ($1, 'business', 'HIGH')`,
      [feed.id],
    );
    await storeEntries(feed, [url]);
    const row = await corpusRowFor(url);
    await t.db.query(`UPDATE corpus_items SET state = 'REJECTED' WHERE corpus_item_id = $1`, [
      row!.corpus_item_id,
    ]);

    const again = await insertFeed();
    await subscribe(again, 3);
    await storeEntries(again, [url]);
    for (let n = 0; n < 3; n++) await saveUrl(t.app, await signUp(t.app), { url });
    const owner = await signUp(t.app);
    const list = await createList(t.app, owner, { title: 'Deals' }, [itemInput({ url })]);
    await updateList(t.app, owner, { externalId: list.externalId, status: 'PUBLIC' });
    await intake.discover();
    const { itemId } = await t.services.items.itemForUrl(url);
    expect(await proposeItems(t.db, [itemId], { kind: 'CURATOR', approve: true })).toEqual([]);

    expect(await corpusRowFor(url)).toMatchObject({
      state: 'REJECTED',
      sources: [{ kind: 'INSTANCE_FEED', feed_id: feed.id }],
    });
  });
});
