/**
 * The process's article extractors (extract-in-worker.ts), one worker thread each. A page goes to
 * an idle extractor, the first one first, so a second worker starts only while the first is busy
 * — an import's pages, not a save now and then — and, like any extractor's, stops after its idle
 * time. Two workers on two cores read an import's pages at about twice the rate of one
 * (bench/README.md "Performance sitting") while the server's own thread stays free of parsing.
 *
 * Pages wait in the pool, not in an extractor, and a free extractor takes the page of the owner
 * with the fewest pages being read (core/work-owner.ts: the job's user or feed), the longest
 * waiting on a tie: one user's captures or import never hold both threads while another user's
 * page waits for more than the page in hand (docs/DECISIONS.md "Fairness between users").
 */
import { availableParallelism } from 'node:os';
import { currentWorkOwner } from '../../core/work-owner.js';
import type { ExtractedArticle } from './extract-article.js';
import {
  ArticleExtractor,
  EXTRACT_IDLE_MS,
  EXTRACT_LIMITS,
  ExtractError,
  type ExtractLimits,
} from './extract-in-worker.js';

/** At most two: each worker holds tens of MB while it works (bench/README.md "Memory"). */
export function defaultExtractorCount(): number {
  return Math.max(1, Math.min(2, availableParallelism()));
}

interface Waiting {
  html: string;
  finalUrl: string;
  owner: string | null;
  resolve: (article: ExtractedArticle) => void;
  reject: (error: unknown) => void;
}

export class ExtractorPool {
  private readonly extractors: ArticleExtractor[];
  private readonly waiting: Waiting[] = [];
  /** Pages being read, by owner. */
  private readonly reading = new Map<string | null, number>();

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

  /**
   * The page's article; rejects with ExtractError as ArticleExtractor.extract does. `owner`:
   * whose page it is (by default the running job's owner).
   */
  extract(
    html: string,
    finalUrl: string,
    owner: string | null = currentWorkOwner(),
  ): Promise<ExtractedArticle> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ html, finalUrl, owner, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every worker; waiting pages fail. */
  async close(): Promise<void> {
    for (const page of this.waiting.splice(0))
      page.reject(new ExtractError('The article extractor was closed.'));
    await Promise.all(this.extractors.map((extractor) => extractor.close()));
  }

  /** Gives each idle extractor the next page in turn. */
  private dispatch(): void {
    for (const extractor of this.extractors) {
      if (this.waiting.length === 0) return;
      if (extractor.pending > 0) continue;
      const page = this.waiting.splice(this.nextIndex(), 1)[0]!;
      this.reading.set(page.owner, (this.reading.get(page.owner) ?? 0) + 1);
      const settle = () => {
        const left = (this.reading.get(page.owner) ?? 1) - 1;
        if (left > 0) this.reading.set(page.owner, left);
        else this.reading.delete(page.owner);
        this.dispatch();
      };
      extractor.extract(page.html, page.finalUrl).then(
        (article) => {
          settle();
          page.resolve(article);
        },
        (error: unknown) => {
          settle();
          page.reject(error);
        },
      );
    }
  }

  /** The waiting page whose owner has the fewest pages being read; the oldest on a tie. */
  private nextIndex(): number {
    let best = 0;
    let bestLoad = Infinity;
    for (const [index, page] of this.waiting.entries()) {
      const load = this.reading.get(page.owner) ?? 0;
      if (load < bestLoad) {
        best = index;
        bestLoad = load;
        if (load === 0) break;
      }
    }
    return best;
  }
}

let shared: ExtractorPool | undefined;

/** Extracts a page in this process's pool of extraction workers (started on demand). */
export function extractInWorker(html: string, finalUrl: string): Promise<ExtractedArticle> {
  shared ??= new ExtractorPool();
  return shared.extract(html, finalUrl);
}
