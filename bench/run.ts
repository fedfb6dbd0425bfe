/**
 * `npm run bench`: every benchmark in sequence, then one table per benchmark
 * (metric | PGlite | PostgreSQL | budget | verdict). Exits 1 when a budget is missed.
 */
import { cpus, loadavg } from 'node:os';
import { allMet, formatResult, type BenchResult } from './lib/report.js';
import { runCrashResumeBench } from './crash-resume.bench.js';
import { runExportBench } from './export.bench.js';
import { runExtensionSaveBench } from './extension-save.bench.js';
import { runFeedsPollBench } from './feeds-poll.bench.js';
import { run as runExtractEventLoopBench } from './extract-event-loop.bench.js';
import { run as runExtractBench } from './extract.bench.js';
import { runHighlightsBench } from './highlights.bench.js';
import { runImageCacheBench } from './image-cache.bench.js';
import { runImportBench } from './import.bench.js';
import { runImportHostileBench } from './import-hostile.bench.js';
import { runHostileNeighboursBench } from './hostile-neighbours.bench.js';
import { runListenBench } from './listen.bench.js';
import { runAllListsBench } from './all-lists.bench.js';
import { runPublicListBench } from './public-list.bench.js';
import { runPwaInstallBench } from './pwa-install.bench.js';
import { runSaveToReadableBench } from './save-to-readable.bench.js';
import { runSavedItemsBench } from './saved-items.bench.js';
import { runFeedsInboxBench } from './feeds-inbox.bench.js';
import { runSearchRelevanceBench } from './search-relevance.bench.js';
import { runSearchBench } from './search.bench.js';
import { runStartupBench } from './startup.bench.js';
import { runTagsBench } from './tags.bench.js';
import { runTopicClassifierBench } from './topic-classifier.bench.js';
import { runHomeSlateLineupBench } from './home-slate-lineup.bench.js';
import { runRelatedStoriesBench } from './related-stories.bench.js';
import { runCorpusSearchBench } from './corpus-search.bench.js';
import { runMemoryBench } from './memory.bench.js';
import { runWebBundleBench } from './web-bundle.bench.js';
import { runLighthouseBench } from './lighthouse.bench.js';
import { run as runImportFetchBench } from './import-fetch.bench.js';

const benchmarks: Array<() => Promise<BenchResult>> = [
  () => runStartupBench(),
  () => runSavedItemsBench(),
  () => runFeedsInboxBench(),
  () => runExtractBench(),
  () => runExtractEventLoopBench(),
  () => runSaveToReadableBench(),
  () => runImageCacheBench(),
  () => runTagsBench(),
  () => runHighlightsBench(),
  () => runSearchBench(),
  () => runSearchRelevanceBench(),
  () => runPublicListBench(),
  () => runAllListsBench(),
  () => runImportBench(),
  () => runImportHostileBench(),
  () => runHostileNeighboursBench(),
  () => runCrashResumeBench(),
  () => runExportBench(),
  () => runListenBench(),
  () => runExtensionSaveBench(),
  () => runPwaInstallBench(),
  () => runFeedsPollBench(),
  () => runTopicClassifierBench(),
  () => runHomeSlateLineupBench(),
  () => runRelatedStoriesBench(),
  () => runCorpusSearchBench(),
  () => runMemoryBench(),
  () => runWebBundleBench(),
  () => runLighthouseBench(),
  () => runImportFetchBench(),
];

const started = Date.now();
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(
  `Satchel benchmarks — ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores, load average ${load()}\n`,
);
const results: BenchResult[] = [];
for (const bench of benchmarks) results.push(await bench());
console.log(`\n${results.map(formatResult).join('\n')}`);
console.log(
  `Done in ${((Date.now() - started) / 1000).toFixed(0)} s; load average at the end ${load()}.`,
);
if (!results.every(allMet)) {
  console.log('Some budgets were missed (see the verdict columns).');
  process.exitCode = 1;
}
