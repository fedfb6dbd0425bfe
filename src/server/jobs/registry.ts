/** Every job kind a worker runs, built from the services it needs. */
import { renderAudioJob } from '../audio/render-audio.job.js';
import { classifyCorpusJob } from '../discovery/corpus/classify-corpus.job.js';
import { discoverCorpusJob } from '../discovery/corpus/discover-corpus.job.js';
import { dueFeedsJob, pollFeedJob } from '../discovery/feeds/poll-feed.job.js';
import { runImportJob } from '../imports/run-import.job.js';
import { parseItemJob } from '../items/parse-item.job.js';
import { aggregateEventsJob } from '../discovery/recommendations/signals/aggregate-events.job.js';
import { refreshSearchJob } from '../search/refresh-search.job.js';
import { rebuildSimilarityJob } from '../discovery/recommendations/similarity/similarity.job.js';
import { touchSavesJob } from '../saves/touch-saves.job.js';
import type { Services } from '../services.js';
import { trainTopicsJob } from '../discovery/topics/train-topics.job.js';
import type { JobDefinition } from './job.js';
import { maintenanceJob } from './maintenance.job.js';

export function jobDefinitions(services: Services): JobDefinition[] {
  return [
    maintenanceJob({
      auth: services.auth,
      queue: services.queue,
      oauth: services.oauth,
      apiLimits: services.apiLimits,
      audio: services.audio,
      imports: services.imports,
    }),
    parseItemJob(services.items, services.imports),
    touchSavesJob(services.saves),
    refreshSearchJob(services.search),
    runImportJob(services.imports),
    renderAudioJob(services.audio),
    pollFeedJob(services.feeds),
    dueFeedsJob(services.feeds),
    trainTopicsJob(services.topics),
    discoverCorpusJob(services.corpusIntake),
    classifyCorpusJob(services.corpusIntake),
    rebuildSimilarityJob(services.similarity),
    aggregateEventsJob(services.recommendationSignals),
  ];
}
