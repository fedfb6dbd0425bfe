/**
 * The worker: claims due jobs, runs their handlers a few at a time, retries failures with
 * backoff, and on stop() waits for running jobs to finish. Runs in the web process by default
 * (`--services=web,worker`) or alone (`--services=worker`).
 */
import type { Logger } from 'pino';
import type { ClaimedJob, Queue } from '../queue/queue.js';
import { defaultBackoffMs, type JobDefinition } from './job.js';

export interface WorkerOptions {
  pollMs?: number;
  concurrency?: number;
  lockMs?: number;
}

export class Worker {
  private readonly definitions: Map<string, JobDefinition>;
  private readonly running = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private polling = false;
  private wakeAgain = false;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly queue: Queue,
    definitions: JobDefinition[],
    private readonly log: Logger,
    private readonly options: Required<WorkerOptions> = {
      pollMs: 1000,
      concurrency: 2,
      lockMs: 300_000,
    },
  ) {
    this.definitions = new Map(definitions.map((definition) => [definition.queue, definition]));
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
      if (free > 0) {
        const jobs = await this.queue.claim(
          [...this.definitions.keys()],
          free,
          this.options.lockMs,
        );
        for (const job of jobs) this.track(this.run(job));
        if (jobs.length === free) return this.schedule(0);
      }
    } catch (error) {
      this.log.error({ err: error }, 'worker: claiming jobs failed');
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
      await definition.handle(definition.payload.parse(job.payload), {
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
      });
      await this.queue.complete(job.id);
      this.log.debug(
        { job: job.id, queue: job.queue, ms: Math.round(performance.now() - started) },
        'job done',
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retry = job.attempts < job.maxAttempts;
      const delay = (definition.backoffMs ?? defaultBackoffMs)(job.attempts);
      await this.queue
        .fail(job.id, message, retry ? new Date(Date.now() + delay) : null)
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
