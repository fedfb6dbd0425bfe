/**
 * A bounded FIFO admission queue: at most `concurrency` holders at once, the others wait in
 * arrival order; an arrival that finds `maxQueued` already waiting is refused at once, and a
 * waiter whose turn has not come within `maxWaitMs` is refused then (checked as places free up
 * and on a timer, so stuck holders cannot keep it waiting). Refusing arrivals on an estimate of
 * their wait instead was tried and dropped: under load the estimate (from running times that
 * the load itself stretches) refused most requests, and clients that retried at once turned
 * that into a storm of 503s that left less time for real work (bench/README.md "Load").
 * No framework in here: load-shedding.ts puts it in front of the API.
 */

export interface AdmissionLimits {
  /** Requests that may run at once. */
  concurrency: number;
  /** Requests that may wait; one more is refused. */
  maxQueued: number;
  /** The longest a request may wait for its turn. */
  maxWaitMs: number;
}

/** `admitted`: call the release function when done. `refused`: answer 503, retry after that long. */
export type Admission =
  { admitted: true; release: () => void } | { admitted: false; retryAfterMs: number };

interface Waiter {
  since: number;
  resolve: (admission: Admission) => void;
}

/** The first guess of a request's running time, until releases have measured it. */
const INITIAL_SERVICE_MS = 20;
/** How much one measured running time moves the average (exponentially weighted). */
const SMOOTHING = 0.05;

export class AdmissionQueue {
  private running = 0;
  /** Waiters in arrival order: `waiting[head]` is the oldest. */
  private waiting: Waiter[] = [];
  private head = 0;
  private serviceMs = INITIAL_SERVICE_MS;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly limits: AdmissionLimits,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get queued(): number {
    return this.waiting.length - this.head;
  }

  get inFlight(): number {
    return this.running;
  }

  /** How long an arrival now would wait, roughly: the queue ahead of it, `concurrency` at a time. */
  expectedWaitMs(): number {
    return ((this.queued + 1) / this.limits.concurrency) * this.serviceMs;
  }

  /** Admits now, queues (resolving in arrival order), or refuses at once when the queue is full. */
  acquire(): Admission | Promise<Admission> {
    if (this.running < this.limits.concurrency && this.queued === 0) return this.admit();
    if (this.queued >= this.limits.maxQueued)
      return { admitted: false, retryAfterMs: this.expectedWaitMs() };
    return new Promise((resolve) => {
      this.waiting.push({ since: this.now(), resolve });
      this.startSweeping();
    });
  }

  /** Stops the age check (the app is closing); waiters still queued are refused. */
  close(): void {
    this.stopSweeping();
    for (let waiter = this.shift(); waiter; waiter = this.shift())
      waiter.resolve({ admitted: false, retryAfterMs: this.limits.maxWaitMs });
  }

  private admit(): Admission {
    this.running += 1;
    const started = this.now();
    let released = false;
    return {
      admitted: true,
      release: () => {
        if (released) return;
        released = true;
        this.running -= 1;
        this.serviceMs += SMOOTHING * (this.now() - started - this.serviceMs);
        this.dispatch();
      },
    };
  }

  /** Hands freed places to the oldest waiters, refusing those that waited too long. */
  private dispatch(): void {
    this.refuseExpired();
    while (this.running < this.limits.concurrency) {
      const waiter = this.shift();
      if (!waiter) break;
      waiter.resolve(this.admit());
    }
    if (this.queued === 0) this.stopSweeping();
  }

  private refuseExpired(): void {
    const now = this.now();
    for (let waiter = this.waiting[this.head]; waiter; waiter = this.waiting[this.head]) {
      if (now - waiter.since < this.limits.maxWaitMs) break;
      this.shift();
      waiter.resolve({ admitted: false, retryAfterMs: this.expectedWaitMs() });
    }
  }

  private shift(): Waiter | undefined {
    const waiter = this.waiting[this.head];
    if (!waiter) return undefined;
    this.head += 1;
    // Compact now and then rather than shifting the array on every admission.
    if (this.head > 1024 && this.head * 2 > this.waiting.length) {
      this.waiting = this.waiting.slice(this.head);
      this.head = 0;
    }
    return waiter;
  }

  /** While requests wait, refuse the expired ones even when no place frees up (stuck holders). */
  private startSweeping(): void {
    if (this.sweeper) return;
    const every = Math.max(10, Math.min(250, this.limits.maxWaitMs / 4));
    this.sweeper = setInterval(() => this.dispatch(), every);
    this.sweeper.unref();
  }

  private stopSweeping(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = undefined;
  }
}
