import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPICS } from '../../../../common/topics.js';
import { POCKET_DISCOVERY_DOCUMENTS } from '../../../test/pocket-discovery-documents.js';
import { seedCorpus, type SeededCorpusItem } from '../../../test/corpus-seed.js';
import {
  createTestApp,
  graphql,
  signUp,
  TEST_ORIGIN,
  type TestApp,
} from '../../../test/test-app.js';

const { RecommendationPreferenceTopics, UpdateUserRecommendationPreferences } =
  POCKET_DISCOVERY_DOCUMENTS;

const lineupId = (slug: string) => TOPICS.find((topic) => topic.slug === slug)!.lineupId;

describe('recommendation preferences, Home setup and "not interested"', () => {
  let t: TestApp;
  let seeded: SeededCorpusItem[];
  beforeAll(async () => {
    t = await createTestApp();
    seeded = await seedCorpus(t.db, [
      {
        url: 'https://www.heise.de/news/Die-Bahn-und-das-WLAN-im-ICE-9876.html',
        title: 'Die Bahn und das WLAN im ICE: warum es (noch) nicht klappt',
        language: 'de',
        topic: 'technology',
        siteName: 'heise online',
      },
      {
        url: 'https://www.aljazeera.net/culture/2026/11/1/رحلة-إلى-البتراء',
        title: 'رحلة إلى البتراء: المدينة الوردية في الأردن',
        language: 'ar',
        topic: 'travel',
      },
      {
        url: 'https://arstechnica.com/science/2026/11/the-of-and-a-why-stop-words-matter/',
        title: 'The, of, and a: why stop words still matter in search',
        topic: 'science',
        siteName: 'Ars Technica',
      },
    ]);
  });
  afterAll(() => t.close());

  const v3Settings = async (cookie: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/v3/getAppSettings',
        headers: { origin: TEST_ORIGIN, cookie },
      })
    ).json<{ settings: Record<string, unknown> }>().settings;

  it("answers Pocket's RecommendationPreferenceTopics logged out: the 15 topics, id = lineup id", async () => {
    const result = await graphql<{
      recommendationPreferenceTopics: Array<Record<string, unknown>>;
    }>(t.app, {}, RecommendationPreferenceTopics, {}, 'RecommendationPreferenceTopics');
    expect(result.errors).toBeUndefined();
    expect(result.data!.recommendationPreferenceTopics).toHaveLength(15);
    expect(result.data!.recommendationPreferenceTopics[13]).toEqual({
      isDisplayed: true,
      name: 'Technology',
      slug: 'technology',
      id: 'dc010ef1-1f34-473a-a4b5-4cc155e18a4a',
    });
  });

  it("fills the rest of Pocket's Topic sensibly", async () => {
    const result = await graphql<{
      recommendationPreferenceTopics: Array<Record<string, unknown>>;
    }>(
      t.app,
      {},
      '{ recommendationPreferenceTopics { displayName pageType query curatorLabel isPromoted socialTitle customFeedId slug } }',
    );
    expect(result.data!.recommendationPreferenceTopics[6]).toEqual({
      displayName: 'Health & Fitness',
      pageType: 'topic_page',
      query: 'health & fitness',
      curatorLabel: 'Health & Fitness',
      isPromoted: false,
      socialTitle: 'Health & Fitness stories to read',
      customFeedId: lineupId('health'),
      slug: 'health',
    });
  });

  it("stores UpdateUserRecommendationPreferences in order, as v3 getAppSettings' userTopics", async () => {
    const user = await signUp(t.app);
    const result = await graphql<{
      updateUserRecommendationPreferences: { preferredTopics: Array<{ id: string }> };
    }>(
      t.app,
      { cookie: user.cookie },
      UpdateUserRecommendationPreferences,
      {
        input: {
          preferredTopics: [
            { id: lineupId('travel') },
            { id: 'science' },
            { id: lineupId('travel').toUpperCase() },
            { id: ' Food ' },
          ],
        },
      },
      'UpdateUserRecommendationPreferences',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateUserRecommendationPreferences.preferredTopics).toEqual([
      { id: lineupId('travel') },
      { id: lineupId('science') },
      { id: lineupId('food') },
    ]);
    expect((await v3Settings(user.cookie)).userTopics).toEqual(['travel', 'science', 'food']);

    const read = await graphql<{
      user: { recommendationPreferences: { preferredTopics: Array<{ slug: string }> } };
    }>(
      t.app,
      { cookie: user.cookie },
      '{ user { recommendationPreferences { preferredTopics { slug } } } }',
    );
    expect(read.data!.user.recommendationPreferences.preferredTopics.map((p) => p.slug)).toEqual([
      'travel',
      'science',
      'food',
    ]);
  });

  it('reads topics a v3 client put, and refuses a slug that is no topic on both paths', async () => {
    const user = await signUp(t.app);
    const put = (data: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/v3/putAppSettings',
        headers: { origin: TEST_ORIGIN, cookie: user.cookie },
        payload: { data } as Record<string, unknown>,
      });
    expect((await put({ userTopics: ['politics', 'gaming', 'politics'] })).statusCode).toBe(200);
    const read = await graphql<{ user: { homeSetup: { userTopics: string[] } } }>(
      t.app,
      { cookie: user.cookie },
      '{ user { homeSetup { userTopics setupStatus } } }',
    );
    expect(read.data!.user.homeSetup).toEqual({
      userTopics: ['politics', 'gaming'],
      setupStatus: null,
    });

    const refused = await put({ userTopics: ['politics', 'Wissenschaft & Technik'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['x-error']).toMatch(
      /^userTopics: "Wissenschaft & Technik" is not a topic/,
    );
    expect((await put({ setupStatus: 'done' })).headers['x-error']).toBe(
      'setupStatus must be false, "reselect", "complete" or "skipped".',
    );

    const bad = await graphql(t.app, { cookie: user.cookie }, UpdateUserRecommendationPreferences, {
      input: { preferredTopics: [{ id: 'science' }, { id: 'السياسة' }] },
    });
    expect(bad.errors?.[0]?.message).toMatch(/^"السياسة" is not a topic\./);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await v3Settings(user.cookie)).userTopics).toEqual(['politics', 'gaming']);
  });

  it('needs a user to update preferences', async () => {
    const result = await graphql(t.app, {}, UpdateUserRecommendationPreferences, {
      input: { preferredTopics: [{ id: 'science' }] },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('walks the setup moment: complete, reselect, start over; v3 sees each step', async () => {
    const user = await signUp(t.app);
    const call = (query: string, variables: Record<string, unknown> = {}) =>
      graphql<Record<string, { setupStatus: string | null; userTopics: string[] }>>(
        t.app,
        { cookie: user.cookie },
        query,
        variables,
      );
    const update =
      'mutation($s: String) { updateHomeSetup(setupStatus: $s) { setupStatus userTopics } }';
    await graphql(t.app, { cookie: user.cookie }, UpdateUserRecommendationPreferences, {
      input: { preferredTopics: [{ id: 'career' }, { id: 'education' }] },
    });
    expect((await call(update, { s: 'complete' })).data!.updateHomeSetup).toEqual({
      setupStatus: 'complete',
      userTopics: ['career', 'education'],
    });
    expect(await v3Settings(user.cookie)).toMatchObject({
      setupStatus: 'complete',
      userTopics: ['career', 'education'],
    });
    expect((await call(update, { s: 'reselect' })).data!.updateHomeSetup!.setupStatus).toBe(
      'reselect',
    );
    const wrong = await call(update, { s: 'finished' });
    expect(wrong.errors?.[0]?.message).toBe(
      'setupStatus must be false, "reselect", "complete" or "skipped".',
    );
    expect((await call(update, { s: null })).data!.updateHomeSetup).toEqual({
      setupStatus: null,
      userTopics: [],
    });
    const settings = await v3Settings(user.cookie);
    expect(settings).not.toHaveProperty('setupStatus');
    expect(settings).not.toHaveProperty('userTopics');
  });

  it("keeps each user's dismissals their own, dated today", async () => {
    const ada = await signUp(t.app);
    const bob = await signUp(t.app);
    const [german, arabic] = seeded;
    const dismiss = (cookie: string, id: string, op = 'dismissRecommendation') =>
      graphql<Record<string, boolean>>(
        t.app,
        { cookie },
        `mutation($id: ID!) { ${op}(corpusItemId: $id) }`,
        { id },
      );
    expect((await dismiss(ada.cookie, german!.externalId)).data).toEqual({
      dismissRecommendation: true,
    });
    expect((await dismiss(ada.cookie, german!.externalId.toUpperCase())).errors).toBeUndefined();
    await dismiss(bob.cookie, arabic!.externalId);
    const rows = await t.db.query<{ userId: string; corpusItemId: number; today: boolean }>(
      `SELECT user_id::text AS "userId", corpus_item_id::int AS "corpusItemId",
              dismissed_on = current_date AS today
         FROM recommendation_dismissals WHERE user_id = ANY($1::bigint[]) ORDER BY user_id`,
      [[ada.id, bob.id]],
    );
    expect(rows).toEqual([
      { userId: ada.id, corpusItemId: german!.corpusItemId, today: true },
      { userId: bob.id, corpusItemId: arabic!.corpusItemId, today: true },
    ]);

    // Bob undoing an item Ada dismissed changes nothing of Ada's.
    expect((await dismiss(bob.cookie, german!.externalId, 'undismissRecommendation')).data).toEqual(
      {
        undismissRecommendation: true,
      },
    );
    expect(
      (await dismiss(ada.cookie, arabic!.externalId, 'undismissRecommendation')).errors,
    ).toBeUndefined();
    const after = await t.db.query<{ userId: string }>(
      `SELECT user_id::text AS "userId" FROM recommendation_dismissals
        WHERE user_id = ANY($1::bigint[]) ORDER BY user_id`,
      [[ada.id, bob.id]],
    );
    expect(after.map((row) => row.userId)).toEqual([ada.id, bob.id]);

    await dismiss(ada.cookie, german!.externalId, 'undismissRecommendation');
    const left = await t.db.query(`SELECT 1 FROM recommendation_dismissals WHERE user_id = $1`, [
      ada.id,
    ]);
    expect(left).toHaveLength(0);
  });

  it('answers NOT_FOUND for an id that is not in the corpus, and UNAUTHENTICATED logged out', async () => {
    const user = await signUp(t.app);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-guid', '']) {
      const result = await graphql(
        t.app,
        { cookie: user.cookie },
        'mutation($id: ID!) { dismissRecommendation(corpusItemId: $id) }',
        { id },
      );
      expect(result.errors?.[0]).toMatchObject({
        message: 'That recommendation is not in the corpus any more.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    const visitor = await graphql(
      t.app,
      {},
      'mutation($id: ID!) { dismissRecommendation(corpusItemId: $id) }',
      { id: seeded[0]!.externalId },
    );
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
