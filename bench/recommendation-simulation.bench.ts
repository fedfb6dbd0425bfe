/**
 * Recommendation quality, simulated (goal, bench/README.md "Recommendation simulation": Satchel's
 * ranking opens at least 2× as often as random order by day 3, and more than pure popularity).
 * 1,000 users with hidden topic tastes (bench/lib/sim-world.ts) open Home each day with some chance
 * over 14 simulated days, scroll a few slates down and open what appeals to them (a click model
 * with position bias). Impressions and opens feed the instance figures (aggregated four times a
 * day, as the job would) and each user's own history. Every policy (bench/lib/sim-policies.ts)
 * lives in its own copy of the world with the same users, the same visits and the same scroll
 * depths; only the cards differ.
 *
 * No database: `npx tsx bench/recommendation-simulation.bench.ts`. Deterministic for a seed.
 * Knobs: BENCH_SIM_SEED (18), BENCH_SIM_USERS (1000), BENCH_SIM_DAYS (14).
 */
import { createRng } from '../src/common/seeded-random.js';
import { isMain } from './lib/env.js';
import {
  InstanceState,
  MAX_SLATES,
  popularityPolicy,
  randomPolicy,
  satchelPolicy,
  type Policy,
} from './lib/sim-policies.js';
import {
  CLICK_MODEL,
  makeWorld,
  openProbability,
  topicIndex,
  type SimItem,
} from './lib/sim-world.js';

const SEED = Number(process.env.BENCH_SIM_SEED ?? 18);
const USERS = Number(process.env.BENCH_SIM_USERS ?? 1_000);
const DAYS = Number(process.env.BENCH_SIM_DAYS ?? 14);
/** Aggregation job runs per simulated day. */
const AGGREGATIONS_PER_DAY = 4;

interface DayFigures {
  impressions: number;
  opens: number;
  visits: number;
  /** Opens of items in one of the user's liked topics (interest above the floor). */
  likedOpens: number;
}

export interface SimulationResult {
  policies: string[];
  /** [policy][day] */
  days: DayFigures[][];
  corpusSize: number;
  elapsedMs: number;
}

/** One visit: the user scrolls `depth` slates down and opens what appeals (position bias inside a slate). */
function visit(
  policy: Policy,
  state: InstanceState,
  user: ReturnType<typeof makeWorld>['users'][number],
  day: number,
  depth: number,
  available: readonly SimItem[],
  rng: () => number,
  figures: DayFigures,
): void {
  let slate = 0;
  for (const cards of policy.home(user, day, state, available)) {
    if (slate >= depth) break;
    cards.forEach((item, position) => {
      state.recordImpression(user, item);
      figures.impressions += 1;
      if (rng() >= Math.pow(CLICK_MODEL.positionDecay, position)) return;
      if (rng() >= openProbability(user, item, day)) return;
      state.recordOpen(user, item);
      figures.opens += 1;
      if (user.interest[topicIndex(item.topic)]! > 0.05) figures.likedOpens += 1;
    });
    slate += 1;
  }
  figures.visits += 1;
}

export function runSimulation(
  seed = SEED,
  users = USERS,
  days = DAYS,
  log: (line: string) => void = console.log,
): SimulationResult {
  const started = Date.now();
  const world = makeWorld(
    { users, days, backlog: 1_500, perDay: 140, publishers: 240 },
    createRng(seed),
  );
  // Newest first, as the candidate pools walk the corpus; `available` below keeps this order.
  world.items.sort((a, b) => b.publishedDay - a.publishedDay);
  const policies: Policy[] = [
    randomPolicy(createRng(seed + 1)),
    popularityPolicy(createRng(seed + 2)),
    satchelPolicy(seed + 3, { personal: false }),
    satchelPolicy(seed + 5, { learn: false }),
    satchelPolicy(seed + 4),
  ];
  const states = policies.map(() => new InstanceState());
  const clickRngs = policies.map((_, p) => createRng(seed + 100 + p));
  const behaviour = createRng(seed + 1_000);
  const figures = policies.map(() =>
    Array.from({ length: days }, () => ({ impressions: 0, opens: 0, visits: 0, likedOpens: 0 })),
  );

  for (let day = 0; day < days; day += 1) {
    // Who comes today, in which order, and how far each scrolls: the same for every policy.
    const visitors = world.users
      .filter((user) => behaviour() < user.visitRate)
      .map((user) => ({ user, order: behaviour(), depth: scrollDepth(behaviour) }))
      .sort((a, b) => a.order - b.order);
    const flushEvery = Math.max(1, Math.ceil(visitors.length / AGGREGATIONS_PER_DAY));
    visitors.forEach(({ user, depth }, index) => {
      // Each visit happens at a moment of the day; items arrived by then are available.
      const now = day + index / visitors.length;
      const available = world.items.filter((item) => item.arrivedDay <= now);
      policies.forEach((policy, p) => {
        visit(policy, states[p]!, user, now, depth, available, clickRngs[p]!, figures[p]![day]!);
        if ((index + 1) % flushEvery === 0) states[p]!.aggregate();
      });
    });
    policies.forEach((_, p) => states[p]!.aggregate());
    const ctr = (p: number) => percent(figures[p]![day]!);
    log(
      `  day ${day + 1}: ${visitors.length} visits; CTR ${policies.map((policy, p) => `${policy.name} ${ctr(p)}`).join(', ')}`,
    );
  }
  return {
    policies: policies.map((policy) => policy.name),
    days: figures,
    corpusSize: world.items.length,
    elapsedMs: Date.now() - started,
  };
}

