/**
 * The corpus never publishes a private link, nor says what others saved (docs/CORPUS.md
 * "Privacy"): credential URLs and fragments from readers' data never become prospects, readers
 * who turned "Use my reading" off are not counted, and a reader's own item shows its corpus
 * entry only once it is published. Real saves, lists and settings through GraphQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveUrl } from '../../test/factories.js';
import { createList, itemInput, updateList } from '../../test/list-factories.js';
import { createTestApp, graphql, signUp, type Auth, type TestApp } from '../../test/test-app.js';
import { proposeItems } from './corpus.repo.js';
import type { StoredEntryRecord } from './corpus.types.js';

let t: TestApp;
let curator: Auth;
/** Three readers who keep the instance's default (their reading counts). */
type Reader = Awaited<ReturnType<typeof signUp>>;
let trio: Reader[];

beforeAll(async () => {
  t = await createTestApp();
  curator = await signUp(t.app); // the first account administers the instance (and may curate)
  trio = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
});
afterAll(() => t.close());

// Secret links as readers really save them (values made up, shapes kept).
const SECRET_LINKS = [
  'https://docs.example.com/d/quarterly-report?token=8f14e45fceea167a5a36dedd4bea2543',
  'https://maps.example.com/api/staticmap?center=Paris&key=AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY',
  'https://account.blob.core.windows.net/c/minutes.pdf?sv=2022-11-02&sp=r&se=2026-12-31T00%3A00%3A00Z&sig=abc%2Fdef%3D',
  'https://www.patreon.example.com/rss/creator?auth=Zm9vYmFyYmF6cXV4cXV1eA',
  'https://bucket.s3.amazonaws.com/report.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20260101%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Signature=fe5f80f77d5fa3beca038a248ff027d0445342fe2855ddc963176630326f1024',
  'https://d111111abcdef8.cloudfront.net/talk.mp4?Expires=1767225600&Signature=nitfHRCrtziwO2HwPfWw~yYDhUF5EwRunQA-j19DzZrvDh6hQ73lDx&Key-Pair-Id=K2JCJMDEHXQW5F',
  'https://reader:hunter2@intranet.example.com/wiki/Plan',
  'https://zoom.example.us/j/85512345678?pwd=bXlTZWNyZXRQYXNzd29yZDEyMw',
  'https://app.example.com/#/reset-password?token=Q29uZmlkZW50aWFsVG9rZW4',
];

async function corpusStateOf(url: string): Promise<string | undefined> {
  const { itemId } = await t.services.items.itemForUrl(url);
  const rows = await t.db.query<{ state: string }>(
    'SELECT state FROM corpus_items WHERE item_id = $1',
    [itemId],
  );
  return rows[0]?.state;
}

async function savedBy(url: string, readers: number): Promise<Auth[]> {
  const savers: Auth[] = [];
  for (let n = 0; n < readers; n++) {
    const reader = await signUp(t.app);
    await saveUrl(t.app, reader, { url });
    savers.push(reader);
  }
  return savers;
}

/** The three readers of `trio` save each of `urls`. */
async function savedByTrio(urls: readonly string[]) {
  for (const reader of trio) for (const url of urls) await saveUrl(t.app, reader, { url });
}

async function optOut(reader: Auth) {
  const response = await graphql(t.app, reader, 'mutation { setAnalyticsEnabled(enabled: false) }');
  expect(response.errors).toBeUndefined();
}

async function approve(url: string) {
  const { itemId } = await t.services.items.itemForUrl(url);
  const [row] = await t.db.query<{ id: string }>(
    'SELECT corpus_item_id::text AS id FROM corpus_items WHERE item_id = $1',
    [itemId],
  );
  const response = await graphql(
    t.app,
    curator,
    'mutation($id: ID!) { adminReviewCorpusItem(id: $id, decision: APPROVED) { id } }',
    { id: row!.id },
  );
  expect(response.errors).toBeUndefined();
}

