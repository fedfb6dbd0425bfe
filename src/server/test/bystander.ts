/**
 * A well-behaved user beside a hostile one: how long their trivial requests and their first save
 * take while another user's large upload, feed or page is being worked on, compared with the same
 * measures on a quiet server. Tests compare medians with a generous factor, never wall-clock
 * limits, so a loaded machine does not fail them; bench/ reports the figures against the budgets.
 */
import type { HttpVisitor } from './http-visitor.js';
import { waitFor } from './http-visitor.js';

export const USER_ID_QUERY = 'query Me { user { id } }';

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Milliseconds `work` takes. */
export async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** The latency of `count` probes sent one after another, `gapMs` apart. */
export async function probeLatencies(
  probe: () => Promise<unknown>,
  count: number,
  gapMs = 20,
): Promise<number[]> {
  const latencies: number[] = [];
  for (let index = 0; index < count; index += 1) {
    latencies.push(await timed(probe));
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  return latencies;
}

/**
 * Probes again and again while `hostile` runs (at least `minProbes` times, and at most for
 * `maxMs` past its start): the hostile work's result and each probe's latency.
 */
export async function probeWhile<T>(
  hostile: Promise<T>,
  probe: () => Promise<unknown>,
  options: { minProbes?: number; maxMs?: number; gapMs?: number } = {},
): Promise<{ result: T; latencies: number[] }> {
  const { minProbes = 5, maxMs = 120_000, gapMs = 20 } = options;
  let settled = false;
  const outcome = hostile.finally(() => (settled = true));
  outcome.catch(() => undefined);
  const latencies: number[] = [];
  const started = performance.now();
  while ((!settled || latencies.length < minProbes) && performance.now() - started < maxMs) {
    latencies.push(await timed(probe));
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  return { result: await outcome, latencies };
}

/**
 * Fails when the probes' median during the hostile work is more than `factor` times the quiet
 * median plus `slackMs` (the bounds are generous: a stall is seconds against milliseconds).
 */
export function stallMessage(
  quiet: readonly number[],
  during: readonly number[],
  { factor = 5, slackMs = 150 }: { factor?: number; slackMs?: number } = {},
): string | undefined {
  const bound = median(quiet) * factor + slackMs;
  const seen = median(during);
  if (seen <= bound) return undefined;
  return `median ${seen.toFixed(1)} ms during the hostile work against ${median(quiet).toFixed(1)} ms quiet (bound ${bound.toFixed(1)} ms; during: ${during.map((ms) => ms.toFixed(0)).join(', ')})`;
}

const SAVE = `mutation Save($url: String!) { upsertSavedItem(input: { url: $url }) { id } }`;
const ARTICLE = `query Item($id: ID!) { user { savedItemById(id: $id) { item { ... on Item { article } } } } }`;

/**
 * Saves `url` as `visitor` and waits until its article is readable: the milliseconds from the
 * save to the first answer with an article.
 */
export async function saveUntilReadable(
  visitor: HttpVisitor,
  url: string,
  timeoutMs = 120_000,
): Promise<number> {
  const started = performance.now();
  const saved = await visitor.graphql<{ upsertSavedItem: { id: string } }>(SAVE, { url });
  await waitFor(
    `${url} to be readable`,
    async () => {
      const data = await visitor.graphql<{
        user: { savedItemById: { item: { article?: string | null } } | null };
      }>(ARTICLE, { id: saved.upsertSavedItem.id });
      return data.user.savedItemById?.item.article ? true : undefined;
    },
    timeoutMs,
    50,
  );
  return performance.now() - started;
}
