/**
 * The worker: claims due jobs, runs their handlers a few at a time, retries failures with
 * backoff, and on stop() waits for running jobs to finish. Runs in the web process by default
 * (`--services=web,worker`) or alone (`--services=worker`). Its presence (worker-presence.ts)
 * releases the jobs of workers that died.
 */
import type { Logger } from 'pino';
import type { ClaimedJob, Queue } from '../queue/queue.js';
import { defaultBackoffMs, type JobDefinition } from './job.js';
import { WorkerPresence } from './worker-presence.js';

export interface WorkerOptions {
  pollMs?: number;
  concurrency?: number;
  /** How long a claimed job is locked: the last resort when its worker's death goes unseen. */
  lockMs?: number;
  heartbeatMs?: number;
  /** A worker whose heartbeat is older than this is dead and its jobs are released. */
  staleMs?: number;
  /** This process is the only one on its database (PGlite): at start, every running job is released. */
  ownsAllJobs?: boolean;
}

const DEFAULTS: Required<WorkerOptions> = {
  pollMs: 1000,
  concurrency: 2,
  lockMs: 300_000,
  heartbeatMs: 3_000,
  staleMs: 15_000,
  ownsAllJobs: false,
};

export class Worker {
  private readonly definitions: Map<string, JobDefinition>;
  private readonly running = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
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
    this.options = { ...DEFAULTS, ...options };
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
    await Promise.allSettled([...this.running]);
    await this.presence
      .stop()
      .catch((error: unknown) => this.log.error({ err: error }, 'worker: unregistering failed'));
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.poll(), delayMs);
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
    try {
      const free = this.options.concurrency - this.running.size;
      if (free > 0 && (await this.presence.ready())) {
        const jobs = await this.queue.claim(
          [...this.definitions.keys()],
          free,
          this.options.lockMs,
          this.id,
        );
        for (const job of jobs) this.track(this.run(job));
        if (jobs.length === free) return this.schedule(0);
      }
    } catch (error) {
      this.log.error({ err: error }, 'worker: registering or claiming jobs failed');
    } finally {
      this.polling = false;
    }
    this.schedule(this.wakeAgain ? 0 : this.options.pollMs);
  }

  private track(promise: Promise<void>): void {
    this.running.add(promise);
    void promise.finally(() => {
      this.running.delete(promise);
      this.schedule(0);
    });
  }

  private async run(job: ClaimedJob): Promise<void> {
    const definition = this.definitions.get(job.queue);
    if (!definition) return;
    const started = performance.now();
    try {
      await definition.handle(definition.kind.payload.parse(job.payload), {
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
      });
      await this.queue.complete(job.id, this.id);
      this.log.debug(
        { job: job.id, queue: job.queue, ms: Math.round(performance.now() - started) },
        'job done',
      );
    } catch (error) {
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
}
