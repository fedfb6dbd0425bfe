/**
 * The comparison's tables: one per job with each stack's figures, and the closing summary of
 * ratios, all oriented the same way — Satchel's speed ÷ the peer's (above 1: Satchel is faster;
 * for times and CPU costs that is the peer's figure ÷ Satchel's).
 */
import { markdownTable } from '../lib/markdown-table.js';
import { percentile } from '../lib/stats.js';
import type { LoadFigures } from '../lib/load-cpu.js';
import type { ExtractionFigures } from './extraction.js';
import type { SavesListFigures } from './saves-list.js';
import type { SearchWay } from './search.js';

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
const fixed = (value: number, digits = 1) => value.toFixed(digits);
const times = (ratio: number) => `${ratio >= 10 ? ratio.toFixed(0) : ratio.toFixed(2)}×`;

export function extractionTable(figures: ExtractionFigures[]): string {
  return markdownTable(
    [
      'stack',
      'pages/s',
      'median ms',
      'p95 ms',
      'median CPU ms',
      'title match',
      'word recall',
      'word precision',
    ],
    figures.map((f) => [
      f.stack,
      fixed(f.pagesPerSecond),
      fixed(f.medianMs),
      fixed(f.p95Ms),
      fixed(f.medianCpuMs),
      pct(f.titleMatch),
      pct(f.recall),
      pct(f.precision),
    ]),
  );
}

export function searchTable(ways: SearchWay[]): string {
  return markdownTable(
    ['way', 'searches', 'p50 ms', 'p95 ms', 'max ms'],
    ways.map((way) => [
      way.name,
      String(way.samples.length),
      fixed(percentile(way.samples, 50)),
      fixed(percentile(way.samples, 95)),
      fixed(percentile(way.samples, 100)),
    ]),
  );
}

const cpuPerRequest = (f: LoadFigures) => f.serverCpuMs + f.postgresCpuMs;

export function savesListTable(figures: SavesListFigures): string {
  const row = (name: string, f: LoadFigures) => [
    name,
    fixed(f.requestsPerSecond, 0),
    String(f.p50Ms),
    String(f.p99Ms),
    fixed(f.serverCpuMs, 2),
    fixed(f.postgresCpuMs, 2),
    fixed(cpuPerRequest(f), 2),
  ];
  return markdownTable(
    [
      'server',
      'req/s',
      'p50 ms',
      'p99 ms',
      'server CPU ms/req',
      'PostgreSQL CPU ms/req',
      'total CPU ms/req',
    ],
    [
      row('Satchel GetSavedItems (whole app, GraphQL, session)', figures.satchel),
      row('plain Fastify + pg, one query (the limit)', figures.plain),
    ],
  );
}

export interface Comparisons {
  extraction?: ExtractionFigures[];
  search?: SearchWay[];
  savesList?: SavesListFigures;
}

/** The closing table: comparison | Satchel | peer | Satchel ÷ peer (speed). */
export function ratioTable(results: Comparisons): string {
  const rows: string[][] = [];
  const [satchel, ...peers] = results.extraction ?? [];
  for (const peer of satchel ? peers : []) {
    rows.push(
      [
        `extraction pages/s vs ${peer.stack}`,
        fixed(satchel!.pagesPerSecond),
        fixed(peer.pagesPerSecond),
        times(satchel!.pagesPerSecond / peer.pagesPerSecond),
      ],
      [
        `extraction CPU ms/page (median) vs ${peer.stack}`,
        fixed(satchel!.medianCpuMs),
        fixed(peer.medianCpuMs),
        times(peer.medianCpuMs / satchel!.medianCpuMs),
      ],
    );
  }
  const ilike = results.search?.find((way) => way.name.startsWith('ILIKE'));
  for (const way of results.search?.filter((w) => w !== ilike) ?? []) {
    for (const p of [50, 95]) {
      const ours = percentile(way.samples, p);
      const theirs = percentile(ilike!.samples, p);
      rows.push([
        `search p${p} ms: ${way.name} vs ILIKE scan`,
        fixed(ours),
        fixed(theirs),
        times(theirs / ours),
      ]);
    }
  }
  const saves = results.savesList;
  if (saves) {
    rows.push(
      [
        'Saves list req/s vs plain Fastify + pg',
        fixed(saves.satchel.requestsPerSecond, 0),
        fixed(saves.plain.requestsPerSecond, 0),
        times(saves.satchel.requestsPerSecond / saves.plain.requestsPerSecond),
      ],
      [
        'Saves list CPU ms/request (server + PostgreSQL) vs plain',
        fixed(cpuPerRequest(saves.satchel), 2),
        fixed(cpuPerRequest(saves.plain), 2),
        times(cpuPerRequest(saves.plain) / cpuPerRequest(saves.satchel)),
      ],
      [
        'Saves list p99 ms vs plain',
        String(saves.satchel.p99Ms),
        String(saves.plain.p99Ms),
        times(saves.plain.p99Ms / saves.satchel.p99Ms),
      ],
    );
  }
  return markdownTable(
    ['comparison', 'Satchel', 'peer', 'Satchel ÷ peer (speed, >1 = Satchel faster)'],
    rows,
  );
}
