import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { zipSync, strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveUrl } from '../test/factories.js';
import { runQueuedImports } from '../test/import-upload.js';
import { createTestApp, graphql, signUp, TEST_ORIGIN, type TestApp } from '../test/test-app.js';
import { IMPORTS_PER_DAY } from './imports.service.js';
import { runImportKind } from './run-import.job.js';

type Reader = Awaited<ReturnType<typeof signUp>>;

const UPLOAD_URL = `mutation Upload($importType: ImportType!) {
  importUploadUrl(importType: $importType) {
    __typename
    ... on PreSignedUrl { url ttl }
    ... on ImportLimited { message refreshInHours }
  }
}`;

const IMPORTS = `query Imports { user { imports {
  id importType format fileName status total processed created existing failed listsCreated
  problems { row url reason } problemCount error createdAt finishedAt
} } }`;

const SAVES = `query Saves { user { savedItems(pagination: { first: 100 }, filter: { statuses: [UNREAD, ARCHIVED] }) {
  edges { node { url title status isFavorite _createdAt tags { name } annotations { highlights { quote note { text } } } } }
} } }`;

interface ImportView {
  id: string;
  status: string;
  format: string;
  fileName: string | null;
  total: number;
  processed: number;
  created: number;
  existing: number;
  failed: number;
  problems: Array<{ row: number | null; url: string | null; reason: string }>;
  problemCount: number;
  error: string | null;
}

interface SaveView {
  url: string;
  title: string;
  status: string;
  isFavorite: boolean;
  _createdAt: number;
  tags: Array<{ name: string }>;
  annotations: { highlights: Array<{ quote: string; note: { text: string } | null }> };
}

const POCKET_CSV = [
  'title,url,time_added,tags,status',
  '"Typography, a primer",https://example.com/typography,1700000000,design|reading,unread',
  'Old news,https://example.com/old-news,1600000000,,archive',
  'Not a page,javascript:alert(1),1700000001,,unread',
  'Problem loading page,https://example.com/untitled,1700000002,later,unread',
].join('\n');

