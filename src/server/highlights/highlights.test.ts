import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveUrl } from '../test/factories.js';
import { createTestApp, graphql, signUp, type Auth, type TestApp } from '../test/test-app.js';
import { FREE_LIMIT_MESSAGE } from './highlights.service.js';

// Pocket's documents (docs/POCKET-COMPATIBILITY.md §1.6), as in graphql/schema.test.ts.
const CREATE = `mutation CreateHighlight($input: [CreateHighlightInput!]!) {
  createSavedItemHighlights(input: $input) { id quote patch version note { _createdAt _updatedAt text } }
}`;
const DELETE = `mutation DeleteHighlight($highlightId: ID!) { deleteSavedItemHighlight(id: $highlightId) }`;
const UPDATE = `mutation UpdateHighlight($highlightId: ID!, $input: CreateHighlightInput!) {
  updateSavedItemHighlight(id: $highlightId, input: $input) {
    id quote patch version _createdAt _updatedAt note { text _createdAt _updatedAt } }
}`;
const UPDATE_NEW = `mutation($id: ID!, $input: UpdateHighlightInput!) {
  updateHighlight(id: $id, input: $input) { id quote patch version note { text } }
}`;
const CREATE_NOTE = `mutation($id: ID!, $input: String!) {
  createSavedItemHighlightNote(id: $id, input: $input) { text _createdAt _updatedAt }
}`;
const UPDATE_NOTE = `mutation($id: ID!, $input: String!) {
  updateSavedItemHighlightNote(id: $id, input: $input) { text _createdAt _updatedAt }
}`;
const DELETE_NOTE = `mutation($id: ID!) { deleteSavedItemHighlightNote(id: $id) }`;
const BATCH = `mutation($input: BatchWriteHighlightsInput) {
  batchWriteHighlights(input: $input) { deleted created { id quote note { text } } }
}`;
const BY_URL = `mutation($input: CreateHighlightByUrlInput!) {
  createHighlightByUrl(input: $input) { id quote }
}`;
const HIGHLIGHTS = `query($id: ID!) { user { savedItemById(id: $id) {
  annotations { highlights { id quote patch version _createdAt _updatedAt note { text _createdAt _updatedAt } } }
} } }`;

/** A version-2 patch as Pocket's web client makes it (docs/POCKET-COMPATIBILITY.md §2.6). */
const patchFor = (quote: string) =>
  `@@ -1,8 +1,32 @@\n+%3Cpkt_tag_annotation%3E\n ${quote.slice(0, 8)}\n@@ -9,4 +33,29 @@\n +%3C/pkt_tag_annotation%3E\n`;

interface HighlightData {
  id: string;
  quote: string;
  patch: string;
  version: number;
  _createdAt?: number;
  _updatedAt?: number;
  note: { text: string; _createdAt?: number; _updatedAt?: number } | null;
}

