/**
 * The process's article extractors (extract-in-worker.ts), one worker thread each. A page goes to
 * the extractor with the fewest pages in hand, the first one on a tie, so a second worker starts
 * only while the first is busy — an import's pages, not a save now and then — and, like any
 * extractor's, stops after its idle time. Two workers on two cores read an import's pages at about
 * twice the rate of one (bench/README.md "Issue 19") while the server's own thread stays free of
 * parsing.
 */
import { availableParallelism } from 'node:os';
import type { ExtractedArticle } from './extract-article.js';
import {
  ArticleExtractor,
  EXTRACT_IDLE_MS,
  EXTRACT_LIMITS,
  type ExtractLimits,
} from './extract-in-worker.js';

/** At most two: each worker holds tens of MB while it works (bench/README.md "Memory"). */
export function defaultExtractorCount(): number {
  return Math.max(1, Math.min(2, availableParallelism()));
}

export class ExtractorPool {
  private readonly extractors: ArticleExtractor[];

  constructor(
    size = defaultExtractorCount(),
    limits: ExtractLimits = EXTRACT_LIMITS,
    idleMs = EXTRACT_IDLE_MS,
  ) {
    this.extractors = Array.from(
      { length: Math.max(1, size) },
      () => new ArticleExtractor(limits, idleMs),
    );
  }

  /** How many worker threads are running now. */
  get running(): number {
    return this.extractors.filter((extractor) => extractor.running).length;
  }

  /** The page's article; rejects with ExtractError as ArticleExtractor.extract does. */
  extract(html: string, finalUrl: string): Promise<ExtractedArticle> {
    let chosen = this.extractors[0]!;
    for (const extractor of this.extractors)
      if (extractor.pending < chosen.pending) chosen = extractor;
    return chosen.extract(html, finalUrl);
  }

  /** Stops every worker; waiting pages fail. */
  async close(): Promise<void> {
    await Promise.all(this.extractors.map((extractor) => extractor.close()));
  }
}

let shared: ExtractorPool | undefined;

/** Extracts a page in this process's pool of extraction workers (started on demand). */
export function extractInWorker(html: string, finalUrl: string): Promise<ExtractedArticle> {
  shared ??= new ExtractorPool();
  return shared.extract(html, finalUrl);
}
