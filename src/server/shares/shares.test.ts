import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveUrl } from '../test/factories.js';
import { startFixtureServer, type FixtureServer } from '../test/fixture-pages.js';
import { SHARE_LINKS_PER_HOUR } from './shares.service.js';
import {
  createTestApp,
  graphql,
  signUp,
  TEST_ORIGIN,
  type Auth,
  type TestApp,
} from '../test/test-app.js';

// Pocket's documents (docs/POCKET-COMPATIBILITY.md §1.8), as in graphql/schema.test.ts.
const CREATE = `mutation ShareCreateLinkMutation($target: ValidUrl!, $context: ShareContextInput) {
  createShareLink(target: $target, context: $context) {
    slug shareUrl targetUrl createdAt context { note highlights { quote } } } }`;
const ADD_CONTEXT = `mutation ShareAddContext($slug: ID!, $context: ShareContextInput!) {
  addShareContext(slug: $slug, context: $context) {
    ... on ShareNotFound { message }
    ... on PocketShare { context { highlights { quote } note } slug } } }`;
const GET = `query GetSharedItemById($slug: ID!) { shareSlug(slug: $slug) {
  ... on PocketShare { targetUrl preview { ... on PocketMetadata { image { url } title url excerpt }
    item { ...ItemDetails } } slug shareUrl createdAt context { note highlights { quote } } }
  ... on ShareNotFound { errorMessage: message } } }
fragment ItemDetails on Item { isArticle title shareId: id itemId readerSlug resolvedId resolvedUrl
  domain domainMetadata { name } excerpt hasImage hasVideo images { caption credit height imageId src width }
  videos { vid videoId type src } topImageUrl timeToRead givenUrl collection { imageUrl intro title excerpt }
  authors { id name url } datePublished syndicatedArticle { slug publisher { name url } } }`;

