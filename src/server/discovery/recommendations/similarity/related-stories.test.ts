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
import { RELATED, type Related } from './related-stories-query.js';
import { rebuildSimilarityJob } from './similarity.job.js';

/**
 * Pocket's reader document (docs/POCKET-COMPATIBILITY.md §1.4 GetSavedItemById), rebuilt from the
 * notation.
 */
export const GET_SAVED_ITEM_BY_ID = `query GetSavedItemById($id: ID!) { user { savedItemById(id: $id) { ...SavedItemDetails item { ...ItemDetails ... on Item { article relatedAfterArticle(count: 3) { corpusRecommendationId: id corpusItem { thumbnail: imageUrl publisher title externalUrl: url saveUrl: url id excerpt } } } } } } } ${SAVED_ITEM_DETAILS} ${ITEM_DETAILS}`;

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
