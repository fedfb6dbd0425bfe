import { unzipSync, strFromU8 } from 'fflate';
import { parse } from 'csv-parse/sync';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorFromCookie, saveUrl } from '../test/factories.js';
import { runQueuedImports } from '../test/import-upload.js';
import { createList } from '../test/list-factories.js';
import { createTestApp, graphql, signUp, TEST_ORIGIN, type TestApp } from '../test/test-app.js';
import { EXPORTS_PER_HOUR } from './export.service.js';

type Reader = Awaited<ReturnType<typeof signUp>>;

const SAVES = `query Saves { user { savedItems(pagination: { first: 100 }, filter: { statuses: [UNREAD, ARCHIVED] }) {
  edges { node { url title status isFavorite _createdAt tags { name } annotations { highlights { quote note { text } } } } }
} } }`;
const LISTS = 'query L { shareableLists { title description listItems { url title note } } }';

interface SaveView {
  url: string;
  title: string;
  status: string;
  isFavorite: boolean;
  _createdAt: number;
  tags: Array<{ name: string }>;
  annotations: { highlights: Array<{ quote: string; note: { text: string } | null }> };
}

const TRICKY_TITLE = 'Commas, "quotes", and more';
/** A passage selected with the spaces around it: they are part of the quote, both ways. */
const SPACED_QUOTE = '  a passage selected with its spaces ';

