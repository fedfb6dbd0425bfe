/**
 * Article extraction in a worker thread (extract-article.worker.ts), never on the server's event
 * loop: one page costs 40–250 ms of parsing (more for a huge one), and every request waiting
 * behind it would wait that long (bench/README.md "Load"). An ArticleExtractor is one worker,
 * started on its first page, that parses one page at a time under a heap ceiling and a time limit
 * (a page nested too deeply is refused before it is parsed: nesting-depth.ts);
 * a page that breaks a limit or kills the worker fails with an ExtractError, and the next page gets
 * a fresh worker. The process's extractors are pooled in extractor-pool.ts.
 * A worker left idle for EXTRACT_IDLE_MS is stopped: its heap (the pages' DOMs, linkedom and
 * Readability loaded) is tens of MB of resident memory a quiet server should not keep
 * (bench/README.md "Memory after real use"); the next page starts a new one (~0.2 s).
 */
import type { Worker } from 'node:worker_threads';
import { siblingWorkerUrl, startWorker } from '../../core/start-worker.js';
import type { ExtractedArticle } from './extract-article.js';

/** The limits of one page's extraction. */
export interface ExtractLimits {
  /** The worker's V8 heap (old generation). */
  heapMb: number;
  /** Wall time of one page, once the worker has it. */
  timeMs: number;
}

/**
 * The 65 fixture pages take 3 ms to 5.2 s each (wikipedia-2, 1 MB, on a busy two-core machine;
 * docs/DECISIONS.md "Fairness between users"): 10 s leaves room for a slow machine, and bounds
 * how long another user's page waits for a thread.
 */
export const EXTRACT_LIMITS: ExtractLimits = { heapMb: 512, timeMs: 10_000 };

/** How long a worker with nothing to do is kept before it is stopped. */
export const EXTRACT_IDLE_MS = 15_000;

/** Width of images in the reader, served through the image cache (the worker rewrites them). */
export const READER_IMAGE_WIDTH = 1280;

export interface ExtractRequest {
  html: string;
  finalUrl: string;
}

export type ExtractReply =
  | { kind: 'ready' }
  | { kind: 'done'; article: ExtractedArticle }
  | { kind: 'failed'; message: string }
  /** Refused before parsing (nesting-depth.ts): the message is for the user. */
  | { kind: 'refused'; message: string };

/** A page extraction failed outside the extractor's own code: too slow, too big, or a crash. */
export class ExtractError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ExtractError';
  }
}

const WORKER_URL = siblingWorkerUrl(import.meta.url, 'extract-article.worker');

interface Job extends ExtractRequest {
  resolve: (article: ExtractedArticle) => void;
  reject: (error: Error) => void;
}

/** One extraction worker and the pages waiting for it, in order. */
export class ArticleExtractor {
  private worker: Worker | undefined;
  private ready = false;
  private current: Job | undefined;
  private timer: NodeJS.Timeout | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly queue: Job[] = [];

  constructor(
    private readonly limits: ExtractLimits = EXTRACT_LIMITS,
    private readonly idleMs = EXTRACT_IDLE_MS,
  ) {}

  /** Whether a worker thread is running (started, and not yet stopped as idle). */
  get running(): boolean {
    return this.worker !== undefined;
  }

  /** Pages given to this extractor and not yet answered: the one being read and those waiting. */
  get pending(): number {
    return (this.current ? 1 : 0) + this.queue.length;
  }

  /** The page's article; rejects with ExtractError when the page breaks a limit or the worker dies. */
  extract(html: string, finalUrl: string): Promise<ExtractedArticle> {
    return new Promise((resolve, reject) => {
      this.queue.push({ html, finalUrl, resolve, reject });
      this.next();
    });
  }

  /** Stops the worker; waiting pages fail. */
  async close(): Promise<void> {
    const worker = this.worker;
    clearTimeout(this.idleTimer);
    this.fail(new ExtractError('The article extractor was closed.'), true);
    await worker?.terminate();
  }

  private next(): void {
    if (this.current || this.queue.length === 0) return;
    clearTimeout(this.idleTimer);
    const worker = this.worker ?? this.start();
    if (!this.ready) return;
    const job = this.queue.shift()!;
    this.current = job;
    worker.ref();
    this.timer = setTimeout(
      () =>
        this.fail(
          new ExtractError(
            `The page took too long to read (more than ${this.limits.timeMs / 1000} seconds).`,
          ),
        ),
      this.limits.timeMs,
    );
    worker.postMessage({ html: job.html, finalUrl: job.finalUrl } satisfies ExtractRequest);
  }

  private start(): Worker {
    const worker = startWorker(WORKER_URL, {
      resourceLimits: { maxOldGenerationSizeMb: this.limits.heapMb, maxYoungGenerationSizeMb: 32 },
      stdout: false,
      stderr: false,
    });
    this.worker = worker;
    this.ready = false;
    worker.on('message', (reply: ExtractReply) => {
      if (worker !== this.worker) return;
      if (reply.kind === 'ready') {
        this.ready = true;
      } else {
        const job = this.current;
        this.current = undefined;
        clearTimeout(this.timer);
        if (reply.kind === 'done') job?.resolve(reply.article);
        else if (reply.kind === 'refused') job?.reject(new ExtractError(reply.message));
        else job?.reject(new Error(reply.message));
      }
      // An idle worker must not keep the process alive, nor its memory for long.
      if (this.queue.length === 0) {
        worker.unref();
        this.idleTimer = setTimeout(() => this.stopIfIdle(), this.idleMs).unref();
      }
      this.next();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (worker !== this.worker) return;
      this.fail(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new ExtractError('The page needs more memory to read than one page may use.', {
              cause: error,
            })
          : new ExtractError(`The article extractor failed: ${error.message}`, { cause: error }),
      );
    });
    worker.on('exit', (code) => {
      if (worker !== this.worker) return;
      this.fail(new ExtractError(`The article extractor stopped (exit code ${code}).`));
    });
    return worker;
  }

  /** Stops the worker if it has nothing to do; the next page starts a new one. */
  private stopIfIdle(): void {
    const worker = this.worker;
    if (!worker || !this.ready || this.current || this.queue.length > 0) return;
    this.worker = undefined;
    this.ready = false;
    void worker.terminate();
  }

  /**
   * The worker is gone or must go. The page it had fails; if it never became ready (it cannot
   * start), every waiting page fails too, else the next page starts a fresh worker.
   */
  private fail(error: ExtractError, all = false): void {
    const worker = this.worker;
    const wasReady = this.ready;
    this.worker = undefined;
    this.ready = false;
    clearTimeout(this.timer);
    void worker?.terminate();
    const failed = this.current ? [this.current] : [];
    this.current = undefined;
    if (all || !wasReady) failed.push(...this.queue.splice(0));
    for (const job of failed) job.reject(error);
    this.next();
  }
}
