/**
 * A worker process's presence in the queue: it registers itself, beats every few seconds, and
 * on each beat (and at start) releases the jobs of workers that died, so a killed process's
 * jobs run again within seconds rather than when their lock expires (docs/ARCHITECTURE.md).
 * A worker is dead when its heartbeat is stale, or at once when it ran on this machine (same
 * boot, same pid namespace) and its pid is gone.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import { isProcessAlive } from '../core/process-alive.js';
import type { Queue, WorkerProcess } from '../queue/queue.js';

export interface PresenceOptions {
  heartbeatMs: number;
  /** A heartbeat older than this (a few beats) means the worker is dead. */
  staleMs: number;
  /** Release every running job at start: with PGlite this process is the only one (data-dir-lock). */
  ownsAllJobs: boolean;
  /** Queues whose jobs resume from a checkpoint (JobDefinition.resumable). */
  resumableQueues: string[];
}

/** Where a pid means this process: boot id and pid namespace (Linux); null elsewhere. */
export function currentPidScope(): string | null {
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return `${boot} ${readlinkSync('/proc/self/ns/pid')}`;
  } catch {
    return null;
  }
}

export class WorkerPresence {
  readonly self: WorkerProcess = {
    id: randomUUID(),
    host: hostname(),
    pid: process.pid,
    pidScope: currentPidScope(),
  };
  private registered = false;
  private stopped = false;
  private starting: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly queue: Queue,
    private readonly log: Logger,
    private readonly options: PresenceOptions,
  ) {}

  /**
   * Registers this worker and releases what dead ones held (all other running jobs when this
   * process owns them all), then beats. True once registered: claims wait for it, since a
   * worker without a row could see its jobs released by others.
   */
  async ready(): Promise<boolean> {
    if (this.registered || this.stopped) return !this.stopped;
    this.starting ??= this.register().finally(() => (this.starting = undefined));
    await this.starting;
    return this.registered;
  }

  /** Stops beating and removes this worker's row; call once its jobs have finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.starting?.catch(() => undefined);
    if (this.timer) clearInterval(this.timer);
    if (!this.registered) return;
    this.registered = false;
    await this.queue.unregisterWorker(this.self.id);
  }

  private async register(): Promise<void> {
    await this.queue.heartbeat(this.self);
    await this.releaseDead(this.options.ownsAllJobs);
    this.registered = true;
    this.timer = setInterval(() => void this.beat(), this.options.heartbeatMs);
    this.timer.unref();
  }

  private async beat(): Promise<void> {
    try {
      await this.queue.heartbeat(this.self);
      await this.releaseDead(false);
    } catch (error) {
      this.log.error({ err: error }, 'worker: heartbeat failed');
    }
  }

  private async releaseDead(all: boolean): Promise<void> {
    const scope = this.self.pidScope;
    const neighbours = scope ? await this.queue.workersInScope(scope) : [];
    const deadWorkers = neighbours
      .filter((worker) => worker.id !== this.self.id && !isProcessAlive(worker.pid))
      .map((worker) => worker.id);
    const released = await this.queue.releaseAbandoned({
      self: this.self.id,
      staleMs: this.options.staleMs,
      deadWorkers,
      all,
      resumableQueues: this.options.resumableQueues,
    });
    if (released > 0) this.log.info({ released }, 'worker: released the jobs of stopped workers');
  }
}
