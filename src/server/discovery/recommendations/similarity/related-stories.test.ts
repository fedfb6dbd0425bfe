/**
 * The reader's related stories end to end: the real fixture articles seeded as a corpus, each
 * classified through CorpusIntake (so the similarity listener indexes it), then
 * Item.relatedAfterArticle read through Pocket's GetSavedItemById document.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../graphql/schema.js';
import { normalizeUrl } from '../../../items/normalize-url.js';
import { seedCorpus, type SeededCorpusItem } from '../../../test/corpus-seed.js';
import { saveUrl } from '../../../test/factories.js';
import { FIXTURES_DIR, fixtureMetadata, fixtureNames } from '../../../test/fixture-pages.js';
import { ITEM_DETAILS } from '../../../test/pocket-discovery-documents.js';
import { SAVED_ITEM_DETAILS } from '../../../test/pocket-saves-documents.js';
import { createTestApp, graphql, signUp, type TestApp } from '../../../test/test-app.js';
import { htmlText } from '../../topics/classifier-text.js';
import { loadNeighbours } from './neighbours.repo.js';
import { rebuildSimilarityJob } from './similarity.job.js';

/**
 * Pocket's reader document (docs/POCKET-COMPATIBILITY.md §1.4 GetSavedItemById), rebuilt from the
 * notation.
 */
export const GET_SAVED_ITEM_BY_ID = `query GetSavedItemById($id: ID!) { user { savedItemById(id: $id) { ...SavedItemDetails item { ...ItemDetails ... on Item { article relatedAfterArticle(count: 3) { corpusRecommendationId: id corpusItem { thumbnail: imageUrl publisher title externalUrl: url saveUrl: url id excerpt } } } } } } } ${SAVED_ITEM_DETAILS} ${ITEM_DETAILS}`;

const RELATED = `query Related($id: ID!, $count: Int) { user { savedItemById(id: $id) { item { ... on Item { relatedAfterArticle(count: $count) { id reason { type name } corpusItem { id url title publisher } } } } } } }`;

interface Related {
  id: string;
  reason: { type: string; name: string } | null;
  corpusItem: { id: string; url: string; title: string; publisher: string };
}

const urlOf = (name: string) => normalizeUrl(`https://${name}.fixtures.example/article/${name}`);