describe('imports: upload link, upload, background import, progress', () => {
  let t: TestApp;
  let alice: Reader;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUp(t.app);
  });
  afterAll(() => t.close());

  async function uploadLink(reader: Reader, importType = 'pocket'): Promise<string> {
    const response = await graphql<{ importUploadUrl: { url: string } }>(
      t.app,
      reader,
      UPLOAD_URL,
      { importType },
    );
    expect(response.errors).toBeUndefined();
    return response.data!.importUploadUrl.url;
  }

  function put(url: string, body: Buffer | string, fileName = 'export.csv') {
    const { pathname, search } = new URL(url);
    return t.app.inject({
      method: 'PUT',
      url: pathname + search,
      headers: {
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent(fileName),
        origin: TEST_ORIGIN,
      },
      payload: typeof body === 'string' ? Buffer.from(body) : body,
    });
  }

  async function imports(reader: Reader): Promise<ImportView[]> {
    const response = await graphql<{ user: { imports: ImportView[] } }>(t.app, reader, IMPORTS);
    expect(response.errors).toBeUndefined();
    return response.data!.user.imports;
  }

  async function saves(reader: Reader): Promise<Map<string, SaveView>> {
    const response = await graphql<{ user: { savedItems: { edges: Array<{ node: SaveView }> } } }>(
      t.app,
      reader,
      SAVES,
    );
    expect(response.errors).toBeUndefined();
    return new Map(response.data!.user.savedItems.edges.map(({ node }) => [node.url, node]));
  }

  const runImportJobs = () => runQueuedImports(t.services);

  it('imports a Pocket CSV: titles, times, tags, archive, and a problem for a bad row', async () => {
    const url = await uploadLink(alice);
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/imports\/upload\?token=/);
    const uploaded = await put(url, POCKET_CSV, 'part_000000.csv');
    expect(uploaded.statusCode).toBe(202);
    expect(uploaded.json<{ import: { total: number } }>().import.total).toBe(4);

    const [queued] = await imports(alice);
    expect(queued).toMatchObject({
      status: 'QUEUED',
      format: 'Pocket export (CSV)',
      fileName: 'part_000000.csv',
      total: 4,
      processed: 0,
    });

    await runImportJobs();
    const [done] = await imports(alice);
    expect(done).toMatchObject({
      status: 'DONE',
      processed: 4,
      created: 3,
      existing: 0,
      failed: 1,
      problemCount: 1,
      error: null,
    });
    expect(done!.problems[0]).toMatchObject({ row: 4, url: 'javascript:alert(1)' });
    expect(done!.problems[0]!.reason).toMatch(/\w/);

    const saved = await saves(alice);
    expect(saved.size).toBe(3);
    const typography = saved.get('https://example.com/typography')!;
    expect(typography).toMatchObject({ title: 'Typography, a primer', status: 'UNREAD' });
    expect(typography._createdAt).toBe(1_700_000_000);
    expect(typography.tags.map((tag) => tag.name).sort()).toEqual(['design', 'reading']);
    expect(saved.get('https://example.com/old-news')!.status).toBe('ARCHIVED');

    // The new items are parsed in the background, behind pages saved by hand.
    const jobs = await t.db.query<{ priority: number }>(
      "SELECT priority FROM jobs WHERE queue = 'item.parse' AND payload->>'itemId' IN (SELECT item_id::text FROM items WHERE normal_url LIKE 'https://example.com/%')",
    );
    expect(jobs.length).toBe(3);
    expect(jobs.every((job) => job.priority === -1)).toBe(true);
    // The file is not kept once imported.
    const files = await t.db.query<{ file_key: string | null }>(
      'SELECT file_key FROM imports WHERE id = $1',
      [Number(done!.id)],
    );
    expect(files[0]!.file_key).toBeNull();
  });

  it('keeps a save that exists as it is, adds tags and highlights, and restores a deleted one', async () => {
    const bob = await signUp(t.app);
    const kept = await saveUrl(t.app, bob, { url: 'https://example.com/kept', title: 'Mine' });
    const gone = await saveUrl(t.app, bob, { url: 'https://example.com/gone' });
    const deleted = await graphql(t.app, bob, 'mutation D($id: ID!) { deleteSavedItem(id: $id) }', {
      id: gone.id,
    });
    expect(deleted.errors).toBeUndefined();

    const zip = zipSync({
      'part_000000.csv': strToU8(
        [
          'title,url,time_added,tags,status',
          'Theirs,https://example.com/kept,1500000000,imported,archive',
          'Back,https://example.com/gone,1500000001,,unread',
        ].join('\n'),
      ),
      'annotations/part_000000.json': strToU8(
        JSON.stringify([
          {
            url: 'https://example.com/kept',
            title: 'Theirs',
            highlights: [{ quote: 'A passage worth keeping.', created_at: 1500000100 }],
          },
        ]),
      ),
    });
    for (let round = 0; round < 2; round += 1) {
      const response = await put(await uploadLink(bob), Buffer.from(zip), 'pocket.zip');
      expect(response.statusCode).toBe(202);
      await runImportJobs();
    }

    const [second, first] = await imports(bob);
    expect(first).toMatchObject({ status: 'DONE', format: 'Pocket export (ZIP)', created: 1 });
    expect(first).toMatchObject({ existing: 1 });
    expect(second).toMatchObject({ status: 'DONE', created: 0, existing: 2 });

    const saved = await saves(bob);
    const mine = saved.get(kept.url)!;
    expect(mine).toMatchObject({ title: 'Mine', status: 'UNREAD' });
    expect(mine._createdAt).toBe(kept._createdAt);
    expect(mine.tags.map((tag) => tag.name)).toEqual(['imported']);
    // Imported twice, highlighted once.
    expect(mine.annotations.highlights.map((highlight) => highlight.quote)).toEqual([
      'A passage worth keeping.',
    ]);
    expect(saved.get('https://example.com/gone')).toMatchObject({ status: 'UNREAD' });
  });

  it('refuses a file it cannot read with the reason, and keeps nothing', async () => {
    const carol = await signUp(t.app);
    const response = await put(
      await uploadLink(carol),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]),
      'photo.png',
    );
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe('BAD_USER_INPUT');
    expect(body.error.message).toMatch(/not an export|can(no|'|’)t read/i);
    expect(await imports(carol)).toEqual([]);
    const jobs = await t.db.query(
      "SELECT 1 FROM jobs WHERE queue = $1 AND payload->>'importId' NOT IN (SELECT id::text FROM imports)",
      [runImportKind.queue],
    );
    expect(jobs).toEqual([]);

    const empty = await put(await uploadLink(carol), Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: { message: string } }>().error.message).toBe('The file is empty.');
  });

  it('refuses forged, tampered and missing tokens, and files over 50 MB', async () => {
    const url = new URL(await uploadLink(alice));
    const token = url.searchParams.get('token')!;
    const tampered = token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    const forged = await put(`http://x/api/imports/upload?token=${tampered}`, POCKET_CSV);
    expect(forged.statusCode).toBe(403);
    expect(forged.json<{ error: { message: string } }>().error.message).toMatch(/not valid/);

    const missing = await put('http://x/api/imports/upload', POCKET_CSV);
    expect(missing.statusCode).toBe(400);

    const big = await put(url.href, Buffer.alloc(50 * 1024 * 1024 + 1, 0x61));
    expect(big.statusCode).toBe(413);
    expect(big.json<{ error: { message: string } }>().error.message).toBe(
      'The file is larger than 50 MB.',
    );

    // Pocket's web client sent the link as ?preSignedUrl= to its own upload route.
    const before = (await imports(alice)).length;
    const pocketPath = await put(
      `http://x/web-client-api/import?preSignedUrl=${encodeURIComponent(url.href)}`,
      POCKET_CSV,
    );
    expect(pocketPath.statusCode).toBe(202);
    expect((await imports(alice)).length).toBe(before + 1);
    await runImportJobs();
  });

  it('an upload link of an account deleted since is refused, and nothing is stored', async () => {
    const hana = await signUp(t.app);
    const link = await uploadLink(hana);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/v3/accountDelete',
      headers: { cookie: hana.cookie, origin: TEST_ORIGIN },
      payload: { password: hana.password },
    });
    expect(deleted.statusCode).toBe(200);
    const response = await put(link, POCKET_CSV);
    expect(response.statusCode).toBe(403);
    expect(response.json<{ error: { message: string } }>().error.message).toMatch(/not valid/);
    const rows = await t.db.query('SELECT 1 FROM imports WHERE user_id = $1', [Number(hana.id)]);
    expect(rows).toEqual([]);
  });

  it('an upload link that has expired is refused', async () => {
    const url = new URL(await uploadLink(alice));
    const realNow = Date.now;
    Date.now = () => realNow() + 301_000;
    try {
      const response = await put(url.href, POCKET_CSV);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ error: { message: string } }>().error.message).toMatch(/expired/);
    } finally {
      Date.now = realNow;
    }
  });

  it(`allows ${IMPORTS_PER_DAY} imports a day, then answers ImportLimited`, async () => {
    const dave = await signUp(t.app);
    const links = [];
    for (let index = 0; index < IMPORTS_PER_DAY + 1; index += 1) {
      links.push(await uploadLink(dave, 'other'));
    }
    for (const link of links.slice(0, IMPORTS_PER_DAY)) {
      expect((await put(link, 'https://example.com/a\n', 'links.txt')).statusCode).toBe(202);
    }
    // A link handed out before the limit was reached is refused too.
    const late = await put(links[IMPORTS_PER_DAY]!, 'https://example.com/a\n', 'links.txt');
    expect(late.statusCode).toBe(429);

    const limited = await graphql<{
      importUploadUrl: { __typename: string; message: string; refreshInHours: number };
    }>(t.app, dave, UPLOAD_URL, { importType: 'pocket' });
    expect(limited.data!.importUploadUrl).toMatchObject({
      __typename: 'ImportLimited',
      refreshInHours: 24,
    });
    expect(limited.data!.importUploadUrl.message).toMatch(/24 hours/);
    // The limit counts imports made, run or not: the ten are dropped from the queue rather than
    // run (ten more worker threads), so no later test runs them either.
    await t.db.query(
      "DELETE FROM jobs WHERE queue = $1 AND payload->>'importId' IN (SELECT id::text FROM imports WHERE user_id = $2)",
      [runImportKind.queue, Number(dave.id)],
    );
  }, 60_000); // eleven uploads, each read in its own worker thread

  it('two runs of one import at once write every record once', async () => {
    const erin = await signUp(t.app);
    const lines = ['title,url,time_added,tags,status'];
    for (let index = 0; index < 1_234; index += 1) {
      lines.push(
        `Page ${index},https://example.org/erin/${index},${1_600_000_000 + index},,unread`,
      );
    }
    expect((await put(await uploadLink(erin), lines.join('\n'))).statusCode).toBe(202);
    const [queued] = await imports(erin);
    await Promise.all([
      t.services.imports.run(Number(queued!.id), true),
      t.services.imports.run(Number(queued!.id), true),
    ]);
    const [done] = await imports(erin);
    expect(done).toMatchObject({ status: 'DONE', total: 1_234, processed: 1_234, created: 1_234 });
    expect(done).toMatchObject({ existing: 0, failed: 0 });
    const count = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM saved_items WHERE user_id = $1',
      [Number(erin.id)],
    );
    expect(count[0]!.count).toBe(1_234);
    await runImportJobs();
  });

  it("rebuilds the file's lists once the saves are in: order, notes, titles, a taken title", async () => {
    const gina = await signUp(t.app);
    const created = await graphql(
      t.app,
      gina,
      'mutation C { createShareableList(listData: { title: "Reading" }) { externalId } }',
    );
    expect(created.errors).toBeUndefined();
    const zip = zipSync({
      'part_000000.csv': strToU8(
        'title,url,time_added,tags,status\nA saved page,https://example.com/saved,1600000000,,unread\n',
      ),
      'collections/reading.json': strToU8(
        JSON.stringify({
          slug: 'reading',
          title: 'Reading',
          description: 'For the train',
          createdAt: '2024-01-01T00:00:00Z',
          items: [
            {
              url: 'https://example.com/elsewhere',
              title: 'Only in the list',
              excerpt: 'E',
              note: 'Read first',
            },
            { url: 'https://example.com/saved', excerpt: null },
            { url: 'ftp://example.com/file' },
          ],
        }),
      ),
    });
    expect((await put(await uploadLink(gina), Buffer.from(zip), 'pocket.zip')).statusCode).toBe(
      202,
    );
    await runImportJobs();

    const [done] = await imports(gina);
    expect(done).toMatchObject({ status: 'DONE', created: 1, listsCreated: 1 });
    expect(done!.problems.map((problem) => problem.reason)).toEqual([
      expect.stringMatching(/^An item of the list "Reading" was left out: /),
    ]);
    const lists = await graphql<{
      shareableLists: Array<{
        title: string;
        description: string | null;
        status: string;
        listItems: Array<{ url: string; title: string | null; note: string | null }>;
      }>;
    }>(
      t.app,
      gina,
      'query L { shareableLists { title description status listItems { url title note } } }',
    );
    expect(lists.errors).toBeUndefined();
    const imported = lists.data!.shareableLists.find((list) => list.title === 'Reading (2)');
    expect(imported).toMatchObject({ description: 'For the train', status: 'PRIVATE' });
    expect(imported!.listItems).toEqual([
      { url: 'https://example.com/elsewhere', title: 'Only in the list', note: 'Read first' },
      { url: 'https://example.com/saved', title: 'A saved page', note: null },
    ]);
  });

  it('a link takes one file: a second upload, after or during the first, is refused with 409', async () => {
    const ivan = await signUp(t.app);
    const link = await uploadLink(ivan);
    expect((await put(link, POCKET_CSV)).statusCode).toBe(202);
    const again = await put(link, POCKET_CSV);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { message: string } }>().error.message).toMatch(
      /already been used.*Start the import again/,
    );

    const other = await uploadLink(ivan);
    const both = await Promise.all([put(other, POCKET_CSV), put(other, POCKET_CSV)]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([202, 409]);
    // A refused file spends its link too: the client asks for a new link for every file.
    const refused = await uploadLink(ivan);
    expect((await put(refused, Buffer.from([0x89, 0x50, 0x4e, 0x47]))).statusCode).toBe(400);
    expect((await put(refused, POCKET_CSV)).statusCode).toBe(409);

    expect((await imports(ivan)).map((row) => row.total)).toEqual([4, 4]);
    await runImportJobs();
  });

  describe('the other services’ exports, from samples shaped as they write them', () => {
    const sample = (name: string) =>
      readFileSync(new URL(`./formats/samples/${name}`, import.meta.url));

    it.each([
      {
        file: 'firefox-bookmarks-2026-11-20.json',
        format: 'Firefox bookmarks backup (JSON)',
        counts: { total: 8, created: 5, existing: 1, failed: 2 },
        invalid: [2, 6],
        title: ['https://he.example.org/slow-reading', 'מדריך לקריאה איטית'],
        merged: [
          'https://www.tokyometro.jp/corporate/enterprise/history/',
          ['lectures', 'transit'],
        ],
      },
      {
        file: 'chrome-Bookmarks',
        format: 'Chrome bookmarks file (JSON)',
        counts: { total: 7, created: 4, existing: 1, failed: 2 },
        invalid: [4, 6],
        title: ['https://ar.example.com/bread', 'وصفة الخبز العربي'],
        merged: ['https://ru.wikipedia.org/wiki/%D0%AE%D0%BD%D0%B8%D0%BA%D0%BE%D0%B4', []],
      },
      {
        file: 'pinboard.json',
        format: 'Pinboard export (JSON)',
        counts: { total: 6, created: 4, existing: 1, failed: 2 },
        invalid: [6],
        title: ['https://ar.example.net/poetry/darwish', 'قصائد محمود درويش'],
        merged: ['https://pinboard.in/howto/', ['help', 'howto', 'manuals', 'pinboard']],
      },
      {
        file: 'linkwarden-backup.json',
        format: 'Linkwarden backup (JSON)',
        counts: { total: 7, created: 5, existing: 1, failed: 2 },
        invalid: [8],
        title: ['https://ar.example.org/privacy', 'عن الخصوصية على الإنترنت'],
        merged: ['https://docs.linkwarden.app/', ['docs', 'papers', 'reference', 'research']],
      },
      {
        file: 'matter-_matter_history.csv',
        format: 'Matter export (CSV)',
        counts: { total: 6, created: 4, existing: 1, failed: 2 },
        invalid: [7],
        title: ['https://example.sa/slow-reading', 'مقال عن القراءة البطيئة، والتأمل'],
        merged: ['http://paulgraham.com/greatwork.html', ['career', 'essays', 'favourites']],
      },
      {
        file: 'wallabag-v1.json',
        format: 'wallabag v1 export (JSON)',
        counts: { total: 7, created: 5, existing: 1, failed: 1 },
        invalid: [7],
        title: ['https://ar.example.org/free-software', 'البرمجيات الحرة'],
        merged: ['https://www.wallabag.org/features/', ['docs', 'saved-twice', 'wallabag']],
      },
    ])(
      '$format: saves, right-to-left titles, a URL saved twice merged, bad links listed by entry',
      async ({ file, format, counts, invalid, title, merged }) => {
        const reader = await signUp(t.app);
        const uploaded = await put(await uploadLink(reader, 'other'), sample(file), file);
        expect(uploaded.statusCode).toBe(202);
        await runImportJobs();

        const [done] = await imports(reader);
        expect(done).toMatchObject({ status: 'DONE', format, processed: counts.total, ...counts });
        const rows = done!.problems.filter((problem) => problem.url).map((p) => p.row);
        expect(rows).toEqual(invalid);
        const saved = await saves(reader);
        expect(saved.size).toBe(counts.created);
        expect(saved.get(title[0] as string)?.title).toBe(title[1]);
        const twice = saved.get(merged[0] as string)!;
        expect(twice.tags.map((tag) => tag.name).sort()).toEqual(merged[1]);
      },
    );

    it.each([
      ['an object of something else', '{"foo": [1, 2]}', 'data.json'],
      ['a package.json', '{"name": "x", "version": "1.0.0", "dependencies": {}}', 'package.json'],
      ['an array of numbers', '[1, 2, 3]', 'numbers.json'],
      ['another tool’s bookmarks', '{"bookmarks": [{"url": "https://a.example/"}]}', 'b.json'],
    ])('refuses %s at upload with the reason, and no import is made', async (_what, body, name) => {
      const reader = await signUp(t.app);
      const response = await put(await uploadLink(reader, 'karakeep'), body, name);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toMatch(
        /^This JSON file is not an export we can read\. Satchel reads .*Karakeep/,
      );
      expect(await imports(reader)).toEqual([]);
    });

    it('refuses a known shape with no save in it, saying what it found', async () => {
      const reader = await signUp(t.app);
      const backup = JSON.stringify({
        collections: [{ id: 1, name: 'Scans', links: [{ id: 1, type: 'pdf', url: null }] }],
      });
      const response = await put(await uploadLink(reader, 'other'), backup, 'backup.json');
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toBe(
        'We read this file as a Linkwarden backup (JSON), but it holds no saves we can import: Link 1 is an uploaded file (pdf), not a web page; Satchel saves links only.',
      );
      expect(await imports(reader)).toEqual([]);
    });
  });

  describe('highlights: an import restores every one (DECISIONS §16)', () => {
    function pocketZip(url: string, quotes: string[]): Buffer {
      return Buffer.from(
        zipSync({
          'part_000000.csv': strToU8(
            `title,url,time_added,tags,status\nHighlighted,${url},1700000000,,unread\n`,
          ),
          'annotations/part_000000.json': strToU8(
            JSON.stringify([
              {
                url,
                title: 'Highlighted',
                highlights: quotes.map((quote, i) => ({ quote, created_at: 1700000000 + i })),
              },
            ]),
          ),
        }),
      );
    }

    it('a free reader importing a save with 5 highlights keeps all 5; creating a 6th is refused', async () => {
      const lena = await signUp(t.app);
      const quotes = ['One.', 'Two.', 'Three.', 'Four.', 'Five.'];
      const url = 'https://example.com/five-highlights';
      expect((await put(await uploadLink(lena), pocketZip(url, quotes), 'p.zip')).statusCode).toBe(
        202,
      );
      await runImportJobs();
      const [done] = await imports(lena);
      expect(done).toMatchObject({ status: 'DONE', created: 1, problemCount: 0 });
      const save = (await saves(lena)).get(url)!;
      expect(save.annotations.highlights.map((h) => h.quote).sort()).toEqual([...quotes].sort());

      // The free limit still governs creating highlights.
      const item = await t.db.query<{ item_id: string }>(
        'SELECT item_id::text FROM saved_items WHERE user_id = $1',
        [Number(lena.id)],
      );
      const created = await graphql(
        t.app,
        lena,
        `
          mutation C($input: [CreateHighlightInput!]!) {
            createSavedItemHighlights(input: $input) {
              id
            }
          }
        `,
        { input: [{ itemId: item[0]!.item_id, quote: 'Six.', patch: '', version: 2 }] },
      );
      expect(created.errors?.[0]?.message).toMatch(/Free accounts can highlight 3 passages/);
    });

    it('keeps 250 highlights on one save (an import used to keep 200 and drop the rest unsaid)', async () => {
      const mia = await signUp(t.app);
      const quotes = Array.from({ length: 250 }, (_, i) => `Passage number ${i + 1}.`);
      const url = 'https://example.com/many-highlights';
      expect((await put(await uploadLink(mia), pocketZip(url, quotes), 'p.zip')).statusCode).toBe(
        202,
      );
      await runImportJobs();
      const [done] = await imports(mia);
      expect(done).toMatchObject({ status: 'DONE', problemCount: 0 });
      const count = await t.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM highlights WHERE user_id = $1',
        [Number(mia.id)],
      );
      expect(count[0]!.count).toBe(250);
    });

    it('highlights added to a save that exists move its updated time, as one created by hand does', async () => {
      const nora = await signUp(t.app);
      const url = 'https://example.com/highlighted-later';
      await saveUrl(t.app, nora, { url });
      const before = new Date('2020-01-01T00:00:00Z');
      await t.db.query('UPDATE saved_items SET updated_at = $2 WHERE user_id = $1', [
        Number(nora.id),
        before,
      ]);
      const zip = pocketZip(url, ['A passage added by the import.']);
      expect((await put(await uploadLink(nora), zip, 'p.zip')).statusCode).toBe(202);
      await runImportJobs();
      expect((await imports(nora))[0]).toMatchObject({ status: 'DONE', created: 0, existing: 1 });
      const [save] = await t.db.query<{ updated_at: Date }>(
        'SELECT updated_at FROM saved_items WHERE user_id = $1',
        [Number(nora.id)],
      );
      expect(save!.updated_at.getTime()).toBeGreaterThan(before.getTime());
    });

    it('a NUL in a title, quote or note is left out rather than failing the import', async () => {
      const omar = await signUp(t.app);
      const url = 'https://example.com/nul-characters';
      const zip = zipSync({
        'part_000000.csv': strToU8(
          `title,url,time_added,tags,status\nTi\u0000tle,${url},1700000000,,unread\n`,
        ),
        'annotations/part_000000.json': strToU8(
          JSON.stringify([
            {
              url,
              title: 'Title',
              highlights: [
                {
                  quote: 'A quote\u0000 with a NUL.',
                  note: 'A note\u0000.',
                  created_at: 1700000000,
                },
              ],
            },
          ]),
        ),
      });
      expect((await put(await uploadLink(omar), Buffer.from(zip), 'p.zip')).statusCode).toBe(202);
      await runImportJobs();
      expect((await imports(omar))[0]).toMatchObject({ status: 'DONE', created: 1 });
      const save = (await saves(omar)).get(url)!;
      expect(save.title).toBe('Title');
      expect(save.annotations.highlights).toEqual([
        { quote: 'A quote with a NUL.', note: { text: 'A note.' } },
      ]);
    });
  });

  describe('a hostile or slow file, with the server listening', () => {
    let base: string;

    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });

    /**
     * PUTs the file through the socket and, while it is being read, asks GET /healthz every
     * 100 ms: how long each answer took from when it was due. The server and this client share
     * one event loop, so a handler that reads the file on it delays the timers as well as the
     * answers; timing from the due time counts both.
     */
    async function uploadWhileAsking(link: string, file: Uint8Array) {
      const { pathname, search } = new URL(link);
      let answered = false;
      const upload = fetch(base + pathname + search, {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'pocket.zip' },
        body: new Uint8Array(file),
      }).then(async (response) => {
        answered = true;
        const body = (await response.json()) as {
          error?: { message: string };
          import?: { total: number };
        };
        return { status: response.status, body };
      });
      const waits: number[] = [];
      let due = performance.now() + 50;
      do {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        const health = await fetch(`${base}/healthz`);
        expect(health.status).toBe(200);
        waits.push(performance.now() - due);
        due = Math.max(due + 100, performance.now());
      } while (!answered);
      return { ...(await upload), waits };
    }

    it('refuses a ZIP bomb with the reason, and a request meanwhile answers at once', async () => {
      const judy = await signUp(t.app);
      // One Pocket row over and over: 50 MB of CSV in a ZIP of about 150 KB.
      const row = 'A page,https://example.com/page,1700000000,,unread\n';
      const csv = `title,url,time_added,tags,status\n${row.repeat((50 * 1024 * 1024) / row.length)}`;
      const bomb = zipSync({ 'part_000000.csv': strToU8(csv) }, { level: 9 });
      expect(bomb.length).toBeLessThan(200_000);

      const { status, body, waits } = await uploadWhileAsking(await uploadLink(judy), bomb);
      expect(Math.max(...waits)).toBeLessThan(1_000);
      expect(status).toBe(400);
      expect(body.error?.message).toMatch(/compressed far more than an export can be/);
      expect(await imports(judy)).toEqual([]);
    });

    it('reads a file that takes seconds to parse off the event loop', async () => {
      const kate = await signUp(t.app);
      // 80,000 rows without a link: seconds for the CSV reader, yet within every size limit.
      const csv = `title,url,time_added,tags,status\n${'x\n'.repeat(80_000)}`;
      const { status, body, waits } = await uploadWhileAsking(await uploadLink(kate), strToU8(csv));
      expect(Math.max(...waits)).toBeLessThan(1_000);
      expect(waits.length).toBeGreaterThan(2);
      // Not one row has a link: refused with what was found, never an import of nothing.
      expect(status).toBe(400);
      expect(body.error?.message).toMatch(
        /^We read this file as a Pocket export \(CSV\), but it holds no saves we can import: Row 2 has no URL\. 79,999 other problems/,
      );
    }, 60_000);
  });

  it('a reader sees only their own imports, and an unknown importType is refused', async () => {
    const frank = await signUp(t.app);
    expect(await imports(frank)).toEqual([]);
    const response = await graphql(t.app, frank, UPLOAD_URL, { importType: 'dropbox' });
    expect(response.errors?.[0]?.message).toMatch(/ImportType/);
    const anonymous = await graphql(t.app, {}, UPLOAD_URL, { importType: 'pocket' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
