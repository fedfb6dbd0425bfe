import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorFromCookie, saveUrl } from '../test/factories.js';
import { createTestApp, graphql, signUp, type TestApp } from '../test/test-app.js';

interface Page {
  user: {
    savedItems: {
      edges: Array<{ cursor: string; node: { id: string; url: string; status: string } }>;
      pageInfo: {
        hasNextPage: boolean;
        hasPreviousPage: boolean;
        startCursor: string | null;
        endCursor: string | null;
      };
      totalCount: number;
    };
  };
}

const LIST = `query List($filter: SavedItemsFilter, $sort: SavedItemsSort, $pagination: PaginationInput) {
  user {
    savedItems(filter: $filter, sort: $sort, pagination: $pagination) {
      edges { cursor node { id url status } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      totalCount
    }
  }
}`;

const UPSERT = `mutation Save($input: SavedItemUpsertInput!) {
  upsertSavedItem(input: $input) { id url status isFavorite }
}`;

describe('saves through GraphQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = (cookie: string, variables: Record<string, unknown> = {}) =>
    graphql<Page>(t.app, { cookie }, LIST, variables);
  const urlsOf = (page: Awaited<ReturnType<typeof list>>) =>
    page.data?.user.savedItems.edges.map((edge) => edge.node.url);
  const countRows = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n;

  describe('upsertSavedItem', () => {
    it('returns the new save, unread', async () => {
      const user = await signUp(t.app);
      const response = await graphql<{ upsertSavedItem: Record<string, unknown> }>(
        t.app,
        { cookie: user.cookie },
        UPSERT,
        { input: { url: 'https://example.com/first-article' } },
      );
      expect(response.errors).toBeUndefined();
      expect(response.data?.upsertSavedItem).toEqual({
        id: expect.stringMatching(/^\d+$/),
        url: 'https://example.com/first-article',
        status: 'UNREAD',
        isFavorite: false,
      });
      const rows = await t.db.query<{ item_id: number; given_url: string }>(
        'SELECT item_id, given_url FROM saved_items WHERE user_id = $1',
        [Number(user.id)],
      );
      expect(rows).toEqual([
        {
          item_id: Number(response.data!.upsertSavedItem.id),
          given_url: 'https://example.com/first-article',
        },
      ]);
    });

    it('keeps one save and one item when a URL is saved twice, and moves it to the top', async () => {
      const user = await signUp(t.app);
      const auth = { cookie: user.cookie };
      const a1 = await saveUrl(t.app, auth, { url: 'https://example.com/twice-a' });
      await saveUrl(t.app, auth, { url: 'https://example.com/twice-b' });
      expect(urlsOf(await list(user.cookie))).toEqual([
        'https://example.com/twice-b',
        'https://example.com/twice-a',
      ]);

      const a2 = await saveUrl(t.app, auth, { url: 'https://example.com/twice-a' });
      expect(a2.id).toBe(a1.id);
      expect(urlsOf(await list(user.cookie))).toEqual([
        'https://example.com/twice-a',
        'https://example.com/twice-b',
      ]);
      expect(await countRows('saved_items WHERE user_id = $1', [Number(user.id)])).toBe(2);
      expect(await countRows('items WHERE normal_url = $1', ['https://example.com/twice-a'])).toBe(
        1,
      );
    });

    it('treats the same page with a different fragment or host case as the same item', async () => {
      const user = await signUp(t.app);
      const auth = { cookie: user.cookie };
      const first = await saveUrl(t.app, auth, { url: 'https://Example.com/frag#section-2' });
      const second = await saveUrl(t.app, auth, { url: 'https://example.com/frag' });
      expect(second.id).toBe(first.id);
      expect(await countRows('saved_items WHERE user_id = $1', [Number(user.id)])).toBe(1);
    });

    it('makes an archived save unread again when it is saved again', async () => {
      const user = await signUp(t.app);
      const auth = { cookie: user.cookie };
      const saved = await saveUrl(t.app, auth, { url: 'https://example.com/archived-once' });
      await t.db.query(
        "UPDATE saved_items SET status = 'ARCHIVED', archived_at = now() WHERE user_id = $1 AND item_id = $2",
        [Number(user.id), Number(saved.id)],
      );
      const archived = await list(user.cookie, { filter: { statuses: ['ARCHIVED'] } });
      expect(urlsOf(archived)).toEqual(['https://example.com/archived-once']);

      const again = await saveUrl(t.app, auth, { url: 'https://example.com/archived-once' });
      expect(again.status).toBe('UNREAD');
      const rows = await t.db.query<{ status: string; archived_at: Date | null }>(
        'SELECT status, archived_at FROM saved_items WHERE user_id = $1 AND item_id = $2',
        [Number(user.id), Number(saved.id)],
      );
      expect(rows).toEqual([{ status: 'UNREAD', archived_at: null }]);
      expect(urlsOf(await list(user.cookie, { filter: { statuses: ['ARCHIVED'] } }))).toEqual([]);
    });

    it.each([
      ['', 'Enter a URL to save.'],
      ['ftp://x.com', 'Only http:// and https:// links can be saved.'],
      ['javascript:alert(1)', 'Only http:// and https:// links can be saved.'],
      [
        `https://example.com/${'a'.repeat(3000)}`,
        'This URL is too long (the limit is 2082 characters).',
      ],
      ['https://exa mple.com', 'A URL cannot contain spaces, < or >.'],
      ['mailto:someone@example.com', 'Email addresses cannot be saved; enter a web address.'],
    ])('refuses %j with BAD_USER_INPUT and writes nothing', async (url, reason) => {
      const user = await signUp(t.app);
      const itemsBefore = await countRows('items', []);
      const response = await graphql(t.app, { cookie: user.cookie }, UPSERT, { input: { url } });
      expect(response.data).toBeNull();
      expect(response.errors).toHaveLength(1);
      expect(response.errors![0]!.message).toBe(reason);
      expect(response.errors![0]!.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'url',
      });
      expect(await countRows('saved_items WHERE user_id = $1', [Number(user.id)])).toBe(0);
      expect(await countRows('items', [])).toBe(itemsBefore);
    });

    it('refuses an unauthenticated save with a 401 and writes nothing', async () => {
      const itemsBefore = await countRows('items', []);
      const response = await graphql(t.app, {}, UPSERT, {
        input: { url: 'https://example.com/anonymous' },
      });
      expect(response.data).toBeNull();
      expect(response.errors?.[0]?.extensions).toMatchObject({
        code: 'UNAUTHENTICATED',
        status: 401,
      });
      expect(await countRows('items', [])).toBe(itemsBefore);
    });
  });

  describe('paging', () => {
    let cookie: string;
    /** URLs newest first: the order user.savedItems returns by default. */
    let newestFirst: string[];

    beforeAll(async () => {
      const user = await signUp(t.app);
      cookie = user.cookie;
      const base = 1_700_000_000;
      const urls: string[] = [];
      for (let i = 0; i < 75; i++) {
        const url = `https://example.com/page/${String(i).padStart(2, '0')}`;
        // Three saves share each second, so ties must be broken consistently across pages.
        await saveUrl(t.app, { cookie }, { url, timestamp: base + Math.floor(i / 3) });
        urls.push(url);
      }
      newestFirst = [...urls].reverse();
    }, 60_000);

    it('pages forward by cursor: every save once, newest first', async () => {
      const seen: string[] = [];
      let after: string | null = null;
      const pages: Array<Page['user']['savedItems']> = [];
      for (let round = 0; round < 5; round++) {
        const response = await list(cookie, { pagination: { first: 30, after } });
        expect(response.errors).toBeUndefined();
        const page = response.data!.user.savedItems;
        pages.push(page);
        seen.push(...page.edges.map((edge) => edge.node.url));
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(pages.map((page) => page.edges.length)).toEqual([30, 30, 15]);
      expect(seen).toEqual(newestFirst);
      expect(pages.map((page) => page.totalCount)).toEqual([75, 75, 75]);
      expect(pages[0]!.pageInfo.hasPreviousPage).toBe(false);
      expect(pages[1]!.pageInfo.hasPreviousPage).toBe(true);
      expect(pages[2]!.pageInfo.hasNextPage).toBe(false);
    });

    it('pages backward with last/before to the same saves in the same order', async () => {
      const chunks: string[][] = [];
      let before: string | null = null;
      for (let round = 0; round < 5; round++) {
        const response = await list(cookie, { pagination: { last: 30, before } });
        expect(response.errors).toBeUndefined();
        const page = response.data!.user.savedItems;
        chunks.unshift(page.edges.map((edge) => edge.node.url));
        if (!page.pageInfo.hasPreviousPage) break;
        before = page.pageInfo.startCursor;
      }
      expect(chunks.map((chunk) => chunk.length)).toEqual([15, 30, 30]);
      expect(chunks.flat()).toEqual(newestFirst);
    });

    it('pages in ascending order when asked', async () => {
      const sort = { sortBy: 'CREATED_AT', sortOrder: 'ASC' };
      const first = await list(cookie, { sort, pagination: { first: 40 } });
      const page1 = first.data!.user.savedItems;
      const second = await list(cookie, {
        sort,
        pagination: { first: 40, after: page1.pageInfo.endCursor },
      });
      const page2 = second.data!.user.savedItems;
      expect([...urlsOf(first)!, ...urlsOf(second)!]).toEqual([...newestFirst].reverse());
      expect(page1.pageInfo.hasNextPage).toBe(true);
      expect(page2.pageInfo.hasNextPage).toBe(false);
    });

    it('returns 30 saves when no page size is given', async () => {
      const response = await list(cookie);
      expect(urlsOf(response)).toEqual(newestFirst.slice(0, 30));
    });

    it.each([
      [{ first: 0 }, 'pagination.first must be between 1 and 100.'],
      [{ first: 101 }, 'pagination.first must be between 1 and 100.'],
      [{ last: 0 }, 'pagination.last must be between 1 and 100.'],
      [{ first: 10, last: 10 }, 'Use either first/after or last/before, not both.'],
    ])('refuses pagination %j with BAD_USER_INPUT', async (pagination, message) => {
      const response = await list(cookie, { pagination });
      expect(response.errors?.[0]?.message).toBe(message);
      expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('accepts page sizes of 1 and 100', async () => {
      expect(urlsOf(await list(cookie, { pagination: { first: 1 } }))).toEqual(
        newestFirst.slice(0, 1),
      );
      expect(urlsOf(await list(cookie, { pagination: { first: 100 } }))).toEqual(newestFirst);
    });

    it.each([
      ['garbage'],
      ['!!!'],
      [Buffer.from('12_*_notanumber').toString('base64')],
      // Well-formed, but the numbers are out of range for the database.
      [Buffer.from('1_*_99999999999999999999').toString('base64')],
      [Buffer.from('1_*_9223372036854775807').toString('base64')],
    ])('refuses the cursor %j with BAD_USER_INPUT, never a server error', async (after) => {
      const response = await list(cookie, { pagination: { first: 10, after } });
      expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toMatch(/cursor/i);
    });

    it('accepts well-formed cursors at the edges of the time range', async () => {
      const far = Buffer.from('1_*_99999999999999999').toString('base64');
      const past = Buffer.from('1_*_-99999999999999999').toString('base64');
      const beforeFar = await list(cookie, { pagination: { first: 5, after: far } });
      expect(beforeFar.errors).toBeUndefined();
      expect(urlsOf(beforeFar)).toEqual(newestFirst.slice(0, 5));
      const afterPast = await list(cookie, { pagination: { first: 5, after: past } });
      expect(afterPast.errors).toBeUndefined();
      expect(urlsOf(afterPast)).toEqual([]);
    });
  });

  describe('filters', () => {
    let cookie: string;
    let userId: number;
    beforeAll(async () => {
      const user = await signUp(t.app);
      cookie = user.cookie;
      userId = Number(user.id);
      const auth = { cookie };
      const base = 1_710_000_000;
      for (const [i, name] of ['u1', 'u2', 'a1', 'a2', 'f1'].entries()) {
        await saveUrl(t.app, auth, {
          url: `https://example.com/filter/${name}`,
          isFavorite: name.startsWith('f'),
          timestamp: base + i,
        });
      }
      await t.db.query(
        `UPDATE saved_items SET status = 'ARCHIVED', archived_at = now()
          WHERE user_id = $1 AND given_url LIKE 'https://example.com/filter/a%'`,
        [userId],
      );
    });

    const filtered = async (filter: Record<string, unknown>) => {
      const response = await list(cookie, { filter });
      expect(response.errors).toBeUndefined();
      return {
        urls: urlsOf(response)!.map((url) => url.replace('https://example.com/filter/', '')),
        total: response.data!.user.savedItems.totalCount,
      };
    };

    it('filters by status', async () => {
      expect(await filtered({ statuses: ['UNREAD'] })).toEqual({
        urls: ['f1', 'u2', 'u1'],
        total: 3,
      });
      expect(await filtered({ statuses: ['ARCHIVED'] })).toEqual({ urls: ['a2', 'a1'], total: 2 });
      expect(await filtered({ status: 'ARCHIVED' })).toEqual({ urls: ['a2', 'a1'], total: 2 });
      expect((await filtered({ statuses: ['UNREAD', 'ARCHIVED'] })).total).toBe(5);
      expect(await filtered({ isArchived: true })).toEqual({ urls: ['a2', 'a1'], total: 2 });
    });

    it('filters by favorite', async () => {
      expect(await filtered({ isFavorite: true })).toEqual({ urls: ['f1'], total: 1 });
      expect(await filtered({ isFavorite: false })).toEqual({
        urls: ['a2', 'a1', 'u2', 'u1'],
        total: 4,
      });
    });

    it('filters by updatedSince (strictly after)', async () => {
      const stamp = (name: string, seconds: number) =>
        t.db.query(
          "UPDATE saved_items SET updated_at = to_timestamp($3) WHERE user_id = $1 AND given_url = 'https://example.com/filter/' || $2",
          [userId, name, seconds],
        );
      await stamp('u1', 1_600_000_000);
      await stamp('u2', 1_600_000_100);
      await stamp('a1', 1_600_000_200);
      await stamp('a2', 1_600_000_300);
      await stamp('f1', 1_600_000_400);
      expect(await filtered({ updatedSince: 1_600_000_200 })).toEqual({
        urls: ['f1', 'a2'],
        total: 2,
      });
      expect(await filtered({ updatedSince: 1_600_000_199, statuses: ['UNREAD'] })).toEqual({
        urls: ['f1'],
        total: 1,
      });
      expect((await filtered({ updatedSince: 1_500_000_000 })).total).toBe(5);
    });
  });

  describe('isolation between users', () => {
    it("never shows one user's saves to another, by list or by id", async () => {
      const a = await signUp(t.app);
      const b = await signUp(t.app);
      const onlyA = await saveUrl(
        t.app,
        { cookie: a.cookie },
        { url: 'https://example.com/a-only' },
      );
      await saveUrl(t.app, { cookie: b.cookie }, { url: 'https://example.com/b-only' });

      expect(urlsOf(await list(b.cookie))).toEqual(['https://example.com/b-only']);
      expect(urlsOf(await list(a.cookie))).toEqual(['https://example.com/a-only']);

      const actorA = await actorFromCookie(t.services, a.cookie);
      const actorB = await actorFromCookie(t.services, b.cookie);
      expect(await t.services.saves.get(actorA, onlyA.id)).toMatchObject({
        givenUrl: 'https://example.com/a-only',
      });
      expect(await t.services.saves.get(actorB, onlyA.id)).toBeUndefined();
      expect(await t.services.saves.get(actorB, Number(onlyA.id))).toBeUndefined();
    });

    it('keeps two independent saves of one shared item', async () => {
      const a = await signUp(t.app);
      const b = await signUp(t.app);
      const url = 'https://example.com/shared-page';
      const savedByA = await saveUrl(t.app, { cookie: a.cookie }, { url });
      const savedByB = await saveUrl(t.app, { cookie: b.cookie }, { url });
      expect(savedByB.id).toBe(savedByA.id);
      expect(await countRows('items WHERE normal_url = $1', [url])).toBe(1);
      expect(await countRows('saved_items WHERE item_id = $1', [Number(savedByA.id)])).toBe(2);

      await t.db.query(
        "UPDATE saved_items SET status = 'ARCHIVED', archived_at = now() WHERE user_id = $1 AND item_id = $2",
        [Number(a.id), Number(savedByA.id)],
      );
      const actorA = await actorFromCookie(t.services, a.cookie);
      const actorB = await actorFromCookie(t.services, b.cookie);
      expect((await t.services.saves.get(actorA, savedByA.id))?.status).toBe('ARCHIVED');
      expect((await t.services.saves.get(actorB, savedByB.id))?.status).toBe('UNREAD');
      const bView = await list(b.cookie);
      expect(bView.data?.user.savedItems.edges.map((edge) => edge.node.status)).toEqual(['UNREAD']);

      // B saving again does not touch A's save.
      await saveUrl(t.app, { cookie: b.cookie }, { url });
      expect((await t.services.saves.get(actorA, savedByA.id))?.status).toBe('ARCHIVED');
    });
  });
});