describe('Item.relatedAfterArticle', () => {
  let t: TestApp;
  let me: { cookie: string; id: string };
  let other: { cookie: string; id: string };
  const corpus = new Map<string, SeededCorpusItem>();
  const nameOf = new Map<string, string>();

  const related = async (auth: { cookie: string }, savedId: string, count?: number) => {
    const result = await graphql<{
      user: { savedItemById: { item: { relatedAfterArticle: Related[] } } };
    }>(t.app, auth, RELATED, { id: savedId, count });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data!.user.savedItemById.item.relatedAfterArticle;
  };
  const names = (stories: Related[]) => stories.map((story) => nameOf.get(story.corpusItem.url));

  beforeAll(async () => {
    t = await createTestApp();
    me = await signUp(t.app);
    other = await signUp(t.app);
    const fixtures = fixtureNames().flatMap((name) => {
      const metadata = fixtureMetadata(name);
      const text = htmlText(
        readFileSync(join(FIXTURES_DIR, name, 'expected.html'), 'utf8'),
        20_000,
      );
      // The parser's synthetic test pages (lorem ipsum) are no articles.
      if (!metadata.title || text.length < 500 || /lorem ipsum|dolor sit amet/i.test(text))
        return [];
      return [{ name, metadata, text }];
    });
    const seed = async (chosen: typeof fixtures) => {
      const seeded = await seedCorpus(
        t.db,
        chosen.map(({ name, metadata, text }) => ({
          url: urlOf(name),
          title: metadata.title!,
          excerpt: metadata.excerpt ?? undefined,
          text,
          siteName: metadata.siteName ?? undefined,
          language: metadata.lang?.slice(0, 2) ?? undefined,
        })),
      );
      chosen.forEach(({ name }, index) => {
        corpus.set(name, seeded[index]!);
        nameOf.set(seeded[index]!.url, name);
      });
      // Classification tells the similarity listener (services.ts), which indexes each item.
      for (const item of seeded) await t.services.corpusIntake.classify(item.corpusItemId);
    };
    await seed(fixtures.filter(({ name }) => name !== 'tumblr'));
    await rebuildSimilarityJob(t.services.similarity).handle(
      { date: '2026-01-01' },
      { attempt: 1, maxAttempts: 3 },
    );
    // One more article arrives after the nightly rebuild: the listener alone places it.
    await seed(fixtures.filter(({ name }) => name === 'tumblr'));
  }, 120_000);
  afterAll(() => t.close());

  it('places an arriving article among its neighbours and itself in their lists', async () => {
    const tumblr = corpus.get('tumblr')!.corpusItemId;
    const ars = corpus.get('ars-1')!.corpusItemId;
    const lists = await loadNeighbours(t.db, [tumblr, ars], 10);
    expect(lists.get(tumblr)![0]!.corpusItemId).toBe(ars);
    expect(lists.get(ars)!.map((n) => n.corpusItemId)).toContain(tumblr);
    const vectors = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM corpus_item_vectors',
    );
    expect(vectors[0]!.n).toBe(corpus.size);
  });

  it("answers Pocket's GetSavedItemById with 3 corpus items, not the article, similar first", async () => {
    expect(validate(schema, parse(GET_SAVED_ITEM_BY_ID))).toEqual([]);
    const saved = await saveUrl(t.app, me, { url: urlOf('ars-1') });
    const result = await graphql<{
      user: {
        savedItemById: {
          item: {
            article: string | null;
            relatedAfterArticle: Array<{
              corpusRecommendationId: string;
              corpusItem: Record<string, string | null>;
            }>;
          };
        };
      };
    }>(t.app, me, GET_SAVED_ITEM_BY_ID, { id: saved.id });
    expect(result.errors).toBeUndefined();
    const stories = result.data!.user.savedItemById.item.relatedAfterArticle;
    expect(stories).toHaveLength(3);
    const urls = stories.map((story) => story.corpusItem.externalUrl);
    expect(urls).not.toContain(urlOf('ars-1'));
    expect(new Set(urls).size).toBe(3);
    for (const url of urls) expect(nameOf.has(url!)).toBe(true);
    // The other Minecraft page of the fixtures is the closest.
    expect(urls[0]).toBe(urlOf('tumblr'));
    const tumblr = stories.find((story) => story.corpusItem.externalUrl === urlOf('tumblr'));
    expect(tumblr!.corpusItem.id).toBe(corpus.get('tumblr')!.externalId);
    expect(stories[0]!.corpusRecommendationId).toBeTruthy();
  });

  it('finds pages on one subject for each other, with the reason SIMILAR', async () => {
    // A reader who saved neither: ars-1 is no longer a candidate for me (saved above).
    const third = await signUp(t.app);
    const tumblr = await saveUrl(t.app, third, { url: urlOf('tumblr') });
    const fromTumblr = await related(third, tumblr.id);
    expect(names(fromTumblr)).toContain('ars-1');
    expect(fromTumblr[0]!.reason).toEqual({ type: 'SIMILAR', name: 'Similar to this article' });

    const firefox = await saveUrl(t.app, other, { url: urlOf('firefox-nightly-blog') });
    expect(names(await related(other, firefox.id))).toContain('mozilla-1');
  });

  it('leaves out what I saved or dismissed, and not what another user saved', async () => {
    const article = await saveUrl(t.app, other, { url: urlOf('ars-1') });
    const before = await related(other, article.id, 5);
    expect(names(before)).toContain('tumblr');

    // I save tumblr: it is gone for me only.
    await saveUrl(t.app, me, { url: urlOf('tumblr') });
    const mine = await saveUrl(t.app, me, { url: urlOf('ars-1') });
    const forMe = await related(me, mine.id, 5);
    expect(names(forMe)).not.toContain('tumblr');
    expect(names(await related(other, article.id, 5))).toEqual(names(before));

    const dismissed = before[1]!;
    await t.db.query(
      `INSERT INTO recommendation_dismissals (user_id, corpus_item_id)
       SELECT $1, corpus_item_id FROM corpus_items WHERE external_id = $2`,
      [me.id, dismissed.corpusItem.id],
    );
    const afterDismissal = await related(me, mine.id, 5);
    expect(afterDismissal.map((story) => story.corpusItem.id)).not.toContain(
      dismissed.corpusItem.id,
    );
    expect(afterDismissal).toHaveLength(5);
    expect((await related(other, article.id, 5)).map((s) => s.corpusItem.id)).toContain(
      dismissed.corpusItem.id,
    );
  });

  it('drops a rejected or deleted corpus item from every neighbour list', async () => {
    const firefox = corpus.get('firefox-nightly-blog')!;
    const mozilla = corpus.get('mozilla-1')!;
    const article = await saveUrl(t.app, other, { url: urlOf('firefox-nightly-blog') });
    await t.db.query(`UPDATE corpus_items SET state = 'REJECTED' WHERE corpus_item_id = $1`, [
      mozilla.corpusItemId,
    ]);
    expect(names(await related(other, article.id, 10))).not.toContain('mozilla-1');
    await t.db.query(`UPDATE corpus_items SET state = 'APPROVED' WHERE corpus_item_id = $1`, [
      mozilla.corpusItemId,
    ]);
    expect(names(await related(other, article.id, 10))).toContain('mozilla-1');

    const listing = () =>
      t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM corpus_item_neighbours WHERE neighbour_id = $1',
        [mozilla.corpusItemId],
      );
    expect((await listing())[0]!.n).toBeGreaterThan(0);
    await t.db.query('DELETE FROM corpus_items WHERE corpus_item_id = $1', [mozilla.corpusItemId]);
    expect((await listing())[0]!.n).toBe(0);
    expect(names(await related(other, article.id, 10))).not.toContain('mozilla-1');
    const stored = await loadNeighbours(t.db, [firefox.corpusItemId], 10);
    expect(stored.get(firefox.corpusItemId) ?? []).not.toContainEqual(
      expect.objectContaining({ corpusItemId: mozilla.corpusItemId }),
    );
  });

  it('refuses a count outside 1..10 with a clear error', async () => {
    const saved = await saveUrl(t.app, me, { url: urlOf('bbc-1') });
    expect(await related(me, saved.id)).toHaveLength(3);
    for (const count of [0, 11, -1]) {
      const result = await graphql(t.app, me, RELATED, { id: saved.id, count });
      expect(result.errors?.[0]?.message).toBe('count must be between 1 and 10');
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('Item.relatedAfterArticle fallbacks', () => {
  let t: TestApp;
  let me: { cookie: string };
  const day = 86_400_000;

  beforeAll(async () => {
    t = await createTestApp();
    me = await signUp(t.app);
    const now = Date.now();
    await seedCorpus(t.db, [
      // The same site as the reader's own save, within 30 days and before.
      {
        url: 'https://www.heise.de/news/1password-einmal-passwoerter.html',
        title: '1Password für Mac generiert Einmal-Passwörter',
        siteName: 'heise online',
        language: 'de',
        topic: 'technology',
        publishedAt: new Date(now - 2 * day),
      },
      {
        url: 'https://heise.de/news/energiewende-netze.html',
        title: 'Die Energiewende braucht neue Netze',
        siteName: 'heise online',
        language: 'de',
        topic: 'science',
        publishedAt: new Date(now - 20 * day),
      },
      {
        url: 'https://heise.de/news/alt.html',
        title: 'Ein alter Artikel',
        siteName: 'heise online',
        language: 'de',
        publishedAt: new Date(now - 40 * day),
      },
      // Topic slate and the newest of the corpus.
      ...['Rust 2.0 released', 'Why SQLite is everywhere', 'The end of the smartphone?'].map(
        (title, index) => ({
          url: `https://tech.example/${index}`,
          title,
          topic: 'technology' as const,
          siteName: 'Tech Example',
          publishedAt: new Date(now - (10 + index) * day),
        }),
      ),
      {
        url: 'https://food.example/sourdough',
        title: 'Sourdough, step by step',
        topic: 'food',
        siteName: 'Food Example',
        publishedAt: new Date(now - day),
      },
      {
        url: 'https://news.example/rejected',
        title: 'Rejected: the newest of all',
        state: 'REJECTED',
        publishedAt: new Date(now),
      },
    ]);
  });
  afterAll(() => t.close());

  it("shows a reader's own save more from its publisher within 30 days, then the newest", async () => {
    const saved = await saveUrl(t.app, me, {
      url: 'https://www.heise.de/mac-and-i/eigener-artikel.html',
    });
    const result = await graphql<{
      user: { savedItemById: { item: { relatedAfterArticle: Related[] } } };
    }>(t.app, me, RELATED, { id: saved.id, count: 4 });
    expect(result.errors).toBeUndefined();
    const stories = result.data!.user.savedItemById.item.relatedAfterArticle;
    expect(stories.map((story) => story.corpusItem.title)).toEqual([
      '1Password für Mac generiert Einmal-Passwörter',
      'Die Energiewende braucht neue Netze',
      'Sourdough, step by step',
      'Rust 2.0 released',
    ]);
    // The save declares no site name: the site's items, each labelled with its own publisher.
    expect(stories[0]!.reason).toEqual({
      type: 'SAME_PUBLISHER',
      name: 'More from heise online',
    });
    // The newest of the corpus say why by their topic; the rejected one never shows.
    expect(stories[2]!.reason).toEqual({ type: 'TOPIC', name: 'Food' });
  });

  it('fills a corpus article without neighbours from its publisher, then its topic', async () => {
    const saved = await saveUrl(t.app, me, { url: 'https://tech.example/0' });
    const result = await graphql<{
      user: { savedItemById: { item: { relatedAfterArticle: Related[] } } };
    }>(t.app, me, RELATED, { id: saved.id, count: 4 });
    expect(result.errors).toBeUndefined();
    const stories = result.data!.user.savedItemById.item.relatedAfterArticle;
    expect(stories.map((story) => [story.corpusItem.title, story.reason?.type])).toEqual([
      ['Why SQLite is everywhere', 'SAME_PUBLISHER'],
      ['The end of the smartphone?', 'SAME_PUBLISHER'],
      ['1Password für Mac generiert Einmal-Passwörter', 'TOPIC'],
      ['Sourdough, step by step', 'TOPIC'],
    ]);
    expect(stories[0]!.reason!.name).toBe('More from Tech Example');
    expect(stories[2]!.reason!.name).toBe('Technology');
  });
});

describe('Item.relatedAfterArticle: publishers and copies of a page', () => {
  let t: TestApp;
  let me: { cookie: string };
  const hour = 3_600_000;
  const heroines = 'https://www.quantamagazine.org/the-hidden-heroines-of-chaos-20190520/';
  const heroinesExcerpt =
    'Two women programmed the computers that helped launch chaos theory. Then they disappeared from the story.';

  const related = async (savedId: string) => {
    const result = await graphql<{
      user: { savedItemById: { item: { relatedAfterArticle: Related[] } } };
    }>(t.app, me, RELATED, { id: savedId, count: 3 });
    expect(result.errors).toBeUndefined();
    return result.data!.user.savedItemById.item.relatedAfterArticle.map((story) => [
      story.corpusItem.title,
      story.corpusItem.publisher,
      story.reason?.name,
    ]);
  };

  beforeAll(async () => {
    t = await createTestApp();
    me = await signUp(t.app);
    const now = Date.now();
    const science = (
      title: string,
      url: string,
      siteName: string,
      hoursAgo: number,
      excerpt = `${title}, in short.`,
    ) => ({
      url,
      title,
      excerpt,
      siteName,
      topic: 'science' as const,
      publishedAt: new Date(now - hoursAgo * hour),
    });
    await seedCorpus(t.db, [
      // The article twice: the feed's link with tracking parameters, and the plain address.
      science(
        'The Hidden Heroines of Chaos',
        `${heroines}?utm_source=rss&utm_medium=rss`,
        'Quanta Magazine',
        1,
        heroinesExcerpt,
      ),
      science('The Hidden Heroines of Chaos', heroines, 'Quanta Magazine', 2, heroinesExcerpt),
      // The same host, another publisher.
      science(
        'Simons Investigators in Mathematics, 2026',
        'https://www.quantamagazine.org/simons-foundation/investigators-2026/',
        'Simons Foundation',
        3,
      ),
      science(
        'The Simons Foundation’s Year in Review',
        'https://www.quantamagazine.org/simons-foundation/year-in-review/',
        'Simons Foundation',
        4,
      ),
      science(
        'A New Proof Moves the Needle on a Sticky Geometry Problem',
        'https://www.quantamagazine.org/a-new-proof-moves-the-needle-20260101/',
        'Quanta Magazine',
        120,
      ),
      science(
        'Why the sky is dark at night',
        'https://nautil.us/why-the-sky-is-dark-at-night/',
        'Nautilus',
        6,
      ),
    ]);
  });
  afterAll(() => t.close());

  it('labels "More from" by publisher, fills 3 and never shows the article again', async () => {
    const expected = [
      [
        'A New Proof Moves the Needle on a Sticky Geometry Problem',
        'Quanta Magazine',
        'More from Quanta Magazine',
      ],
      ['Simons Investigators in Mathematics, 2026', 'Simons Foundation', 'Science'],
      ['The Simons Foundation’s Year in Review', 'Simons Foundation', 'Science'],
    ];
    // The corpus's own copy, and the reader's save of it at a third address (not in the corpus).
    const inCorpus = await saveUrl(t.app, me, { url: heroines });
    expect(await related(inCorpus.id)).toEqual(expected);
    const own = await saveUrl(t.app, me, { url: `${heroines}?utm_campaign=newsletter` });
    // As its parse leaves it: the page's site name, title and excerpt.
    await t.db.query(
      `UPDATE items SET site_name = 'Quanta Magazine', title = $2, excerpt = $3, parse_status = 'PARSED'
        WHERE item_id = $1`,
      [own.id, 'The Hidden Heroines of Chaos', heroinesExcerpt],
    );
    expect(await related(own.id)).toEqual(expected);
  });
});