interface Context {
  note: string | null;
  highlights: Array<{ quote: string }> | null;
}
interface Share {
  slug: string;
  shareUrl: string;
  targetUrl: string;
  createdAt: string;
  context: Context | null;
}
interface SharedItem extends Share {
  preview: {
    image: { url: string } | null;
    title: string | null;
    url: string;
    excerpt: string | null;
    item: { itemId: string; title: string | null; givenUrl: string } | null;
  } | null;
  errorMessage?: string;
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const ARTICLE = `<!doctype html><html lang="en"><head><title>Slow Reading</title>
<meta property="og:title" content="The Art of Slow Reading">
<meta property="og:description" content="Why we should read fewer things, more carefully.">
<meta property="og:image" content="https://images.example.com/slow.jpg">
</head><body><article><h1>The Art of Slow Reading</h1>
${'<p>Reading slowly is a practice of attention and of patience with a text. </p>'.repeat(20)}
</article></body></html>`;

describe('share links', () => {
  let t: TestApp;
  let fixtures: FixtureServer;
  let alice: Auth;
  let bob: Auth;

  const create = (auth: Auth, target: string, context?: unknown) =>
    graphql<{ createShareLink: Share | null }>(t.app, auth, CREATE, { target, context });
  const addContext = (auth: Auth, slug: string, context: unknown) =>
    graphql<{ addShareContext: (Partial<Share> & { message?: string }) | null }>(
      t.app,
      auth,
      ADD_CONTEXT,
      { slug, context },
    );
  const get = (auth: Auth, slug: string) =>
    graphql<{ shareSlug: SharedItem }>(t.app, auth, GET, { slug });
  const created = async (target: string, context?: unknown) => {
    const response = await create(alice, target, context);
    expect(response.errors).toBeUndefined();
    return response.data!.createShareLink!;
  };

  beforeAll(async () => {
    t = await createTestApp();
    fixtures = await startFixtureServer({ '/slow-reading': [200, 'text/html', ARTICLE] });
    alice = { cookie: (await signUp(t.app)).cookie };
    bob = { cookie: (await signUp(t.app)).cookie };
  });
  afterAll(async () => {
    await fixtures.close();
    await t.close();
  });

  it('creates a share link with a v4 slug, its public URL and no context when none was given', async () => {
    const share = await created('https://example.com/article?x=1');
    expect(share.slug).toMatch(UUID_V4);
    expect(share.shareUrl).toBe(`${TEST_ORIGIN}/share/${share.slug}`);
    expect(share.targetUrl).toBe('https://example.com/article?x=1');
    expect(Date.parse(share.createdAt)).not.toBeNaN();
    expect(share.context).toBeNull();
  });

  it('reuses the live link when Share is opened again for the same page and context', async () => {
    const dave = await signUp(t.app);
    const daveAuth = { cookie: dave.cookie };
    const open = async (target: string, context?: unknown) => {
      const response = await create(daveAuth, target, context);
      expect(response.errors).toBeUndefined();
      return response.data!.createShareLink!;
    };
    const first = await open('https://news.example.org/2026/12/neon-signs');
    const again = await open('https://news.example.org/2026/12/neon-signs');
    const third = await open('https://News.Example.org:443/2026/12/neon-signs#comments');
    expect(again.slug).toBe(first.slug);
    expect(third.shareUrl).toBe(first.shareUrl);
    // A highlight is another message, with its own link, itself reused.
    const quote = { highlights: { quotes: ['Neon glows red-orange.'] } };
    const highlight = await open('https://news.example.org/2026/12/neon-signs', quote);
    expect(highlight.slug).not.toBe(first.slug);
    expect((await open('https://news.example.org/2026/12/neon-signs', quote)).slug).toBe(
      highlight.slug,
    );
    // Another user's Share of the same page is theirs.
    const bobs = await create(bob, 'https://news.example.org/2026/12/neon-signs');
    expect(bobs.data!.createShareLink!.slug).not.toBe(first.slug);
    const [row] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM shares WHERE user_id = $1',
      [dave.id],
    );
    expect(row?.n).toBe(2);
  });

  it('keeps a context only when it has a note or a quote', async () => {
    const empty = await created('https://example.com/a', {
      note: '   ',
      highlights: { quotes: ['', '  '] },
    });
    expect(empty.context).toBeNull();

    const withQuote = await created('https://example.com/a', {
      highlights: { quotes: ['  A quoted passage.  '] },
    });
    expect(withQuote.context).toEqual({ note: null, highlights: [{ quote: 'A quoted passage.' }] });

    const withNote = await created('https://example.com/a', { note: ' Worth your time. ' });
    expect(withNote.context).toEqual({ note: 'Worth your time.', highlights: null });
  });

  it('cuts quotes to 300 characters with an ellipsis and accepts at most 20', async () => {
    const long = 'word '.repeat(100);
    const share = await created('https://example.com/q', {
      highlights: { quotes: [long, 'short'] },
    });
    const [first, second] = share.context!.highlights!;
    expect(Array.from(first!.quote)).toHaveLength(300);
    expect(first!.quote.endsWith('…')).toBe(true);
    expect(long.startsWith(first!.quote.slice(0, -1))).toBe(true);
    expect(second!.quote).toBe('short');

    const twenty = await created('https://example.com/q', {
      highlights: { quotes: Array.from({ length: 20 }, (_, i) => `quote ${i}`) },
    });
    expect(twenty.context!.highlights).toHaveLength(20);

    const tooMany = await create(alice, 'https://example.com/q', {
      highlights: { quotes: Array.from({ length: 21 }, (_, i) => `quote ${i}`) },
    });
    expect(tooMany.data?.createShareLink ?? null).toBeNull();
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(tooMany.errors?.[0]?.message).toMatch(/at most 20/);
  });

  it('refuses a note over 2,000 characters', async () => {
    await created('https://example.com/n', { note: 'n'.repeat(2000) });
    const response = await create(alice, 'https://example.com/n', { note: 'n'.repeat(2001) });
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toMatch(/2,000 characters/);
  });

  it.each([
    ['ftp://example.com/file', /http/],
    ['example.com/no-scheme', /absolute URL/],
    ['javascript:alert(1)', /http/],
    [`https://example.com/${'a'.repeat(2063)}`, /2082/],
  ])('refuses the target %s with a clear error', async (target, message) => {
    const response = await create(alice, target);
    expect(response.data?.createShareLink ?? null).toBeNull();
    expect(response.errors?.[0]?.message).toMatch(message);
  });

  it(`refuses more than ${SHARE_LINKS_PER_HOUR} share links an hour per user`, async () => {
    const carol = await signUp(t.app);
    const carolAuth = { cookie: carol.cookie };
    // The hour's earlier shares, as if made through the API (the limit counts rows).
    await t.db.query(
      `INSERT INTO shares (user_id, slug, target_url, normal_url, created_at)
       SELECT $1, gen_random_uuid(), 'https://example.com/' || n, 'https://example.com/' || n,
              now() - interval '50 minutes'
         FROM generate_series(1, $2::int - 1) n`,
      [carol.id, SHARE_LINKS_PER_HOUR],
    );
    await t.db.query(
      `INSERT INTO shares (user_id, slug, target_url, normal_url, created_at)
       VALUES ($1, gen_random_uuid(), 'https://example.com/old', 'https://example.com/old', now() - interval '2 hours')`,
      [carol.id],
    );
    expect((await create(carolAuth, 'https://example.com/last')).errors).toBeUndefined();
    const refused = await create(carolAuth, 'https://example.com/one-too-many');
    expect(refused.data?.createShareLink ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(refused.errors?.[0]?.message).toMatch(/last hour/);
    const [row] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM shares WHERE user_id = $1 AND target_url LIKE '%one-too-many'`,
      [carol.id],
    );
    expect(row?.n).toBe(0);
    // Another user is not held back.
    expect((await create(bob, 'https://example.com/bob')).errors).toBeUndefined();
  });

  it('needs a signed-in user to create a share (401 for visitors)', async () => {
    const response = await create({}, 'https://example.com/anon');
    expect(response.data?.createShareLink ?? null).toBeNull();
    expect(response.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      status: 401,
    });
  });

  it('lets the creator change the context: null keeps a field, an empty value clears it', async () => {
    const share = await created('https://example.com/ctx', {
      note: 'First note',
      highlights: { quotes: ['First quote'] },
    });

    const keep = await addContext(alice, share.slug, { note: null, highlights: null });
    expect(keep.data?.addShareContext).toEqual({
      slug: share.slug,
      context: { note: 'First note', highlights: [{ quote: 'First quote' }] },
    });

    const newNote = await addContext(alice, share.slug, { note: 'Second note' });
    expect(newNote.data?.addShareContext?.context).toEqual({
      note: 'Second note',
      highlights: [{ quote: 'First quote' }],
    });

    const clearQuotes = await addContext(alice, share.slug, { highlights: { quotes: [] } });
    expect(clearQuotes.data?.addShareContext?.context).toEqual({
      note: 'Second note',
      highlights: null,
    });

    const clearAll = await addContext(alice, share.slug, { note: '' });
    expect(clearAll.data?.addShareContext?.context).toBeNull();

    const read = await get({}, share.slug);
    expect(read.data?.shareSlug.context).toBeNull();
  });

  it("refuses another user's change and leaves the context as it was", async () => {
    const share = await created('https://example.com/mine', { note: 'Mine' });
    const response = await addContext(bob, share.slug, { note: 'Hijacked' });
    expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(response.errors?.[0]?.message).toMatch(/Only the person who created/);
    expect((await get({}, share.slug)).data?.shareSlug.context?.note).toBe('Mine');

    const anonymous = await addContext({}, share.slug, { note: 'Anon' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers ShareNotFound for unknown and malformed slugs', async () => {
    for (const slug of ['9b2f4d7e-3c1a-4e5b-8f6d-2a1b3c4d5e6f', 'not-a-uuid']) {
      const read = await get({}, slug);
      expect(read.errors).toBeUndefined();
      expect(read.data?.shareSlug.errorMessage).toBe('This share link does not exist.');
      const change = await addContext(alice, slug, { note: 'x' });
      expect(change.data?.addShareContext?.message).toBe('This share link does not exist.');
    }
  });

  it('shows anyone a minimal preview from the URL before the page is parsed', async () => {
    const share = await created('https://www.example.org/2024/the-long-walk-home', {
      highlights: { quotes: ['Home is where the walk ends.'] },
    });
    const read = await get({}, share.slug);
    expect(read.errors).toBeUndefined();
    expect(read.data?.shareSlug).toMatchObject({
      slug: share.slug,
      targetUrl: 'https://www.example.org/2024/the-long-walk-home',
      shareUrl: share.shareUrl,
      context: { note: null, highlights: [{ quote: 'Home is where the walk ends.' }] },
      preview: {
        url: 'https://www.example.org/2024/the-long-walk-home',
        excerpt: null,
        image: null,
      },
    });
    expect(read.data?.shareSlug.preview?.title).toMatch(/long walk home/i);
  });

  it('previews a parsed page with its title, excerpt and image; the item only to its savers', async () => {
    const url = fixtures.url('/slow-reading');
    const share = await created(url);
    const { itemId } = await t.services.items.itemForUrl(url);
    await t.services.items.parse(itemId);

    // A share link shows what its page shows, never the item itself (items/item-access.ts).
    const read = await get({}, share.slug);
    expect(read.errors).toBeUndefined();
    expect(read.data?.shareSlug.preview).toMatchObject({
      title: 'The Art of Slow Reading',
      excerpt: expect.stringContaining('read fewer things'),
      image: { url: 'https://images.example.com/slow.jpg' },
      item: null,
    });
    expect((await get(bob, share.slug)).data?.shareSlug.preview?.item).toBeNull();

    // Someone who saved the page gets its item, with the share's URL (not a first saver's).
    await saveUrl(t.app, bob, { url: `${url}#from-bob` });
    expect((await get(bob, share.slug)).data?.shareSlug.preview?.item).toMatchObject({
      itemId: String(itemId),
      title: 'The Art of Slow Reading',
      givenUrl: url,
    });
  });
});
