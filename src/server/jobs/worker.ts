/**
 * The worker: claims due jobs, runs their handlers a few at a time, retries failures with
 * backoff, and on stop() waits for running jobs to finish. Runs in the web process by default
 * (`--services=web,worker`) or alone (`--services=worker`). Its presence (worker-presence.ts)
 * releases the jobs of workers that died.
 *
 * Jobs that fetch from a host (an import's pages) have their own slots: many hosts at once, each
 * kept polite by the queue's claim (claimByHost), and never in the way of the general slots that
 * run a page saved by hand, an import's batches and everything else.
 */
import type { Logger } from 'pino';
import { runAsOwner } from '../core/work-owner.js';
import { hostPauseMs } from '../queue/host-pause.js';
import type { ClaimedJob, HostLimits, Queue } from '../queue/queue.js';
import { defaultBackoffMs, type JobDefinition } from './job.js';
import { WorkerPresence } from './worker-presence.js';

export interface WorkerOptions {
  pollMs?: number;
  /** Jobs without a host running at once. */
  concurrency?: number;
  /**
   * Jobs without a host of one owner running at once (default: all slots but one), so one user's
   * captures or import never hold every slot while another user's save waits.
   */
  perOwner?: number;
  /**
   * Jobs with a host (page fetches) running at once, all hosts together. Their parsing is
   * bounded apart: it queues for the one extraction worker thread (extract-in-worker.ts).
   */
  fetchConcurrency?: number;
  /** Politeness per host: fetches in flight, and the pause between two starts. */
  hostLimits?: HostLimits;
  /** How soon to claim fetches again while some host still had one to give. */
  hostPollMs?: number;
  /** How long a claimed job is locked: the last resort when its worker's death goes unseen. */
  lockMs?: number;
  heartbeatMs?: number;
  /** A worker whose heartbeat is older than this is dead and its jobs are released. */
  staleMs?: number;
  /** This process is the only one on its database (PGlite): at start, every running job is released. */
  ownsAllJobs?: boolean;
}

const DEFAULTS: Required<Omit<WorkerOptions, 'perOwner'>> = {
  pollMs: 1000,
  // Three, at most two of one owner: one user's import run and save, and a slot left for others.
  concurrency: 3,
  // Enough for ≥ 20 pages/s at real sites' ~0.5 s answers (bench/import-fetch.bench.ts).
  fetchConcurrency: 16,
  // About one request a second per site, as polite crawlers do; two when one is slow.
  hostLimits: { inFlight: 2, spacingMs: 1_000 },
  hostPollMs: 100,
  lockMs: 300_000,
  heartbeatMs: 3_000,
  staleMs: 15_000,
  ownsAllJobs: false,
};

export class Worker {
  private readonly definitions: Map<string, JobDefinition>;
  private readonly running = new Set<Promise<void>>();
  private readonly fetching = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  /** When the pending timer fires (ms since the epoch). */
  private timerDue = Infinity;
  private stopped = true;
  private polling = false;
  private wakeAgain = false;
  private unsubscribe: (() => void) | undefined;
  private readonly options: Required<WorkerOptions>;
  private readonly presence: WorkerPresence;

  constructor(
    private readonly queue: Queue,
    definitions: JobDefinition[],
    private readonly log: Logger,
    options: WorkerOptions = {},
  ) {
    this.definitions = new Map(
      definitions.map((definition) => [definition.kind.queue, definition]),
    );
    const merged = { ...DEFAULTS, ...options };
    this.options = { ...merged, perOwner: options.perOwner ?? Math.max(1, merged.concurrency - 1) };
    this.presence = new WorkerPresence(queue, log, {
      heartbeatMs: this.options.heartbeatMs,
      staleMs: this.options.staleMs,
      ownsAllJobs: this.options.ownsAllJobs,
      resumableQueues: definitions.filter((d) => d.kind.resumable).map((d) => d.kind.queue),
    });
  }

  /** This worker's id in the queue (jobs it holds carry it). */
  get id(): string {
    return this.presence.self.id;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unsubscribe = this.queue.onEnqueue(() => this.schedule(0));
    this.schedule(0);
  }

