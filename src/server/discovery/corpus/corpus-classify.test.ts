/**
 * Language and topic of corpus articles once they are parsed (docs/CORPUS.md "Language and
 * topic"): the items module's onParsed hook queues `corpus.classify`; the article's language is
 * detected from its text; the feed's topic is kept; a curator's topic is never overwritten.
 * Real feed server, real parse, real TopicsService.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_PATHS, startFeedServer, type FeedServer } from '../../test/feed-server.js';
import { createTestApp, graphql, signUp, type Auth, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let server: FeedServer;
let admin: Auth;

beforeAll(async () => {
  server = await startFeedServer();
  t = await createTestApp();
  admin = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
  await server.close();
});

interface Row {
  id: string;
  item_id: string;
  url: string;
  language: string | null;
  topic: string | null;
  topic_source: string | null;
  classified_at: Date | null;
}

const rowFor = async (path: string): Promise<Row> => {
  const rows = await t.db.query<Row>(
    `SELECT ci.corpus_item_id AS id, ci.item_id, i.given_url AS url, ci.language, ci.topic,
            ci.topic_source, ci.classified_at
       FROM corpus_items ci JOIN items i ON i.item_id = ci.item_id
      WHERE i.given_url = $1`,
    [server.url(path)],
  );
  expect(rows, path).toHaveLength(1);
  return rows[0]!;
};

describe('classification', () => {
  it("detects the language of a parsed article and keeps the feed's topic", async () => {
    const added = await graphql<{ adminAddCorpusFeed: { id: string } }>(
      t.app,
      admin,
      `
        mutation ($url: String!) {
          adminAddCorpusFeed(url: $url, topic: "education") {
            id
          }
        }
      `,
      { url: server.url(FEED_PATHS.json) },
    );
    expect(added.errors).toBeUndefined();
    await t.services.feeds.poll(Number(added.data!.adminAddCorpusFeed.id));

    const arabic = await rowFor('/pages/arabic.html');
    expect(arabic).toMatchObject({ classified_at: null, topic: 'education', topic_source: 'FEED' });

    // The parse's onParsed hook queues the classification of a corpus item.
    await t.services.items.parse(Number(arabic.item_id));
    const [queued] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE queue = 'corpus.classify' AND payload->>'corpusItemId' = $1`,
      [arabic.id],
    );
    expect(queued!.n).toBe(1);

    await t.services.corpusIntake.classify(Number(arabic.id));
    expect(await rowFor('/pages/arabic.html')).toMatchObject({
      language: 'ar',
      topic: 'education',
      topic_source: 'FEED',
      classified_at: expect.any(Date),
    });
  });

  it("never overwrites a curator's topic", async () => {
    const arabic = await rowFor('/pages/arabic.html');
    const edited = await graphql(
      t.app,
      admin,
      'mutation($id: ID!) { adminEditCorpusItem(id: $id, input: { topic: "travel" }) { topic topicSource } }',
      { id: arabic.id },
    );
    expect(edited.data).toEqual({
      adminEditCorpusItem: { topic: 'travel', topicSource: 'CURATOR' },
    });
    await t.services.corpusIntake.classify(Number(arabic.id));
    expect(await rowFor('/pages/arabic.html')).toMatchObject({
      language: 'ar',
      topic: 'travel',
      topic_source: 'CURATOR',
    });
  });

  it('sweeps parsed articles a lost job left unclassified, and leaves unparsed ones', async () => {
    const other = server
      .entries(FEED_PATHS.json)
      .map((entry) => entry.url)
      .find((url): url is string => !!url && url.startsWith('/articles/'));
    expect(other).toBeDefined();
    const row = await rowFor(other!);
    await t.services.items.parse(Number(row.item_id));
    // The queued job is lost (no worker here); the hourly sweep classifies it.
    expect(await t.services.corpusIntake.classifyPending()).toBe(1);
    expect((await rowFor(other!)).classified_at).toEqual(expect.any(Date));
    const [unparsed] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM corpus_items ci JOIN items i ON i.item_id = ci.item_id
        WHERE ci.classified_at IS NULL AND i.parse_status = 'PENDING'`,
    );
    expect(unparsed!.n).toBeGreaterThan(0);
    expect(await t.services.corpusIntake.classifyPending()).toBe(0);
  });
});
