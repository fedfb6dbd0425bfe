/**
 * Listen: the server's text-to-speech (espeak-ng → opusenc, src/server/audio) over 3 fixture
 * articles of fixtures/articles in their own languages (English, American English, French):
 * render time per 1,000 words, audio size per minute and the real-time factor. One render at a
 * time, as the worker's job does; a warm-up render first. Budgets: < 10 s per 1,000 words of
 * wall-clock time (a 2,000-word article is ready within the player's first polls, and 12,000
 * words within its 2-minute wait), < 5 s of CPU per 1,000 words, < 0.3 MB per minute (the
 * ~0.2 MB/min of 24 kbit/s Opus).
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { listenText } from '../src/server/audio/article-text.js';
import { renderSpeech } from '../src/server/audio/speech-engine.js';
import { LISTEN_WPM, voiceFor } from '../src/server/audio/voices.js';
import { ARTICLE_FIXTURES_DIR as FIXTURES_DIR } from './lib/article-fixtures.js';
import { isMain } from './lib/env.js';
import type { BenchResult } from './lib/report.js';

const ARTICLES = ['ars-1', 'bbc-1', 'lemonde-1'];
const BUDGET = { msPer1000Words: 10_000, cpuMsPer1000Words: 5_000, mbPerMinute: 0.3 };

interface Figures {
  name: string;
  voice: string;
  words: number;
  ms: number;
  /** CPU time of espeak-ng and opusenc (user + system). */
  cpuMs: number;
  audioSeconds: number;
  bytes: number;
}

/**
 * CPU time of this process's finished child processes (Linux /proc/self/stat cutime + cstime,
 * in clock ticks of 10 ms): steadier than wall-clock time on a busy machine. NaN elsewhere.
 */
function childrenCpuMs(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields after the command: state is index 0, so cutime (16th) and cstime (17th) are 13, 14.
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return Number.NaN;
  }
}

async function renderFixture(name: string): Promise<Figures> {
  const dir = join(FIXTURES_DIR, name);
  const metadata = JSON.parse(readFileSync(join(dir, 'expected-metadata.json'), 'utf8')) as {
    title: string | null;
    lang: string | null;
  };
  const text = listenText(metadata.title, readFileSync(join(dir, 'expected.html'), 'utf8'));
  const voice = voiceFor(metadata.lang);
  const started = performance.now();
  const cpuBefore = childrenCpuMs();
  const speech = await renderSpeech(text.text, { voice, wordsPerMinute: LISTEN_WPM });
  return {
    name,
    voice,
    words: text.words,
    ms: performance.now() - started,
    cpuMs: childrenCpuMs() - cpuBefore,
    audioSeconds: speech.durationSeconds,
    bytes: speech.data.length,
  };
}

export async function runListenBench(): Promise<BenchResult> {
  const present = ARTICLES.filter((name) => existsSync(join(FIXTURES_DIR, name, 'expected.html')));
  if (present.length === 0) {
    console.log(`Listen: skipped, no fixtures at ${FIXTURES_DIR}`);
    return { title: 'Listen (skipped: no fixtures)', rows: [], notes: [] };
  }
  await renderSpeech('Warming up.', { voice: 'en', wordsPerMinute: LISTEN_WPM });
  const figures: Figures[] = [];
  for (const name of present) figures.push(await renderFixture(name));
  console.log(
    'Listen: article | voice | words | render | CPU | audio | size | ms/1000 words | MB/min',
  );
  for (const f of figures) {
    console.log(
      `  ${f.name} | ${f.voice} | ${f.words} | ${f.ms.toFixed(0)} ms | ${f.cpuMs.toFixed(0)} ms | ${f.audioSeconds.toFixed(1)} s | ${(f.bytes / 1e6).toFixed(2)} MB | ${((f.ms / f.words) * 1000).toFixed(0)} | ${(f.bytes / 1e6 / (f.audioSeconds / 60)).toFixed(3)}`,
    );
  }
  const words = figures.reduce((sum, f) => sum + f.words, 0);
  const ms = figures.reduce((sum, f) => sum + f.ms, 0);
  const seconds = figures.reduce((sum, f) => sum + f.audioSeconds, 0);
  const bytes = figures.reduce((sum, f) => sum + f.bytes, 0);
  const cpuMs = figures.reduce((sum, f) => sum + f.cpuMs, 0);
  const worstMsPer1000 = Math.max(...figures.map((f) => (f.ms / f.words) * 1000));
  const worstMbPerMinute = Math.max(...figures.map((f) => f.bytes / 1e6 / (f.audioSeconds / 60)));
  return {
    title: `Listen (espeak-ng + opusenc, ${figures.length} articles, ${words} words)`,
    rows: [
      {
        metric: 'render time per 1,000 words, slowest article',
        unit: 'ms',
        pglite: worstMsPer1000,
        postgres: undefined,
        budget: { pglite: { max: BUDGET.msPer1000Words } },
      },
      {
        metric: 'render time per 1,000 words, all articles',
        unit: 'ms',
        pglite: (ms / words) * 1000,
        postgres: undefined,
      },
      {
        metric: 'CPU time (espeak-ng + opusenc) per 1,000 words',
        unit: 'ms',
        pglite: (cpuMs / words) * 1000,
        postgres: undefined,
        budget: { pglite: { max: BUDGET.cpuMsPer1000Words } },
      },
      {
        metric: 'file size per minute of audio, largest',
        unit: 'MB',
        pglite: worstMbPerMinute,
        postgres: undefined,
        budget: { pglite: { max: BUDGET.mbPerMinute } },
      },
      {
        metric: 'audio seconds per second of rendering',
        unit: '×',
        pglite: seconds / (ms / 1000),
        postgres: undefined,
      },
      { metric: 'audio made', unit: 'min', pglite: seconds / 60, postgres: undefined },
      { metric: 'bytes made', unit: 'MB', pglite: bytes / 1e6, postgres: undefined },
    ],
    notes: [
      'No database is involved: the figures are in the PGlite column.',
      `Wall-clock times; load average ${loadavg()[0]!.toFixed(2)} at the end (opusenc is most of the CPU time).`,
    ],
  };
}

if (isMain(import.meta.url)) {
  const { formatResult } = await import('./lib/report.js');
  console.log(formatResult(await runListenBench()));
}
