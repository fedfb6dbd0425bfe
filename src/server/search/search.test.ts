import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveUrl } from '../test/factories.js';
import { createTestApp, graphql, signUp, type Auth, type TestApp } from '../test/test-app.js';

// The web client's document (docs/POCKET-COMPATIBILITY.md §1.2), trimmed to what the tests read.
const ADVANCED = `query SearchSavedItems($sort: SearchSortInput, $pagination: PaginationInput,
  $filter: AdvancedSearchFilters, $queryString: String) {
  user { advancedSearch(filter: $filter, queryString: $queryString, pagination: $pagination, sort: $sort) {
    pageInfo { hasNextPage endCursor } totalCount
    edges { cursor node { searchHighlights { fullText title url tags } savedItem { id title url } } } } }
}`;
const SEARCH = `query($term: String!, $filter: SearchFilterInput, $sort: SearchSortInput) {
  user { searchSavedItems(term: $term, filter: $filter, sort: $sort) {
    totalCount edges { node { savedItem { id title } } } } }
}`;
const ADD_TAGS = `mutation($input: [SavedItemTagsInput!]!) { createSavedItemTags(input: $input) { id } }`;
const CREATE_HIGHLIGHT = `mutation($input: [CreateHighlightInput!]!) { createSavedItemHighlights(input: $input) { id } }`;

interface Page {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
  edges: Array<{
    cursor: string;
    node: {
      searchHighlights: {
        fullText: string[] | null;
        title: string[] | null;
        url: string[] | null;
        tags: string[] | null;
      } | null;
      savedItem: { id: string; title: string | null; url: string };
    };
  }>;
}

interface Article {
  key: string;
  title: string;
  text?: string;
  language?: string;
  excerpt?: string;
  authors?: string[];
  tags?: string[];
  favorite?: boolean;
  archived?: boolean;
  video?: boolean;
  timeToRead?: number;
  published?: string;
  savedAt?: number;
  note?: string;
}

const CORPUS: Article[] = [
  {
    key: 'exact',
    title: 'Slow Productivity',
    text: 'A book about doing fewer things.',
    tags: ['books'],
  },
  {
    key: 'mentions',
    title: 'Notes on focus',
    text: 'Slow productivity is a philosophy. Slow productivity again, slow and productive work. Productivity.',
  },
  {
    key: 'running',
    title: 'Morning habits',
    text: 'She runs every morning before work; the run clears her head.',
    language: 'en',
    timeToRead: 4,
    published: '2024-05-17T00:00:00Z',
  },
  {
    key: 'german',
    title: 'Ein Bericht',
    text: 'Die Häuser der Stadt wurden im Sommer renoviert.',
    language: 'de',
    timeToRead: 12,
  },
  {
    key: 'remote',
    title: 'Working from anywhere',
    text: 'Remote work changed the office. Some love it, some hate the hype.',
    tags: ['deep work', 'career'],
    favorite: true,
    authors: ['Ada Lovelace'],
  },
  {
    key: 'hype',
    title: 'Remote hype',
    text: 'Is remote work only hype? The hype train rolls on.',
    archived: true,
  },
  {
    key: 'garden',
    title: 'Growing tulips',
    text: 'Tulips in the garden.',
    video: true,
    tags: ['garden'],
  },
  {
    key: 'roses',
    title: 'Pruning roses',
    text: 'Roses need care in the garden.',
    note: 'try this in March',
  },
];

