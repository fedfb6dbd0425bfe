/**
 * What Pocket v3's rate limits cost per call (api-limits/, one upsert per call), on PGlite and on
 * a PostgreSQL server:
 * (a) the counting statement alone (ApiLimitsService.count), sequential calls;
 * (b) the same statement from 8 callers at once on one user's and one key's counters (the rows
 *     every call of a busy app locks), as calls per second;
 * (c) `GET /v3/get?count=1` end to end through app.inject, for an app (access token: counted)
 *     and for the web client (session cookie: not counted) — the difference is the hook's cost.
 * No budget is set by the issue; the figures are reported.
 */
import { randomUUID } from 'node:crypto';
import { ApiLimitsService } from '../src/server/api-limits/api-limits.service.js';
import { signUpThroughApi, withBenchApp } from './lib/backend.js';
import { isMain } from './lib/env.js';
import { formatResult, perBackend, type Backend, type BenchResult } from './lib/report.js';
import { median, msSince, percentile } from './lib/stats.js';

const CALLS = Number(process.env.BENCH_REQUESTS ?? 1000);
const PARALLEL = 8;
const KEY = '1234-0123456789abcdef01234567';
const LIMITS = { userCallsPerHour: 1_000_000_000, keyCallsPerHour: 1_000_000_000 };

interface Measured {
  countMedian: number;
  countP95: number;
  parallelPerSecond: number;
  tokenMedian: number;
  cookieMedian: number;
}

async function timeEach(times: number, call: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const start = process.hrtime.bigint();
    await call();
    samples.push(msSince(start));
  }
  return samples;
}

async function measure(backend: Backend): Promise<Measured> {
  return withBenchApp(backend, 'v3limits', async (app, { services, db }) => {
    // The app built by withBenchApp has Pocket's limits; count with high ones here.
    const limits = new ApiLimitsService(db, LIMITS);
    // Counters of their own, apart from the app's user below.
    const caller = {
      userId: 999_999,
      address: '127.0.0.1',
      consumerKey: '9-0123456789abcdef01234567',
    };
    await timeEach(50, () => limits.count(caller)); // warm up
    const counts = await timeEach(CALLS, () => limits.count(caller));

    const start = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        timeEach(CALLS / PARALLEL, () => limits.count(caller)),
      ),
    );
    const parallelPerSecond = CALLS / (msSince(start) / 1000);

    const cookie = await signUpThroughApi(app, `bench${randomUUID().slice(0, 8)}`);
    const session = await services.auth.resolveSession(cookie.replace(/^satchel_session=/, ''));
    const { token } = await services.auth.createAccessToken(session!.actor.userId, 'Bench');
    // Fewer calls than the default limit of 320 an hour per user.
    const requests = Math.min(CALLS, 300);
    const get =
      (headers: Record<string, string>, query = '') =>
      async () => {
        const response = await app.inject({
          method: 'GET',
          url: `/v3/get?count=1${query}`,
          headers,
        });
        if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
      };
    await timeEach(20, get({ cookie }));
    const cookieTimes = await timeEach(requests, get({ cookie }));
    const tokenTimes = await timeEach(
      requests,
      get({}, `&consumer_key=${KEY}&access_token=${encodeURIComponent(token)}`),
    );
    return {
      countMedian: median(counts),
      countP95: percentile(counts, 95),
      parallelPerSecond,
      tokenMedian: median(tokenTimes),
      cookieMedian: median(cookieTimes),
    };
  });
}

export async function runV3RateLimitBench(): Promise<BenchResult> {
  const measured: Partial<Record<Backend, Measured>> = {};
  for (const backend of ['pglite', 'postgres'] as const) {
    measured[backend] = await measure(backend);
  }
  const cell = perBackend(measured);
  return {
    title: `v3 rate limits: the cost of counting a call (${CALLS} calls)`,
    rows: [
      { metric: 'count(): median', unit: 'ms', ...cell((m) => m.countMedian) },
      { metric: 'count(): p95', unit: 'ms', ...cell((m) => m.countP95) },
      {
        metric: `count() from ${PARALLEL} callers on the same counters`,
        unit: 'calls/s',
        ...cell((m) => m.parallelPerSecond),
      },
      {
        metric: 'v3/get count=1, app (counted): median',
        unit: 'ms',
        ...cell((m) => m.tokenMedian),
      },
      {
        metric: 'v3/get count=1, web client (not counted): median',
        unit: 'ms',
        ...cell((m) => m.cookieMedian),
      },
    ],
    notes: [
      'One INSERT … ON CONFLICT DO UPDATE of two rows (the user and the key) per app call.',
      'The app and web-client requests differ by the hook (and a token vs a session lookup).',
    ],
  };
}

if (isMain(import.meta.url)) console.log(formatResult(await runV3RateLimitBench()));