describe('highlights', () => {
  let t: TestApp;
  let alice: Auth & { id: string };
  let bob: Auth & { id: string };

  const create = (auth: Auth, input: Record<string, unknown>[]) =>
    graphql<{ createSavedItemHighlights: HighlightData[] }>(t.app, auth, CREATE, { input });

  const highlight = (itemId: string, quote: string, extra: Record<string, unknown> = {}) => ({
    version: 2,
    itemId,
    quote,
    patch: patchFor(quote),
    ...extra,
  });

  const highlightsOf = async (auth: Auth, id: string) => {
    const response = await graphql<{
      user: { savedItemById: { annotations: { highlights: HighlightData[] } } | null };
    }>(t.app, auth, HIGHLIGHTS, { id });
    expect(response.errors).toBeUndefined();
    return response.data!.user.savedItemById?.annotations.highlights ?? [];
  };

  const newSave = async (auth: Auth, path: string) =>
    (await saveUrl(t.app, auth, { url: `https://example.com/highlights/${path}` })).id;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUp(t.app);
    bob = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('creates a highlight the way Pocket’s client does and reads it back on the save', async () => {
    const itemId = await newSave(alice, 'create');
    const response = await create(alice, [highlight(itemId, 'The quick brown fox')]);
    expect(response.errors).toBeUndefined();
    const [created] = response.data!.createSavedItemHighlights;
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      quote: 'The quick brown fox',
      patch: patchFor('The quick brown fox'),
      version: 2,
      note: null,
    });
    const listed = await highlightsOf(alice, itemId);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: created!.id, quote: 'The quick brown fox', note: null });
    expect(listed[0]!._createdAt).toBeGreaterThan(1_600_000_000);
  });

  it('keeps a client-made UUID and a trimmed note; a blank note on create means no note', async () => {
    const itemId = await newSave(alice, 'client-id');
    const id = '3F2504E0-4F89-41D3-9A0C-0305E82C3301';
    const response = await create(alice, [
      highlight(itemId, 'first passage', { id, note: '  worth rereading  ' }),
      highlight(itemId, 'second passage', { note: '   ' }),
    ]);
    expect(response.errors).toBeUndefined();
    const [first, second] = response.data!.createSavedItemHighlights;
    expect(first).toMatchObject({ id: id.toLowerCase(), note: { text: 'worth rereading' } });
    expect(first!.note!._createdAt).toBeGreaterThan(1_600_000_000);
    expect(second!.note).toBeNull();
    expect((await highlightsOf(alice, itemId)).map((h) => h.quote)).toEqual([
      'first passage',
      'second passage',
    ]);

    const again = await create(alice, [highlight(itemId, 'third', { id })]);
    expect(again.errors?.[0]).toMatchObject({
      message: `Highlight id ${id.toLowerCase()} is already used; send a new UUID.`,
      extensions: { code: 'BAD_USER_INPUT', field: 'id' },
    });
    // Another user may use the same UUID: ids are per user and never revealed across users.
    const bobsSave = await newSave(bob, 'client-id');
    expect((await create(bob, [highlight(bobsSave, 'mine', { id })])).errors).toBeUndefined();
    expect((await highlightsOf(alice, itemId))[0]!.quote).toBe('first passage');
  });

  it.each([
    ['a version other than 2', { version: 1 }, 'version', /version 1 is not supported/],
    ['an empty quote', { quote: '   ' }, 'quote', /needs some selected text/],
    ['a quote over 10,000 characters', { quote: 'x'.repeat(10_001) }, 'quote', /at most 10,000/],
    ['a patch over 100,000 characters', { patch: 'p'.repeat(100_001) }, 'patch', /100,000/],
    ['a note over 10,000 characters', { note: 'n'.repeat(10_001) }, 'note', /at most 10,000/],
    ['an id that is not a UUID', { id: 'not-a-uuid' }, 'id', /is not a UUID/],
  ])('refuses %s with BAD_USER_INPUT and writes nothing', async (_name, change, field, message) => {
    const itemId = await newSave(alice, `invalid-${field}`);
    const response = await create(alice, [
      highlight(itemId, 'a fine one'),
      highlight(itemId, 'the bad one', change),
    ]);
    expect(response.errors?.[0]?.message).toMatch(message);
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await highlightsOf(alice, itemId)).toEqual([]);
  });

  it('limits free accounts to 3 highlights per save, and premium to none', async () => {
    const user = await signUp(t.app);
    const itemId = await newSave(user, 'limit');
    const other = await newSave(user, 'limit-other');
    expect(
      (await create(user, [highlight(itemId, 'one'), highlight(itemId, 'two')])).errors,
    ).toBeUndefined();
    // Two more in one call would make 4: refused whole.
    const pair = await create(user, [highlight(itemId, 'three'), highlight(itemId, 'four')]);
    expect(pair.errors?.[0]).toMatchObject({
      message: FREE_LIMIT_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(FREE_LIMIT_MESSAGE).toBe(
      'Free accounts can highlight 3 passages per article. Upgrade to Premium for unlimited highlights.',
    );
    expect((await create(user, [highlight(itemId, 'three')])).errors).toBeUndefined();
    const fourth = await create(user, [highlight(itemId, 'four')]);
    expect(fourth.errors?.[0]?.message).toBe(FREE_LIMIT_MESSAGE);
    expect(await highlightsOf(user, itemId)).toHaveLength(3);
    // The limit is per save.
    expect((await create(user, [highlight(other, 'elsewhere')])).errors).toBeUndefined();

    await t.services.accounts.setFlag(Number(user.id), 'premium', true);
    const more = await create(
      user,
      Array.from({ length: 5 }, (_, i) => highlight(itemId, `premium ${i}`)),
    );
    expect(more.errors).toBeUndefined();
    expect(await highlightsOf(user, itemId)).toHaveLength(8);
  });

  it('lets only 3 of 6 concurrent creates on one save through for a free account', async () => {
    const user = await signUp(t.app);
    const itemId = await newSave(user, 'race');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => create(user, [highlight(itemId, `race ${i}`)])),
    );
    const refused = results.filter((r) => r.errors);
    expect(refused).toHaveLength(3);
    for (const r of refused) expect(r.errors?.[0]?.message).toBe(FREE_LIMIT_MESSAGE);
    expect(await highlightsOf(user, itemId)).toHaveLength(3);
  });

  it("never touches another user's save or highlight, answering NOT_FOUND", async () => {
    const itemId = await newSave(alice, 'private');
    const [mine] = (await create(alice, [highlight(itemId, 'private thought', { note: 'secret' })]))
      .data!.createSavedItemHighlights;
    const id = mine!.id;

    expect((await create(bob, [highlight(itemId, 'intrusion')])).errors?.[0]).toMatchObject({
      message: `No save with id ${itemId}.`,
      extensions: { code: 'NOT_FOUND' },
    });
    const attempts = [
      graphql(t.app, bob, DELETE, { highlightId: id }),
      graphql(t.app, bob, UPDATE, { highlightId: id, input: highlight(itemId, 'changed') }),
      graphql(t.app, bob, UPDATE_NEW, { id, input: highlight(itemId, 'changed') }),
      graphql(t.app, bob, CREATE_NOTE, { id, input: 'mine now' }),
      graphql(t.app, bob, UPDATE_NOTE, { id, input: 'mine now' }),
      graphql(t.app, bob, DELETE_NOTE, { id }),
      graphql(t.app, bob, BATCH, { input: { delete: [id] } }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.errors?.[0]).toMatchObject({
        message: `No highlight with id ${id}.`,
        extensions: { code: 'NOT_FOUND' },
      });
    }
    // Bob cannot read them either: the save is not his.
    expect(await highlightsOf(bob, itemId)).toEqual([]);
    expect(await highlightsOf(alice, itemId)).toMatchObject([
      { id, quote: 'private thought', note: { text: 'secret' } },
    ]);
  });

  it('answers NOT_FOUND for deleted saves and unknown ids', async () => {
    const itemId = await newSave(alice, 'deleted');
    const [h] = (await create(alice, [highlight(itemId, 'gone soon')])).data!
      .createSavedItemHighlights;
    await graphql(t.app, alice, 'mutation($id: ID!) { deleteSavedItem(id: $id) }', { id: itemId });
    expect(
      (await create(alice, [highlight(itemId, 'late')])).errors?.[0]?.extensions,
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      (await graphql(t.app, alice, DELETE, { highlightId: h!.id })).errors?.[0]?.extensions,
    ).toMatchObject({ code: 'NOT_FOUND' });
    for (const highlightId of ['00000000-0000-4000-8000-000000000000', 'nope', '42']) {
      expect(
        (await graphql(t.app, alice, DELETE, { highlightId })).errors?.[0]?.extensions,
      ).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(
      (await create(alice, [highlight('999999999', 'x')])).errors?.[0]?.extensions,
    ).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('updates a highlight (deprecated and current mutations), keeping its note unless given', async () => {
    const itemId = await newSave(alice, 'update');
    const otherSave = await newSave(alice, 'update-other');
    const [h] = (await create(alice, [highlight(itemId, 'old words', { note: 'kept' })])).data!
      .createSavedItemHighlights;
    const old = await graphql<{ updateSavedItemHighlight: HighlightData }>(t.app, alice, UPDATE, {
      highlightId: h!.id,
      input: highlight(itemId, 'new words', { id: '00000000-0000-4000-8000-00000000abcd' }),
    });
    expect(old.errors).toBeUndefined();
    expect(old.data!.updateSavedItemHighlight).toMatchObject({
      id: h!.id,
      quote: 'new words',
      patch: patchFor('new words'),
      version: 2,
      note: { text: 'kept' },
    });
    const current = await graphql<{ updateHighlight: HighlightData }>(t.app, alice, UPDATE_NEW, {
      id: h!.id,
      input: highlight(itemId, 'newer words', { note: ' changed ' }),
    });
    expect(current.data!.updateHighlight).toMatchObject({
      quote: 'newer words',
      note: { text: 'changed' },
    });
    const blank = await graphql(t.app, alice, UPDATE_NEW, {
      id: h!.id,
      input: highlight(itemId, 'newer words', { note: '' }),
    });
    expect(blank.errors?.[0]).toMatchObject({
      message: 'A note needs some text. To remove a note, delete it instead.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const moved = await graphql(t.app, alice, UPDATE_NEW, {
      id: h!.id,
      input: highlight(otherSave, 'newer words'),
    });
    expect(moved.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'itemId',
    });
    const wrongVersion = await graphql(t.app, alice, UPDATE_NEW, {
      id: h!.id,
      input: highlight(itemId, 'v3', { version: 3 }),
    });
    expect(wrongVersion.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await highlightsOf(alice, itemId)).toMatchObject([
      { quote: 'newer words', note: { text: 'changed' } },
    ]);
  });

  it('adds, edits and deletes a note; a blank note is refused', async () => {
    const itemId = await newSave(alice, 'notes');
    const [h] = (await create(alice, [highlight(itemId, 'noted')])).data!.createSavedItemHighlights;
    const added = await graphql<{ createSavedItemHighlightNote: HighlightData['note'] }>(
      t.app,
      alice,
      CREATE_NOTE,
      { id: h!.id, input: '  first thought ' },
    );
    expect(added.data!.createSavedItemHighlightNote).toEqual({
      text: 'first thought',
      _createdAt: expect.any(Number),
      _updatedAt: expect.any(Number),
    });
    const edited = await graphql<{ updateSavedItemHighlightNote: HighlightData['note'] }>(
      t.app,
      alice,
      UPDATE_NOTE,
      { id: h!.id, input: 'second thought' },
    );
    expect(edited.data!.updateSavedItemHighlightNote).toMatchObject({
      text: 'second thought',
      _createdAt: added.data!.createSavedItemHighlightNote!._createdAt,
    });
    const blank = await graphql(t.app, alice, UPDATE_NOTE, { id: h!.id, input: '  ' });
    expect(blank.errors?.[0]).toMatchObject({
      message: 'A note needs some text. To remove a note, delete it instead.',
      extensions: { code: 'BAD_USER_INPUT', field: 'input' },
    });
    const tooLong = await graphql(t.app, alice, CREATE_NOTE, {
      id: h!.id,
      input: 'n'.repeat(10_001),
    });
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect((await highlightsOf(alice, itemId))[0]!.note).toMatchObject({ text: 'second thought' });

    const deleted = await graphql<{ deleteSavedItemHighlightNote: string }>(
      t.app,
      alice,
      DELETE_NOTE,
      {
        id: h!.id,
      },
    );
    expect(deleted.data!.deleteSavedItemHighlightNote).toBe(h!.id);
    expect(await highlightsOf(alice, itemId)).toMatchObject([
      { id: h!.id, quote: 'noted', note: null },
    ]);
    // Deleting a note that is not there is harmless.
    expect((await graphql(t.app, alice, DELETE_NOTE, { id: h!.id })).errors).toBeUndefined();
  });

  it('deletes a highlight with Pocket’s DeleteHighlight; a second delete is NOT_FOUND', async () => {
    const itemId = await newSave(alice, 'delete');
    const [a, b] = (await create(alice, [highlight(itemId, 'keep'), highlight(itemId, 'drop')]))
      .data!.createSavedItemHighlights;
    const response = await graphql<{ deleteSavedItemHighlight: string }>(t.app, alice, DELETE, {
      highlightId: b!.id,
    });
    expect(response.data?.deleteSavedItemHighlight).toBe(b!.id);
    expect((await highlightsOf(alice, itemId)).map((h) => h.id)).toEqual([a!.id]);
    expect(
      (await graphql(t.app, alice, DELETE, { highlightId: b!.id })).errors?.[0]?.extensions,
    ).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('batch-writes atomically: deletes count before the limit, and a bad entry writes nothing', async () => {
    const user = await signUp(t.app);
    const itemId = await newSave(user, 'batch');
    const existing = (
      await create(user, [highlight(itemId, 'a'), highlight(itemId, 'b'), highlight(itemId, 'c')])
    ).data!.createSavedItemHighlights;

    const failing = await graphql(t.app, user, BATCH, {
      input: { delete: [existing[0]!.id], create: [highlight(itemId, 'd', { version: 1 })] },
    });
    expect(failing.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const overLimit = await graphql(t.app, user, BATCH, {
      input: {
        delete: [existing[0]!.id],
        create: [highlight(itemId, 'd'), highlight(itemId, 'e')],
      },
    });
    expect(overLimit.errors?.[0]?.message).toBe(FREE_LIMIT_MESSAGE);
    expect(await highlightsOf(user, itemId)).toHaveLength(3);

    const replaced = await graphql<{
      batchWriteHighlights: { deleted: string[]; created: Array<{ quote: string; note: unknown }> };
    }>(t.app, user, BATCH, {
      input: { delete: [existing[0]!.id], create: [highlight(itemId, 'd', { note: 'new' })] },
    });
    expect(replaced.errors).toBeUndefined();
    expect(replaced.data!.batchWriteHighlights).toMatchObject({
      deleted: [existing[0]!.id],
      created: [{ quote: 'd', note: { text: 'new' } }],
    });
    expect((await highlightsOf(user, itemId)).map((h) => h.quote)).toEqual(['b', 'c', 'd']);

    const tooMany = await graphql(t.app, user, BATCH, {
      input: { create: Array.from({ length: 21 }, (_, i) => highlight(itemId, `x${i}`)) },
    });
    expect(tooMany.errors?.[0]).toMatchObject({
      message: 'At most 20 highlights can be created at once.',
      extensions: { code: 'BAD_USER_INPUT', field: 'create' },
    });
    const unknown = await graphql(t.app, user, BATCH, {
      input: { delete: [existing[1]!.id, '00000000-0000-4000-8000-000000000009'] },
    });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(await highlightsOf(user, itemId)).toHaveLength(3);
  });

  it('creates a highlight by URL on a saved page only', async () => {
    const itemId = await newSave(alice, 'by-url');
    const response = await graphql<{ createHighlightByUrl: { id: string; quote: string } }>(
      t.app,
      alice,
      BY_URL,
      {
        input: {
          url: 'https://example.com/highlights/by-url',
          quote: 'by url',
          patch: '',
          version: 2,
        },
      },
    );
    expect(response.errors).toBeUndefined();
    expect((await highlightsOf(alice, itemId)).map((h) => h.quote)).toEqual(['by url']);
    const unsaved = await graphql(t.app, alice, BY_URL, {
      input: { url: 'https://example.com/never-saved', quote: 'q', patch: '', version: 2 },
    });
    expect(unsaved.errors?.[0]).toMatchObject({
      message: 'This page is not in your saves; save it before highlighting it.',
      extensions: { code: 'NOT_FOUND' },
    });
    const bobs = await graphql(t.app, bob, BY_URL, {
      input: { url: 'https://example.com/highlights/by-url', quote: 'q', patch: '', version: 2 },
    });
    expect(bobs.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('finds highlighted saves with the isHighlighted filter', async () => {
    const user = await signUp(t.app);
    const plain = await newSave(user, 'filter-plain');
    const marked = await newSave(user, 'filter-marked');
    await create(user, [highlight(marked, 'marked')]);
    const response = await graphql<{
      user: { savedItems: { edges: Array<{ node: { id: string } }> } };
    }>(
      t.app,
      user,
      '{ user { savedItems(filter: { isHighlighted: true }) { edges { node { id } } } } }',
    );
    expect(response.data!.user.savedItems.edges.map((e) => e.node.id)).toEqual([marked]);
    expect(plain).not.toBe(marked);
  });

  describe('re-parsing the article', () => {
    // A local page whose text changes between two parses.
    let body = '<p>Original text with a memorable sentence in it.</p>';
    let server: Server;
    let url: string;
    beforeAll(async () => {
      server = createServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(page(body));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/changing`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('keeps every highlight and note when refreshItemArticle parses the page again', async () => {
      const save = await saveUrl(t.app, alice, { url });
      const refresh = `mutation($url: String!) { refreshItemArticle(url: $url) { itemId title } }`;
      expect((await graphql(t.app, alice, refresh, { url })).errors).toBeUndefined();
      await create(alice, [
        highlight(save.id, 'memorable sentence', { note: 'why' }),
        highlight(save.id, 'Original text'),
      ]);
      body = '<p>Rewritten text; the memorable sentence survives elsewhere.</p>';
      const second = await graphql<{ refreshItemArticle: { itemId: string } }>(
        t.app,
        alice,
        refresh,
        { url },
      );
      expect(second.errors).toBeUndefined();
      expect(second.data!.refreshItemArticle.itemId).toBe(save.id);
      const article = await t.db.query<{ article: string }>(
        'SELECT article FROM items WHERE item_id = $1',
        [save.id],
      );
      expect(article[0]!.article).toContain('Rewritten text');
      expect(await highlightsOf(alice, save.id)).toMatchObject([
        { quote: 'memorable sentence', note: { text: 'why' } },
        { quote: 'Original text', note: null },
      ]);
    });
  });
});

/** An HTML page (long enough for the reader) around a body the test can change. */
function page(body: string): string {
  return `<!doctype html><html><head><title>Changing</title></head><body><article>${body}${'<p>Filler paragraph for the reader view to accept this page as an article.</p>'.repeat(8)}</article></body></html>`;
}