describe('search', () => {
  let t: TestApp;
  let alice: Auth & { id: string };
  let bob: Auth & { id: string };
  const ids = new Map<string, string>();

  const advanced = async (auth: Auth, variables: Record<string, unknown>) => {
    const response = await graphql<{ user: { advancedSearch: Page } }>(
      t.app,
      auth,
      ADVANCED,
      variables,
    );
    expect(response.errors).toBeUndefined();
    return response.data!.user.advancedSearch;
  };
  const keysOf = (page: Page) => {
    const byId = new Map([...ids].map(([key, id]) => [id, key]));
    return page.edges.map((edge) => byId.get(edge.node.savedItem.id) ?? edge.node.savedItem.id);
  };
  const find = async (
    queryString: string,
    extra: Record<string, unknown> = {},
    auth: Auth = alice,
  ) => keysOf(await advanced(auth, { queryString, ...extra }));
  const relevance = { sort: { sortBy: 'RELEVANCE' } };

  async function seed(auth: Auth, article: Article, prefix: string) {
    const save = await saveUrl(t.app, auth, {
      url: `https://${article.key}.example.org/${prefix}/${article.key}`,
      isFavorite: article.favorite,
      timestamp: article.savedAt,
    });
    await t.db.query(
      `UPDATE items SET parse_status = 'PARSED', title = $2, article = $3, language = $4,
              excerpt = $5, authors = $6::jsonb, is_article = NOT $7, has_video = CASE WHEN $7 THEN 'IS_VIDEO' ELSE 'NO_VIDEOS' END,
              time_to_read = $8, date_published = $9
        WHERE item_id = $1`,
      [
        save.id,
        article.title,
        article.text ? `<p>${article.text}</p>` : null,
        article.language ?? 'en',
        article.excerpt ?? null,
        JSON.stringify((article.authors ?? []).map((name) => ({ name, url: null }))),
        article.video ?? false,
        article.timeToRead ?? 0,
        article.published ?? null,
      ],
    );
    if (article.archived) {
      await graphql(
        t.app,
        auth,
        'mutation($id: ID!) { savedItemArchive(givenUrl: $id, timestamp: "2024-01-01T00:00:00Z") { id } }',
        { id: save.url },
      );
      await t.db.query(`UPDATE saved_items SET status = 'ARCHIVED' WHERE item_id = $1`, [save.id]);
    }
    if (article.tags) {
      await graphql(t.app, auth, ADD_TAGS, {
        input: [{ savedItemId: save.id, tags: article.tags }],
      });
    }
    if (article.note) {
      const quote = article.text!.slice(0, 20);
      const response = await graphql(t.app, auth, CREATE_HIGHLIGHT, {
        input: [
          {
            itemId: save.id,
            quote,
            patch: `@@ -1,8 +1,32 @@\n+x\n`,
            version: 2,
            note: article.note,
          },
        ],
      });
      expect(response.errors).toBeUndefined();
    }
    return save.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUp(t.app);
    bob = await signUp(t.app);
    for (const article of CORPUS) ids.set(article.key, await seed(alice, article, 'a'));
    await seed(
      bob,
      { key: 'bobs', title: 'Slow productivity for Bob', text: 'Bob secret tulips' },
      'b',
    );
  });
  afterAll(() => t.close());

  it('ranks an exact title first, then by weighted relevance', async () => {
    const page = await advanced(alice, { queryString: 'slow productivity', ...relevance });
    expect(keysOf(page)).toEqual(['exact', 'mentions']);
    expect(page.totalCount).toBe(2);
    expect(page.edges[0]!.node.searchHighlights?.title).toEqual([
      '<em>Slow</em> <em>Productivity</em>',
    ]);
    expect(page.edges[1]!.node.searchHighlights?.fullText?.[0]).toContain(
      '<em>Slow</em> <em>productivity</em>',
    );
  });

  it('stems words ("running" finds "runs" and "run")', async () => {
    expect(await find('running ')).toEqual(['running']);
  });

  it('finds a German article by another form of a German word', async () => {
    expect(await find('Haus ')).toEqual(['german']);
    expect(await find('renovierte ')).toEqual(['german']);
  });

  it('matches phrases in order and excludes words and phrases', async () => {
    expect((await find('"remote work"', relevance)).sort()).toEqual(['hype', 'remote']);
    expect(await find('"work remote"')).toEqual([]);
    expect(await find('remote -hype')).toEqual([]);
    expect(await find('remote -"hype train"')).toEqual(['remote']);
  });

  it('ORs groups and matches the last word as a prefix while typing', async () => {
    expect((await find('tulips OR roses')).sort()).toEqual(['garden', 'roses']);
    expect(await find('tuli')).toEqual(['garden']);
    expect(await find('tuli ')).toEqual([]);
  });

  it('widens a word being typed by its prefix, not by prefixes of foreign stems', async () => {
    // Hungarian stems "work" to 'wor'; as a prefix that matched "world".
    const carol = await signUp(t.app);
    const planet = await seed(
      carol,
      { key: 'planet', title: 'Far away', text: 'A remote world, far from any office.' },
      'c',
    );
    const office = await seed(
      carol,
      { key: 'office', title: 'Desk notes', text: 'Remote workers and their routines.' },
      'c',
    );
    const found = async (queryString: string) =>
      (await advanced(carol, { queryString })).edges.map((edge) => edge.node.savedItem.id);
    expect(await found('remote work')).toEqual([office]);
    expect((await found('remote wor')).sort()).toEqual([planet, office].sort());
    expect(await found('remote worker')).toEqual([office]);
    // A complete word being typed finds what it finds once finished, and words it starts.
    expect(await found('remote workers')).toEqual(await found('remote workers '));
  });

  it('cuts the snippet around the first match, deep in a long article', async () => {
    const dave = await signUp(t.app);
    const filler = Array.from(
      { length: 40 },
      (_, n) => `<p>Paragraph ${n} about the weather and nothing in particular.</p>`,
    ).join('');
    const id = await seed(dave, { key: 'long', title: 'A long read', text: 'x' }, 'd');
    await t.db.query(`UPDATE items SET article = $2 WHERE item_id = $1`, [
      id,
      `${filler}<p>Then the <b>axolotl</b> regrew its limbs, as axolotls do.</p><p>The end.</p>`,
    ]);
    const page = await advanced(dave, { queryString: 'axolotl', ...relevance });
    const snippet = page.edges[0]!.node.searchHighlights?.fullText?.join(' … ') ?? '';
    expect(snippet).toContain('Then the <em>axolotl</em> regrew its limbs');
    expect(snippet).not.toContain('Paragraph 0 ');
  });

  it('pages past 1,000 title matches into the text-only matches, and caps the count', async () => {
    const erin = await signUp(t.app);
    // 1,010 saves with "wombat" in the title, then 40 with it in the text only (older).
    await t.db.query(
      `WITH new_items AS (
         INSERT INTO items (given_url, normal_url, parse_status, title, article)
         SELECT 'https://burrows.example/' || g, 'https://burrows.example/' || g, 'PARSED',
                CASE WHEN g <= 1010 THEN 'Wombat note ' || g ELSE 'Burrow note ' || g END,
                CASE WHEN g <= 1010 THEN '<p>Marsupials.</p>' ELSE '<p>A wombat dug here.</p>' END
           FROM generate_series(1, 1050) g
         RETURNING item_id, given_url)
       INSERT INTO saved_items (user_id, item_id, given_url, status, created_at, updated_at)
       SELECT $1, item_id, given_url, 'UNREAD',
              now() - (split_part(given_url, '/', 4)::int * interval '1 minute'),
              now()
         FROM new_items`,
      [erin.id],
    );
    const auth = { cookie: erin.cookie };
    const first = await advanced(auth, { queryString: 'wombat', ...relevance });
    expect(first.totalCount).toBe(1000);
    expect(first.edges).toHaveLength(30);
    const cursor = Buffer.from('o:1000').toString('base64url');
    const deep = await advanced(auth, {
      queryString: 'wombat',
      pagination: { first: 30, after: cursor },
      ...relevance,
    });
    // Which save a result is: its number in the URL (1–1,010 match in the title).
    const numbers = deep.edges.map((edge) => Number(edge.node.savedItem.url.split('/').pop()));
    expect(numbers).toHaveLength(30);
    expect(numbers.slice(0, 10).every((n) => n <= 1010)).toBe(true);
    expect(numbers.slice(10).every((n) => n > 1010)).toBe(true);
    expect(deep.pageInfo.hasNextPage).toBe(true);
  });

  it('understands every operator', async () => {
    expect(await find('tag:garden')).toEqual(['garden']);
    expect(await find('tag:"deep work"')).toEqual(['remote']);
    expect(await find('garden -tag:garden')).toEqual(['roses']);
    expect(await find('remote is:favorite')).toEqual(['remote']);
    expect(await find('remote is:archived')).toEqual(['hype']);
    expect(await find('remote is:unread')).toEqual(['remote']);
    expect(await find('is:highlighted')).toEqual(['roses']);
    expect(await find('has:note')).toEqual(['roses']);
    expect((await find('-has:note garden')).sort()).toEqual(['garden']);
    expect(await find('domain:german.example.org')).toEqual(['german']);
    expect(await find('title:remote')).toEqual(['hype']);
    expect(await find('author:lovelace')).toEqual(['remote']);
    expect(await find('type:video')).toEqual(['garden']);
    expect(await find('ttr:>10')).toEqual(['german']);
    expect(await find('ttr:1..5')).toEqual(['running']);
    expect(await find('published:2024-05')).toEqual(['running']);
    expect((await find('saved:<1d')).length).toBe(CORPUS.length);
    expect(await find('saved:<2000-01-01')).toEqual([]);
    expect(await find('-domain:german.example.org Bericht')).toEqual([]);
  });

  it('applies AdvancedSearchFilters and SearchFilterInput', async () => {
    expect(await find('remote', { filter: { status: 'ARCHIVED' } })).toEqual(['hype']);
    expect(await find('', { filter: { tags: ['garden', 'career'] } })).toEqual([
      'garden',
      'remote',
    ]);
    expect(await find('', { filter: { isFavorite: true } })).toEqual(['remote']);
    expect(await find('', { filter: { title: 'tulips' } })).toEqual(['garden']);
    expect(await find('', { filter: { domain: 'roses.example.org' } })).toEqual(['roses']);
    const response = await graphql<{ user: { searchSavedItems: { totalCount: number } } }>(
      t.app,
      alice,
      SEARCH,
      { term: 'clears', filter: { onlyTitleAndURL: true } },
    );
    expect(response.data?.user.searchSavedItems.totalCount).toBe(0);
  });

  it("never shows another user's saves", async () => {
    expect(await find('secret')).toEqual([]);
    expect(await find('tulips', {}, bob)).toHaveLength(1);
    expect(await find('slow productivity', {}, bob)).toHaveLength(1);
  });

  it('pages with first/after and refuses before/last and bad cursors', async () => {
    const first = await advanced(alice, {
      queryString: 'garden OR remote OR slow',
      pagination: { first: 2 },
    });
    expect(first.edges).toHaveLength(2);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await advanced(alice, {
      queryString: 'garden OR remote OR slow',
      pagination: { first: 2, after: first.pageInfo.endCursor },
    });
    expect(keysOf(second).some((key) => keysOf(first).includes(key))).toBe(false);
    for (const variables of [
      { queryString: 'x', pagination: { after: 'not-a-cursor' } },
      { queryString: 'x', pagination: { last: 5 } },
      { queryString: 'x'.repeat(1_001) },
      { queryString: '' },
    ]) {
      const response = await graphql(t.app, alice, ADVANCED, variables);
      expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('never fails on malformed queries', async () => {
    for (const query of [
      '"unclosed remote',
      '-',
      '""',
      'tag:',
      ':::',
      '\'"!&|()<->',
      'a:b:c',
      '-"',
      '!!remote',
    ]) {
      const response = await graphql(t.app, alice, ADVANCED, { queryString: query });
      expect(response.errors).toBeUndefined();
    }
    expect(await find('"tulips garden')).toEqual(['garden']);
  });

  it('ranks title and tag matches, then notes and excerpts, then the text, whatever their age', async () => {
    const now = Math.floor(Date.now() / 1000);
    const quokka = async (key: string, article: Omit<Article, 'key'>) =>
      ids.set(key, await seed(alice, { key, ...article }, 'q'));
    await quokka('q-text', { title: 'Island life', text: 'A quokka smiled.', savedAt: now });
    await quokka('q-note', {
      title: 'Rottnest trip',
      text: 'We took the ferry early.',
      note: 'saw a quokka',
      savedAt: now - 60,
    });
    await quokka('q-tag', {
      title: 'Marsupials',
      text: 'Small ones.',
      tags: ['quokka'],
      savedAt: now - 120,
    });
    await quokka('q-title', { title: 'The quokka', text: 'Nothing else.', savedAt: now - 180 });
    expect(await find('quokka', relevance)).toEqual(['q-title', 'q-tag', 'q-note', 'q-text']);
    expect(await find('quokka')).toEqual(['q-text', 'q-note', 'q-tag', 'q-title']);

    // Page by page the order is the same, whether a page comes from the title matches alone (the
    // first: two title/tag matches fill a page of one plus the look-ahead) or from all matches.
    const pages: string[] = [];
    let after: string | null = null;
    do {
      const page: Page = await advanced(alice, {
        queryString: 'quokka',
        pagination: { first: 1, ...(after ? { after } : {}) },
        ...relevance,
      });
      expect(page.totalCount).toBe(4);
      pages.push(...keysOf(page));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(pages).toEqual(['q-title', 'q-tag', 'q-note', 'q-text']);
    // An exclusion found only in the text of a title match ("The quokka": "Nothing else.") still
    // excludes it on the title-match path.
    const first = await advanced(alice, {
      queryString: 'quokka -nothing',
      pagination: { first: 1 },
      ...relevance,
    });
    expect(keysOf(first)).toEqual(['q-tag']);
    expect(await find('quokka -nothing', relevance)).toEqual(['q-tag', 'q-note', 'q-text']);
  });

  it('follows archiving, favoriting and deleting at once', async () => {
    const id = ids.get('garden')!;
    expect(await find('tulips is:archived')).toEqual([]);
    await graphql(t.app, alice, 'mutation($id: ID!) { updateSavedItemArchive(id: $id) { id } }', {
      id,
    });
    expect(await find('tulips is:archived')).toEqual(['garden']);
    expect(await find('tulips is:favorite')).toEqual([]);
    await graphql(t.app, alice, 'mutation($id: ID!) { updateSavedItemFavorite(id: $id) { id } }', {
      id,
    });
    expect(await find('tulips is:favorite')).toEqual(['garden']);
    await graphql(t.app, alice, 'mutation($id: ID!) { updateSavedItemUnArchive(id: $id) { id } }', {
      id,
    });
    expect(await find('tulips is:unread')).toEqual(['garden']);
  });

  it('keeps the index true when tags change and a save is deleted', async () => {
    await graphql(t.app, alice, ADD_TAGS, {
      input: [{ savedItemId: ids.get('german'), tags: ['zebra'] }],
    });
    expect(await find('zebra')).toEqual(['german']);
    await graphql(t.app, alice, 'mutation($id: ID!) { deleteSavedItem(id: $id) }', {
      id: ids.get('german'),
    });
    expect(await find('zebra')).toEqual([]);
  });
});

describe('search scope: free and premium', () => {
  let t: TestApp;
  let free: Auth & { id: string };
  let premium: Auth & { id: string };

  beforeAll(async () => {
    t = await createTestApp({ searchFullTextFor: 'premium' });
    free = await signUp(t.app);
    premium = await signUp(t.app);
    await t.services.accounts.setFlag(Number(premium.id), 'premium', true);
    for (const auth of [free, premium]) {
      const save = await saveUrl(t.app, auth, { url: 'https://scope.example.org/quiet-lakes' });
      await t.db.query(
        `UPDATE items SET title = 'Quiet lakes', article = '<p>Kayaking at dawn</p>', language = 'en' WHERE item_id = $1`,
        [save.id],
      );
    }
  });
  afterAll(() => t.close());

  const count = async (auth: Auth, queryString: string) => {
    const response = await graphql<{ user: { advancedSearch: Page } }>(t.app, auth, ADVANCED, {
      queryString,
    });
    expect(response.errors).toBeUndefined();
    return response.data!.user.advancedSearch;
  };

  it('free accounts search titles and URLs only; premium ones the article text too', async () => {
    expect((await count(free, 'lakes')).totalCount).toBe(1);
    expect((await count(free, 'scope')).totalCount).toBe(1);
    expect((await count(free, 'kayaking')).totalCount).toBe(0);
    const page = await count(premium, 'kayaking');
    expect(page.totalCount).toBe(1);
    expect(page.edges[0]!.node.searchHighlights?.fullText).toEqual(['<em>Kayaking</em> at dawn']);
  });

  it('tells each account its scope (user.searchFullText)', async () => {
    const scope = async (auth: Auth) =>
      (
        await graphql<{ user: { searchFullText: boolean } }>(
          t.app,
          auth,
          '{ user { searchFullText } }',
        )
      ).data?.user.searchFullText;
    expect(await scope(free)).toBe(false);
    expect(await scope(premium)).toBe(true);
  });
});
