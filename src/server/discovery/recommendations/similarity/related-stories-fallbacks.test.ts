/**
 * The reader's related stories when similarity has too little to say: a save's publisher within
 * 30 days, then the newest; a corpus article's publisher, then its topic; "More from" labels by
 * publisher, and copies of the page (other addresses of it) never shown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCorpus } from '../../../test/corpus-seed.js';
import { saveUrl } from '../../../test/factories.js';
import { createTestApp, graphql, signUp, type TestApp } from '../../../test/test-app.js';
import { RELATED, type Related } from './related-stories-query.js';

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
