import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCorpus, type SeededCorpusItem } from '../../../test/corpus-seed.js';
import {
  createTestApp,
  graphql,
  signUp,
  TEST_ORIGIN,
  type TestApp,
} from '../../../test/test-app.js';
import { jobDefinitions } from '../../../jobs/registry.js';
import { aggregateEventsKind, nextAggregation } from './aggregate-events.job.js';
import { foldOldestEvents } from './events.repo.js';

type Event = {
  corpusItemId: string;
  kind: 'IMPRESSION' | 'OPEN';
  slateId: string;
  position: number;
  occurredAt: number;
};

describe('POST /api/recommendations/events and the aggregation', () => {
  let t: TestApp;
  let items: SeededCorpusItem[];
  beforeAll(async () => {
    t = await createTestApp();
    items = await seedCorpus(t.db, [
      {
        url: 'https://www.spiegel.de/wissenschaft/klima-und-die-alpen-a-1234.html',
        title: 'Klima und die Alpen: Was der Gletscherschwund für uns bedeutet',
        language: 'de',
        topic: 'science',
        siteName: 'DER SPIEGEL',
      },
      {
        url: 'https://www.bbc.com/arabic/articles/قهوة-عربية',
        title: 'القهوة العربية: من اليمن إلى العالم',
        language: 'ar',
        topic: 'food',
      },
      {
        url: 'https://www.theverge.com/2026/11/20/the-best-of-the-rest-of-it',
        title: 'The best of the rest: what’s left when the hype is gone?',
        topic: 'technology',
        siteName: 'The Verge',
      },
    ]);
  });
  afterAll(() => t.close());

  const event = (item: SeededCorpusItem, kind: Event['kind'], extra: Partial<Event> = {}) => ({
    corpusItemId: item.externalId,
    kind,
    slateId: 'topic:science',
    position: 0,
    occurredAt: Date.now() - 1_000,
    ...extra,
  });

  const send = (cookie: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/recommendations/events',
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
      payload: body as Record<string, unknown>,
    });

  const eventsOf = (userId: string) =>
    t.db.query<{ corpusItemId: number; kind: string; slateId: string; position: number }>(
      `SELECT corpus_item_id::int AS "corpusItemId", kind, slate_id AS "slateId", position
         FROM recommendation_events WHERE user_id = $1 ORDER BY event_id`,
      [userId],
    );

  const statsOf = async (item: SeededCorpusItem) =>
    (
      await t.db.query<{ impressions: number; opens: number }>(
        `SELECT impressions::int, opens::int FROM recommendation_stats WHERE corpus_item_id = $1`,
        [item.corpusItemId],
      )
    )[0] ?? { impressions: 0, opens: 0 };

  const historyOf = (userId: string) =>
    t.db.query<{ corpusItemId: number; impressions: number; opens: number; shown: boolean }>(
      `SELECT corpus_item_id::int AS "corpusItemId", impressions, opens,
              last_shown_at IS NOT NULL AS shown
         FROM user_recommendation_history WHERE user_id = $1 ORDER BY corpus_item_id`,
      [userId],
    );

  it('stores a batch with 204, skipping corpus items that do not exist', async () => {
    const user = await signUp(t.app);
    const [alps, coffee] = items;
    const response = await send(user.cookie, {
      events: [
        event(alps!, 'IMPRESSION', { slateId: 'because:Klima & Co. — “Gletscher”', position: 3 }),
        event(coffee!, 'OPEN', { slateId: 'picks', position: 200 }),
        event(alps!, 'IMPRESSION', { corpusItemId: '00000000-0000-4000-8000-000000000000' }),
        event(alps!, 'IMPRESSION', { corpusItemId: 'قهوة' }),
      ],
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await eventsOf(user.id)).toEqual([
      {
        corpusItemId: alps!.corpusItemId,
        kind: 'IMPRESSION',
        slateId: 'because:Klima & Co. — “Gletscher”',
        position: 3,
      },
      { corpusItemId: coffee!.corpusItemId, kind: 'OPEN', slateId: 'picks', position: 200 },
    ]);
  });

  it("takes the batch as text/plain too (a closing page's beacon)", async () => {
    const user = await signUp(t.app);
    const beacon = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/recommendations/events',
        headers: { origin: TEST_ORIGIN, cookie: user.cookie, 'content-type': 'text/plain' },
        payload,
      });
    const sent = await beacon(JSON.stringify({ events: [event(items[1]!, 'OPEN')] }));
    expect(sent.statusCode).toBe(204);
    expect(await eventsOf(user.id)).toHaveLength(1);
    const garbled = await beacon('{"events": [');
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().error.message).toBe('Send {events: [...]} as JSON.');
  });

  it.each([
    ['101 events', { events: Array.from({ length: 101 }, () => null) }, /At most 100 events/],
    ['no list', { events: 'IMPRESSION' }, /events must be a list/],
    ['an unknown kind', { events: [{ kind: 'CLICK' }] }, /kind must be IMPRESSION or OPEN/],
    ['position 201', { events: [{ position: 201 }] }, /position is at most 200/],
    ['position -1', { events: [{ position: -1 }] }, /position counts from 0/],
    ['position 1.5', { events: [{ position: 1.5 }] }, /position must be a whole number/],
    ['a 101-character slate', { events: [{ slateId: 's'.repeat(101) }] }, /slateId is limited/],
    ['an empty slate', { events: [{ slateId: '' }] }, /slateId must be the id/],
    [
      'an event two days old',
      { events: [{ occurredAt: Date.now() - 2 * 86_400_000 }] },
      /more than a day ago/,
    ],
    [
      'an event in an hour',
      { events: [{ occurredAt: Date.now() + 3_600_000 }] },
      /occurredAt is in the future/,
    ],
    ['a date string', { events: [{ occurredAt: '2026-11-26' }] }, /milliseconds since 1970/],
  ])('refuses %s with 400 and stores nothing', async (_name, body, message) => {
    const user = await signUp(t.app);
    const base = event(items[0]!, 'IMPRESSION');
    const payload = {
      events: Array.isArray(body.events)
        ? body.events.map((given) => ({ ...base, ...(given ?? {}) }))
        : body.events,
    };
    const response = await send(user.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(response.json().error.message).toMatch(message);
    expect(await eventsOf(user.id)).toEqual([]);
  });

  it('refuses more than 60 batches a minute from one user with 429', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    for (let i = 0; i < 60; i += 1) {
      expect((await send(user.cookie, { events: [] })).statusCode).toBe(204);
    }
    const refused = await send(user.cookie, { events: [event(items[0]!, 'OPEN')] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Too many batches of recommendation events/);
    expect(await eventsOf(user.id)).toEqual([]);
    expect((await send(other.cookie, { events: [] })).statusCode).toBe(204);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const user = await signUp(t.app);
    const padded = event(items[0]!, 'OPEN', { slateId: 'x'.repeat(100) });
    const response = await send(user.cookie, {
      events: Array.from({ length: 100 }, () => padded),
      padding: 'ü'.repeat(40_000),
    });
    expect(response.statusCode).toBe(413);
    expect(await eventsOf(user.id)).toEqual([]);
  });

  it('answers 401 to a visitor and 403 to another site using the cookie', async () => {
    const visitor = await send(undefined, { events: [event(items[0]!, 'IMPRESSION')] });
    expect(visitor.statusCode).toBe(401);
    const user = await signUp(t.app);
    const crossSite = await send(
      user.cookie,
      { events: [event(items[0]!, 'IMPRESSION')] },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(await eventsOf(user.id)).toEqual([]);
  });

  it('stores nothing for a user who turned analytics off, and forgets what they had', async () => {
    const user = await signUp(t.app);
    const auth = { cookie: user.cookie };
    await send(user.cookie, { events: [event(items[1]!, 'IMPRESSION')] });
    expect(await eventsOf(user.id)).toHaveLength(1);

    const off = await graphql<{ setAnalyticsEnabled: boolean }>(
      t.app,
      auth,
      'mutation { setAnalyticsEnabled(enabled: false) }',
    );
    expect(off.data).toEqual({ setAnalyticsEnabled: false });
    expect(await eventsOf(user.id)).toEqual([]);
    const read = await graphql<{ user: { analyticsEnabled: boolean } }>(
      t.app,
      auth,
      '{ user { analyticsEnabled } }',
    );
    expect(read.data!.user.analyticsEnabled).toBe(false);

    const response = await send(user.cookie, { events: [event(items[1]!, 'OPEN')] });
    expect(response.statusCode).toBe(204);
    expect(await eventsOf(user.id)).toEqual([]);

    await graphql(t.app, auth, 'mutation { setAnalyticsEnabled(enabled: true) }');
    await send(user.cookie, { events: [event(items[1]!, 'OPEN')] });
    expect(await eventsOf(user.id)).toHaveLength(1);
  });

  it('sums events into the instance and per-user figures once, even run twice at once', async () => {
    // The instance's figures count each user once per item and kind in a batch: Ada's 60
    // impressions and 7 opens of one article count as one of each there, her history keeps all.
    await t.services.recommendationSignals.aggregate(); // earlier tests' events
    const [alps, coffee, verge] = items;
    const before = await Promise.all(items.map(statsOf));
    const ada = await signUp(t.app);
    const bob = await signUp(t.app);
    const adaEvents = [
      ...Array.from({ length: 60 }, (_, i) => event(alps!, 'IMPRESSION', { position: i % 12 })),
      ...Array.from({ length: 7 }, () => event(alps!, 'OPEN')),
      event(coffee!, 'IMPRESSION'),
    ];
    await send(ada.cookie, { events: adaEvents });
    await send(bob.cookie, {
      events: [event(alps!, 'IMPRESSION'), event(verge!, 'OPEN'), event(verge!, 'OPEN')],
    });

    const folded = await Promise.all([
      t.services.recommendationSignals.aggregate(),
      t.services.recommendationSignals.aggregate(),
    ]);
    expect(folded[0] + folded[1]).toBe(71);
    expect(await t.db.query(`SELECT 1 FROM recommendation_events`)).toEqual([]);

    expect(await statsOf(alps!)).toEqual({
      impressions: before[0]!.impressions + 2,
      opens: before[0]!.opens + 1,
    });
    expect(await statsOf(coffee!)).toEqual({
      impressions: before[1]!.impressions + 1,
      opens: before[1]!.opens,
    });
    expect(await statsOf(verge!)).toEqual({
      impressions: before[2]!.impressions,
      opens: before[2]!.opens + 1,
    });
    expect(await historyOf(ada.id)).toEqual([
      { corpusItemId: alps!.corpusItemId, impressions: 60, opens: 7, shown: true },
      { corpusItemId: coffee!.corpusItemId, impressions: 1, opens: 0, shown: true },
    ]);
    expect(await historyOf(bob.id)).toEqual([
      { corpusItemId: alps!.corpusItemId, impressions: 1, opens: 0, shown: true },
      { corpusItemId: verge!.corpusItemId, impressions: 0, opens: 2, shown: false },
    ]);

    // A second pass over nothing changes nothing; a later batch adds to the sums.
    expect(await t.services.recommendationSignals.aggregate()).toBe(0);
    await send(ada.cookie, { events: [event(alps!, 'IMPRESSION')] });
    await t.services.recommendationSignals.aggregate();
    expect((await historyOf(ada.id))[0]).toMatchObject({ impressions: 61, opens: 7 });
  });

  it('splits the rows between two folds that run at once, even without the lease', async () => {
    const user = await signUp(t.app);
    const [, , verge] = items;
    await t.services.recommendationSignals.aggregate();
    const before = await statsOf(verge!);
    await send(user.cookie, {
      events: Array.from({ length: 90 }, (_, i) =>
        event(verge!, i % 3 === 0 ? 'OPEN' : 'IMPRESSION'),
      ),
    });
    const folds = await Promise.all(
      [0, 1, 2].map(() => t.db.transaction((tx) => foldOldestEvents(tx, 40))),
    );
    const rest = await t.services.recommendationSignals.aggregate();
    expect(folds.reduce((sum, n) => sum + n, rest)).toBe(90);
    // Each batch took a run of whole rows, both kinds in each: the user counts once per batch.
    const batches = [...folds, rest].filter((n) => n > 0).length;
    expect(await statsOf(verge!)).toEqual({
      impressions: before.impressions + batches,
      opens: before.opens + batches,
    });
    expect((await historyOf(user.id))[0]).toMatchObject({ impressions: 60, opens: 30 });
  });

  it('loses nothing and counts nothing twice when a run dies before it commits', async () => {
    const user = await signUp(t.app);
    const [, coffee] = items;
    await t.services.recommendationSignals.aggregate();
    const before = await statsOf(coffee!);
    await send(user.cookie, { events: [event(coffee!, 'OPEN'), event(coffee!, 'IMPRESSION')] });
    await expect(
      t.db.transaction(async (tx) => {
        expect(await foldOldestEvents(tx, 100)).toBe(2);
        throw new Error('worker killed');
      }),
    ).rejects.toThrow('worker killed');
    expect(await eventsOf(user.id)).toHaveLength(2);
    expect(await statsOf(coffee!)).toEqual(before);

    expect(await t.services.recommendationSignals.aggregate()).toBe(2);
    expect(await statsOf(coffee!)).toEqual({
      impressions: before.impressions + 1,
      opens: before.opens + 1,
    });
  });

  it('deletes a user’s events, history and dismissals with their account', async () => {
    const user = await signUp(t.app);
    await send(user.cookie, { events: [event(items[2]!, 'IMPRESSION')] });
    await t.services.recommendationSignals.aggregate();
    await send(user.cookie, { events: [event(items[2]!, 'OPEN')] });
    await graphql(
      t.app,
      { cookie: user.cookie },
      'mutation($id: ID!) { dismissRecommendation(corpusItemId: $id) }',
      {
        id: items[0]!.externalId,
      },
    );
    const count = async () =>
      (
        await t.db.query<{ n: number }>(
          `SELECT (SELECT count(*) FROM recommendation_events WHERE user_id = $1)
                + (SELECT count(*) FROM user_recommendation_history WHERE user_id = $1)
                + (SELECT count(*) FROM recommendation_dismissals WHERE user_id = $1) AS n`,
          [user.id],
        )
      )[0]!.n;
    expect(Number(await count())).toBe(3);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/v3/accountDelete',
      headers: { origin: TEST_ORIGIN, cookie: user.cookie },
      payload: { password: user.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect(Number(await count())).toBe(0);
  });

  it('schedules one aggregation per five-minute slot', async () => {
    expect(nextAggregation(new Date('2026-11-26T10:07:31Z'))).toEqual({
      slot: '2026-11-26T10:10',
      runAt: new Date('2026-11-26T10:10:00Z'),
    });
    const now = new Date('2026-11-26T10:12:00Z');
    await t.services.recommendationSignals.scheduleAggregation(now);
    await t.services.recommendationSignals.scheduleAggregation(now);
    const jobs = await t.db.query<{ runAt: Date }>(
      `SELECT run_at AS "runAt" FROM jobs WHERE queue = $1`,
      [aggregateEventsKind.queue],
    );
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0]!.runAt).toISOString()).toBe('2026-11-26T10:15:00.000Z');
  });

  it("is a worker's job that folds the events and keeps its chain going", async () => {
    const job = jobDefinitions(t.services).find(
      (definition) => definition.kind.queue === 'recommendations.aggregate',
    )!;
    const user = await signUp(t.app);
    await send(user.cookie, { events: [event(items[0]!, 'OPEN')] });
    await job.handle(nextAggregation(), { attempt: 1, maxAttempts: 2 });
    expect(await eventsOf(user.id)).toEqual([]);
    expect(await historyOf(user.id)).toEqual([
      { corpusItemId: items[0]!.corpusItemId, impressions: 0, opens: 1, shown: false },
    ]);
    const next = await t.db.query(`SELECT 1 FROM jobs WHERE queue = $1 AND idempotency_key = $2`, [
      aggregateEventsKind.queue,
      nextAggregation().slot,
    ]);
    expect(next).toHaveLength(1);
  });
});