  /** Stops claiming new jobs and resolves once the running ones have finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.timer) clearTimeout(this.timer);
    await Promise.allSettled([...this.running, ...this.fetching]);
    await this.presence
      .stop()
      .catch((error: unknown) => this.log.error({ err: error }, 'worker: unregistering failed'));
  }

  /** Polls within `delayMs`; a poll already due sooner stands. */
  private schedule(delayMs: number): void {
    if (this.stopped) return;
    const due = Date.now() + delayMs;
    if (this.timer && this.timerDue <= due) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerDue = due;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.timerDue = Infinity;
      void this.poll();
    }, delayMs);
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    if (this.stopped) return;
    if (this.polling) {
      // A wake-up (new job, finished job) during a claim: claim again right after this one.
      this.wakeAgain = true;
      return;
    }
    this.polling = true;
    this.wakeAgain = false;
    let next = this.options.pollMs;
    try {
      if (await this.presence.ready()) {
        const queues = [...this.definitions.keys()];
        if (await this.claimGeneral(queues)) next = 0;
        const fetches = await this.claimFetches(queues);
        if (fetches === 'full') next = 0;
        else if (fetches === 'some') next = Math.min(next, this.options.hostPollMs);
      }
    } catch (error) {
      this.log.error({ err: error }, 'worker: registering or claiming jobs failed');
    } finally {
      this.polling = false;
    }
    this.schedule(this.wakeAgain ? 0 : next);
  }

  /** Fills the general slots; true when every free one was filled (more may be due). */
  private async claimGeneral(queues: string[]): Promise<boolean> {
    const free = this.options.concurrency - this.running.size;
    if (free <= 0) return false;
    const jobs = await this.queue.claim(
      queues,
      free,
      this.options.lockMs,
      this.id,
      true,
      this.options.perOwner,
    );
    for (const job of jobs) this.track(this.running, this.run(job), 0);
    return jobs.length === free;
  }

  /**
   * Fills the fetch slots, a job per free host. 'some' when a host had a job (others may be
   * free again after their pause: claim again soon), 'full' when every free slot was filled.
   */
  private async claimFetches(queues: string[]): Promise<'none' | 'some' | 'full'> {
    const free = this.options.fetchConcurrency - this.fetching.size;
    if (free <= 0) return 'none';
    const jobs = await this.queue.claimByHost(
      queues,
      free,
      this.options.lockMs,
      this.options.hostLimits,
      this.id,
    );
    // A finished fetch frees a slot, but its host is paused: claim at the next short poll.
    for (const job of jobs) this.track(this.fetching, this.run(job), this.options.hostPollMs);
    if (jobs.length === 0) return 'none';
    return jobs.length === free ? 'full' : 'some';
  }

  private track(slots: Set<Promise<void>>, promise: Promise<void>, pollAfterMs: number): void {
    slots.add(promise);
    void promise.finally(() => {
      slots.delete(promise);
      this.schedule(pollAfterMs);
    });
  }

  private async run(job: ClaimedJob): Promise<void> {
    const definition = this.definitions.get(job.queue);
    if (!definition) return;
    const started = performance.now();
    try {
      // The owner goes with the job's work, e.g. to the extraction threads' turns.
      await runAsOwner(job.owner, () =>
        definition.handle(definition.kind.payload.parse(job.payload), {
          attempt: job.attempts,
          maxAttempts: job.maxAttempts,
        }),
      );
      await this.queue.complete(job.id, this.id);
      this.log.debug(
        { job: job.id, queue: job.queue, ms: Math.round(performance.now() - started) },
        'job done',
      );
    } catch (error) {
      await this.pauseHost(job, error);
      const message = error instanceof Error ? error.message : String(error);
      const retry = job.attempts < job.maxAttempts;
      const delay = (definition.kind.backoffMs ?? defaultBackoffMs)(job.attempts);
      await this.queue
        .fail(job.id, message, retry ? new Date(Date.now() + delay) : null, this.id)
        .catch((failError: unknown) =>
          this.log.error({ err: failError }, 'worker: recording a failure failed'),
        );
      this.log.warn(
        { job: job.id, queue: job.queue, attempt: job.attempts, retry, err: error },
        'job failed',
      );
    }
  }

  /** A 429 or 503 answer pauses its host for every worker, as long as it asked. */
  private async pauseHost(job: ClaimedJob, error: unknown): Promise<void> {
    const pauseMs = job.host ? hostPauseMs(error) : null;
    if (!job.host || pauseMs === null) return;
    await this.queue
      .holdHost(job.host, new Date(Date.now() + pauseMs))
      .catch((holdError: unknown) =>
        this.log.error({ err: holdError }, 'worker: pausing a host failed'),
      );
  }
}