/** Slates looked at: the first always, each further one with CLICK_MODEL.continueToNextSlate. */
function scrollDepth(rng: () => number): number {
  let depth = 1;
  while (depth < MAX_SLATES && rng() < CLICK_MODEL.continueToNextSlate) depth += 1;
  return depth;
}

const ctrOf = (f: DayFigures) => (f.impressions ? f.opens / f.impressions : 0);
const percent = (f: DayFigures) => `${(100 * ctrOf(f)).toFixed(2)}%`;

/** Markdown: CTR per day and policy, Satchel's ratios, and whether the issue's goal is met. */
export function formatSimulation(result: SimulationResult): { text: string; goalMet: boolean } {
  const random = result.policies.indexOf('random order');
  const popular = result.policies.indexOf('pure popularity');
  const satchel = result.policies.indexOf('Satchel');
  const header = ['day', ...result.policies, 'Satchel ÷ random', 'Satchel ÷ popularity'];
  const rows = result.days[0]!.map((_, day) => {
    const at = (p: number) => result.days[p]![day]!;
    return [
      String(day + 1),
      ...result.policies.map((_, p) => percent(at(p))),
      `${(ctrOf(at(satchel)) / ctrOf(at(random))).toFixed(2)}×`,
      `${(ctrOf(at(satchel)) / ctrOf(at(popular))).toFixed(2)}×`,
    ];
  });
  const total = (p: number): DayFigures =>
    result.days[p]!.reduce(
      (sum, f) => ({
        impressions: sum.impressions + f.impressions,
        opens: sum.opens + f.opens,
        visits: sum.visits + f.visits,
        likedOpens: sum.likedOpens + f.likedOpens,
      }),
      { impressions: 0, opens: 0, visits: 0, likedOpens: 0 },
    );
  rows.push([
    'all',
    ...result.policies.map((_, p) => percent(total(p))),
    `${(ctrOf(total(satchel)) / ctrOf(total(random))).toFixed(2)}×`,
    `${(ctrOf(total(satchel)) / ctrOf(total(popular))).toFixed(2)}×`,
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;

  // Day 3 (index 2), or the last day of a shorter run.
  const day3 = Math.min(2, result.days[satchel]!.length - 1);
  const twiceRandom = ctrOf(result.days[satchel]![day3]!) >= 2 * ctrOf(result.days[random]![day3]!);
  const belowPopularity = result.days[satchel]!.flatMap((f, day) =>
    ctrOf(f) > ctrOf(result.days[popular]![day]!) ? [] : [day + 1],
  );
  const goalMet = twiceRandom && belowPopularity.length === 0;
  const perVisit = result.policies.map((name, p) => {
    const t = total(p);
    return `${name} ${(t.opens / t.visits).toFixed(2)} opens per visit (${((100 * t.likedOpens) / Math.max(1, t.opens)).toFixed(0)}% in liked topics)`;
  });
  const text = [
    `### Recommendation simulation (${result.days[0]!.length} days, seed ${SEED})`,
    '',
    'Click-through (opens ÷ viewable impressions) per simulated day:',
    '',
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    `- Corpus: ${result.corpusSize.toLocaleString('en')} items (1,500 before day 1, 140 a day after). Simulated in ${(result.elapsedMs / 1000).toFixed(1)} s.`,
    `- ${perVisit.join('; ')}.`,
    `- Goal: Satchel ≥ 2× random on day 3: ${twiceRandom ? 'met' : 'NOT met'}; above pure popularity every day: ${belowPopularity.length === 0 ? 'met' : `NOT met on day(s) ${belowPopularity.join(', ')}`}.`,
  ].join('\n');
  return { text, goalMet };
}

if (isMain(import.meta.url)) {
  console.log(`recommendation simulation: ${USERS} users, ${DAYS} days, seed ${SEED}`);
  const { text, goalMet } = formatSimulation(runSimulation());
  console.log(`\n${text}`);
  if (!goalMet) process.exitCode = 1;
}