describe('credential links', () => {
  it('never proposes a secret link several readers saved, and proposes a normal one', async () => {
    const normal = 'https://news.example.org/2025/06/why-lighthouses-still-matter?utm_source=rss';
    await savedByTrio([...SECRET_LINKS, normal]);
    await t.services.corpusIntake.discover();
    for (const url of SECRET_LINKS) expect(await corpusStateOf(url), url).toBeUndefined();
    expect(await corpusStateOf(normal)).toBe('PROSPECT');
  });

  it("never proposes a public list's secret links", async () => {
    const owner = await signUp(t.app);
    const secret = itemInput({ url: 'https://files.example.net/shared/plan.pdf?share_key=Hq7Zx2' });
    const plain = itemInput({ url: 'https://essays.example.net/on-walking' });
    const list = await createList(t.app, owner, { title: 'Reading — قراءة' }, [secret, plain]);
    await updateList(t.app, owner, { externalId: list.externalId, status: 'PUBLIC' });
    await t.services.corpusIntake.discover();
    expect(await corpusStateOf(secret.url)).toBeUndefined();
    expect(await corpusStateOf(plain.url)).toBe('PROSPECT');
  });

  it('removes unreviewed prospects an earlier sweep proposed with a secret, and keeps approved ones', async () => {
    const earlier = 'https://calendar.example.com/feeds/private?session_id=7d9a1c44b2';
    const reviewed = 'https://docs.example.com/d/handbook?token=Zm9vYmFyYmF6cXV4cXV1eDEyMzQ1Ng';
    for (const url of [earlier, reviewed]) {
      const { itemId } = await t.services.items.itemForUrl(url);
      await proposeItems(t.db, [itemId], { kind: 'POPULAR_SAVES' });
    }
    await approve(reviewed);
    await t.services.corpusIntake.discover();
    expect(await corpusStateOf(earlier)).toBeUndefined();
    expect(await corpusStateOf(reviewed)).toBe('APPROVED');
  });

  it('refuses a curator adding a secret link by hand, in words', async () => {
    const response = await graphql(
      t.app,
      curator,
      'mutation($url: String!) { adminAddCorpusItem(url: $url) { id } }',
      { url: 'https://docs.example.com/d/board-minutes?token=8f14e45fceea167a5a36dedd4bea2543' },
    );
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toMatch(/credential/i);
  });

  it('never lets signed-out corpus search find a secret link', async () => {
    const parsed = [...SECRET_LINKS, 'https://stories.example.org/lantern-keepers'];
    await savedByTrio(parsed);
    for (const url of parsed) {
      await t.db.query(
        `UPDATE items SET parse_status = 'PARSED', parsed_at = now(), language = 'en',
                          title = 'Lantern keepers of the northern coast'
          WHERE normal_url = $1`,
        [new URL(url).href.replace(/#(?![!/]).*$/, '')],
      );
    }
    await t.services.corpusIntake.discover();
    // A curator approves everything the sweep proposed.
    const prospects = await t.db.query<{ url: string }>(
      `SELECT i.given_url AS url FROM corpus_items ci JOIN items i ON i.item_id = ci.item_id
        WHERE ci.state = 'PROSPECT'`,
    );
    for (const { url } of prospects) await approve(url);
    const found = await graphql<{
      searchCorpus: { edges: Array<{ node: { corpusItem: { url: string } } }> };
    }>(
      t.app,
      {},
      `
        {
          searchCorpus(search: { query: "lantern keepers" }, filter: { language: EN }) {
            edges {
              node {
                corpusItem {
                  url
                }
              }
            }
          }
        }
      `,
    );
    expect(found.errors).toBeUndefined();
    const urls = found.data!.searchCorpus.edges.map((edge) => edge.node.corpusItem.url);
    expect(urls).toEqual(['https://stories.example.org/lantern-keepers']);
  });
});

describe('readers who turned "Use my reading" off', () => {
  it('are not counted among the savers', async () => {
    const url = 'https://longreads.example.com/the-quiet-harbour';
    const [, , third] = await savedBy(url, 3);
    await optOut(third!);
    await t.services.corpusIntake.discover();
    expect(await corpusStateOf(url)).toBeUndefined();
    await savedBy(url, 1);
    await t.services.corpusIntake.discover();
    expect(await corpusStateOf(url)).toBe('PROSPECT');
  });
});

const SAVED_ITEM_CORPUS = `query($id: ID!) { user { savedItemById(id: $id) {
  item { ... on Item { givenUrl corpusItem { url preview { url } } } } } } }`;

interface SavedItemCorpus {
  user: {
    savedItemById: {
      item: {
        givenUrl: string;
        corpusItem: { url: string; preview: { url: string } } | null;
      };
    };
  };
}

async function ownCorpusItem(reader: Auth, url: string) {
  const saved = await saveUrl(t.app, reader, { url });
  const response = await graphql<SavedItemCorpus>(t.app, reader, SAVED_ITEM_CORPUS, {
    id: (saved as { id: string }).id,
  });
  expect(response.errors).toBeUndefined();
  return response.data!.user.savedItemById.item;
}

describe("a reader's own item", () => {
  it('shows no corpus entry for an unreviewed prospect, and shows it once published', async () => {
    const url = 'https://guessable.example.com/what-did-others-save';
    await savedBy(url, 3);
    await t.services.corpusIntake.discover();
    expect(await corpusStateOf(url)).toBe('PROSPECT');
    const prober = await signUp(t.app);
    expect((await ownCorpusItem(prober, url)).corpusItem).toBeNull();
    await approve(url);
    expect((await ownCorpusItem(prober, url)).corpusItem).toMatchObject({ url });
  });

  it('never carries the fragment another reader saved', async () => {
    const page = 'https://essays.example.org/the-art-of-noticing';
    const [first] = await savedBy(`${page}#:~:text=private%20note&access_token=abc123`, 1);
    expect(first).toBeDefined();
    await savedBy(page, 2);
    await t.services.corpusIntake.discover();
    expect(await corpusStateOf(page)).toBe('PROSPECT');
    await approve(page);
    const other = await ownCorpusItem(await signUp(t.app), page);
    expect(other.corpusItem).toEqual({ url: page, preview: { url: page } });
    const admin = await graphql<{ adminCorpusItems: { edges: Array<{ node: { url: string } }> } }>(
      t.app,
      curator,
      '{ adminCorpusItems(filter: { search: "art-of-noticing" }) { edges { node { url } } } }',
    );
    expect(admin.data!.adminCorpusItems.edges.map((edge) => edge.node.url)).toEqual([page]);
  });
});

describe('followed feeds', () => {
  /** A feed followed by `followers`, storing entries for `urls` as the feeds module would. */
  async function feedEntries(followers: readonly Reader[], urls: readonly string[]) {
    const feedUrl = `https://rss.example.org/${urls.length}-${Date.now()}.xml`;
    const [feed] = await t.db.query<{ id: number }>(
      `INSERT INTO feeds (url, normal_url, format, title, status)
       VALUES ($1, $1, 'rss', 'Nachrichten — أخبار', 'OK') RETURNING feed_id::int AS id`,
      [feedUrl],
    );
    for (const follower of followers) {
      await t.db.query('INSERT INTO feed_subscriptions (user_id, feed_id) VALUES ($1, $2)', [
        Number(follower.id),
        feed!.id,
      ]);
    }
    const entries: StoredEntryRecord[] = [];
    for (const url of urls) {
      const { itemId } = await t.services.items.itemForUrl(url);
      const [row] = await t.db.query<{ id: number; publishedAt: Date }>(
        `INSERT INTO feed_entries (feed_id, guid, url, item_id, title, categories, published_at)
         VALUES ($1, $2, $2, $3, 'Entry', '{}', now())
         RETURNING entry_id::int AS id, published_at AS "publishedAt"`,
        [feed!.id, url, itemId],
      );
      entries.push({
        id: row!.id,
        feedId: feed!.id,
        guid: url,
        url,
        itemId,
        title: 'Entry',
        excerpt: null,
        categories: [],
        publishedAt: row!.publishedAt,
      });
    }
    const record = { id: feed!.id, url: feedUrl } as Parameters<
      typeof t.services.corpusIntake.entriesStored
    >[1];
    await t.db.transaction((tx) => t.services.corpusIntake.entriesStored(tx, record, entries));
  }

  it("proposes a followed feed's public entries only, counting only readers who allow it", async () => {
    const secret = 'https://rss.example.org/members/episode-12.mp3?auth=Zm9vYmFyYmF6cXV4cXV1eA';
    const plain = 'https://rss.example.org/posts/harbour-lights';
    await feedEntries(trio, [secret, plain]);
    expect(await corpusStateOf(secret)).toBeUndefined();
    expect(await corpusStateOf(plain)).toBe('PROSPECT');

    const followers = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    await optOut(followers[2]!);
    const other = 'https://rss.example.org/posts/winter-crossing';
    await feedEntries(followers, [other]);
    expect(await corpusStateOf(other)).toBeUndefined();
  });
});