describe('GET /api/export', () => {
  let t: TestApp;
  let alice: Reader;
  let zipOfAlice: Uint8Array;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUp(t.app);
    const actor = await actorFromCookie(t.services, alice.cookie);
    const save = (url: string, title: string, timestamp: number, isFavorite = false) =>
      saveUrl(t.app, alice, { url, title, timestamp, isFavorite });
    const tricky = await save('https://example.com/tricky', TRICKY_TITLE, 1_700_000_000, true);
    const done = await save('https://example.com/done', 'Read already', 1_700_000_100);
    const plain = await save('https://example.com/plain', 'Plain', 1_700_000_200);
    const gone = await save('https://example.com/gone', 'Deleted later', 1_700_000_300);
    await t.services.saves.change(actor, done.id, 'ARCHIVE');
    await t.services.tags.add(actor, [
      { savedItemId: tricky.id, tags: ['design', 'long read'] },
      { savedItemId: gone.id, tags: ['only-on-deleted'] },
    ]);
    await t.services.highlights.create(actor, [
      { itemId: tricky.id, quote: 'First passage', patch: '', version: 2, note: 'My note' },
      { itemId: tricky.id, quote: 'Second passage', patch: '', version: 2 },
      { itemId: tricky.id, quote: SPACED_QUOTE, patch: '', version: 2 },
      { itemId: gone.id, quote: 'Lost passage', patch: '', version: 2 },
    ]);
    await t.services.saves.change(actor, gone.id, 'DELETE');
    await createList(t.app, alice, { title: 'Weekend reads', description: 'Slow mornings' }, [
      { itemId: plain.id, url: plain.url, title: 'Plain', note: 'Start here' },
      { itemId: tricky.id, url: tricky.url, title: TRICKY_TITLE },
    ]);

    // Someone else's library, which must never appear in Alice's export.
    const mallory = await signUp(t.app);
    const other = await saveUrl(t.app, mallory, { url: 'https://example.org/mallory', title: 'M' });
    await t.services.highlights.create(await actorFromCookie(t.services, mallory.cookie), [
      { itemId: other.id, quote: 'Not yours', patch: '', version: 2 },
    ]);
    await createList(t.app, mallory, { title: 'Private to Mallory' }, [
      { itemId: other.id, url: other.url, title: 'M' },
    ]);

    const response = await exportAs(alice);
    expect(response.statusCode).toBe(200);
    zipOfAlice = response.rawPayload;
  });
  afterAll(() => t.close());

  function exportAs(auth: { cookie?: string; token?: string }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { origin: TEST_ORIGIN };
    if (auth.cookie) headers.cookie = auth.cookie;
    if (auth.token) headers.authorization = `Bearer ${auth.token}`;
    return t.app.inject({ method: 'GET', url: '/api/export', headers });
  }

  const entries = () => unzipSync(zipOfAlice);
  const text = (name: string) => strFromU8(entries()[name]!);

  it('answers a ZIP download that is never cached', async () => {
    const response = await exportAs(alice);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="satchel-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(Object.keys(unzipSync(response.rawPayload)).sort()).toEqual([
      'README.txt',
      'annotations/part_000000.json',
      'collections/weekend-reads.json',
      'part_000000.csv',
    ]);
    expect(text('README.txt')).toMatch(/Pocket/);
  });

  it("writes Pocket's CSV with a favorite column, newest first, deleted saves left out", () => {
    const rows = parse<Record<string, string>>(text('part_000000.csv'), { columns: true });
    expect(text('part_000000.csv').split('\r\n')[0]).toBe(
      'title,url,time_added,tags,status,favorite',
    );
    expect(rows).toEqual([
      {
        title: 'Plain',
        url: 'https://example.com/plain',
        time_added: '1700000200',
        tags: '',
        status: 'unread',
        favorite: '0',
      },
      {
        title: 'Read already',
        url: 'https://example.com/done',
        time_added: '1700000100',
        tags: '',
        status: 'archive',
        favorite: '0',
      },
      {
        title: TRICKY_TITLE,
        url: 'https://example.com/tricky',
        time_added: '1700000000',
        tags: 'design|long read',
        status: 'unread',
        favorite: '1',
      },
    ]);
    expect(text('part_000000.csv')).toContain('"Commas, ""quotes"", and more"');
  });

  it('writes highlights with their notes, and lists with their items in order', () => {
    type Annotated = { url: string; title: string; highlights: Array<{ quote: string }> };
    const annotations = JSON.parse(text('annotations/part_000000.json')) as Annotated[];
    expect(annotations).toHaveLength(1);
    expect(annotations[0]).toMatchObject({
      url: 'https://example.com/tricky',
      title: TRICKY_TITLE,
    });
    // Made in one call, the highlights share a time: their order is not part of the data.
    const byQuote = [...annotations[0]!.highlights].sort((a, b) => a.quote.localeCompare(b.quote));
    expect(byQuote).toEqual([
      { quote: SPACED_QUOTE, created_at: expect.any(Number) },
      { quote: 'First passage', created_at: expect.any(Number), note: 'My note' },
      { quote: 'Second passage', created_at: expect.any(Number) },
    ]);
    expect(JSON.parse(text('collections/weekend-reads.json'))).toMatchObject({
      slug: 'weekend-reads',
      title: 'Weekend reads',
      description: 'Slow mornings',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      items: [
        { url: 'https://example.com/plain', title: 'Plain', note: 'Start here' },
        { url: 'https://example.com/tricky', title: TRICKY_TITLE, note: '' },
      ],
    });
  });

  it("never holds another user's saves, highlights or lists", () => {
    const all = Object.values(entries()).map((bytes) => strFromU8(bytes));
    for (const content of all) {
      expect(content).not.toContain('mallory');
      expect(content).not.toContain('Not yours');
      expect(content).not.toContain('Lost passage');
      expect(content).not.toContain('only-on-deleted');
    }
  });

  it('is refused without a browser session: signed out, a bad cookie (401), an access token (403)', async () => {
    expect((await exportAs({})).statusCode).toBe(401);
    expect((await exportAs({ cookie: 'satchel_session=nope' })).statusCode).toBe(401);
    const { token } = await t.services.auth.createAccessToken(Number(alice.id), 'script');
    const withToken = await exportAs({ token });
    expect(withToken.statusCode).toBe(403);
    expect(withToken.json<{ error: { message: string } }>().error.message).toMatch(/website/);
  });

  it(`allows ${EXPORTS_PER_HOUR} exports an hour per user, then says so with a 429`, async () => {
    const busy = await signUp(t.app);
    for (let n = 0; n < EXPORTS_PER_HOUR; n += 1)
      expect((await exportAs(busy)).statusCode).toBe(200);
    const refused = await exportAs(busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: { message: string } }>().error.message).toMatch(
      /10 times an hour/,
    );
    // Another user is not held back by it.
    expect((await exportAs(await signUp(t.app))).statusCode).toBe(200);
  });

  it('splits saves into parts of 10,000 rows, each with the header, none lost or repeated', async () => {
    const big = await signUp(t.app);
    // Set-based setup: half the saves share one time added, so pages break inside a tie.
    await t.db.query(
      `WITH made AS (
         INSERT INTO items (given_url, normal_url)
         SELECT 'https://bulk.example/' || n, 'https://bulk.example/' || n
           FROM generate_series(1, 10001) AS n
         RETURNING item_id, given_url)
       INSERT INTO saved_items (user_id, item_id, given_url, title, created_at)
       SELECT $1, item_id, given_url, 'Bulk', CASE WHEN item_id % 2 = 0
         THEN timestamptz '2024-01-01 00:00:00.123456+00'
         ELSE timestamptz '2020-01-01' + item_id * interval '1 second' END
         FROM made`,
      [big.id],
    );
    const response = await exportAs(big);
    expect(response.statusCode).toBe(200);
    const files = unzipSync(response.rawPayload);
    expect(Object.keys(files).filter((name) => name.endsWith('.csv'))).toEqual([
      'part_000000.csv',
      'part_000001.csv',
    ]);
    const rows = ['part_000000.csv', 'part_000001.csv'].map((name) =>
      parse<{ url: string }>(strFromU8(files[name]!), { columns: true }),
    );
    expect(rows.map((part) => part.length)).toEqual([10_000, 1]);
    expect(new Set(rows.flat().map((row) => row.url)).size).toBe(10_001);
  }, 60_000); // 10,001 saves written and exported: seconds alone, more on a loaded machine

  it("round-trips: Alice's export imported by Bob gives him the same library", async () => {
    const bob = await signUp(t.app);
    const link = await graphql<{ importUploadUrl: { url: string } }>(
      t.app,
      bob,
      `
        mutation {
          importUploadUrl(importType: pocket) {
            ... on PreSignedUrl {
              url
            }
          }
        }
      `,
    );
    const { pathname, search } = new URL(link.data!.importUploadUrl.url);
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: pathname + search,
      headers: {
        'content-type': 'application/octet-stream',
        'x-file-name': 'satchel-export.zip',
        origin: TEST_ORIGIN,
      },
      payload: Buffer.from(zipOfAlice),
    });
    expect(uploaded.statusCode).toBe(202);
    await runQueuedImports(t.services);

    const library = async (reader: Reader) => {
      const saves = await graphql<{ user: { savedItems: { edges: Array<{ node: SaveView }> } } }>(
        t.app,
        reader,
        SAVES,
      );
      expect(saves.errors).toBeUndefined();
      const lists = await graphql<{ shareableLists: unknown[] }>(t.app, reader, LISTS);
      expect(lists.errors).toBeUndefined();
      return {
        saves: saves
          .data!.user.savedItems.edges.map(({ node }) => ({
            ...node,
            tags: node.tags.map((tag) => tag.name).sort(),
            // Highlights made in one call share a time, so their order is not part of the data.
            highlights: node.annotations.highlights
              .map((h) => `${h.quote} / ${h.note?.text ?? ''}`)
              .sort(),
            annotations: undefined,
          }))
          .sort((a, b) => a.url.localeCompare(b.url)),
        lists: lists.data!.shareableLists,
      };
    };
    const mine = await library(alice);
    expect(mine.saves).toHaveLength(3);
    expect(mine.saves.find((s) => s.url.endsWith('/tricky'))?.highlights).toEqual([
      `${SPACED_QUOTE} / `,
      'First passage / My note',
      'Second passage / ',
    ]);
    expect(await library(bob)).toEqual(mine);
  });
});
