import { describe, expect, it } from 'vitest';
import { AdmissionQueue, type Admission } from './admission-queue.js';

/** A queue on a clock the test moves. */
function queueAt(limits: { concurrency: number; maxQueued: number; maxWaitMs: number }) {
  const clock = { now: 0 };
  return { clock, queue: new AdmissionQueue(limits, () => clock.now) };
}

const admitted = (admission: Admission) => {
  if (!admission.admitted) throw new Error('refused');
  return admission;
};

describe('AdmissionQueue', () => {
  it('admits waiters in arrival order as places free up', async () => {
    const { queue } = queueAt({ concurrency: 2, maxQueued: 100, maxWaitMs: 60_000 });
    const first = admitted(queue.acquire() as Admission);
    const second = admitted(queue.acquire() as Admission);
    const order: number[] = [];
    const waiters = [1, 2, 3, 4].map((n) =>
      Promise.resolve(queue.acquire()).then((admission) => {
        order.push(n);
        return admitted(admission);
      }),
    );
    expect(queue.queued).toBe(4);
    second.release();
    first.release();
    const [a, b] = await Promise.all(waiters.slice(0, 2));
    expect(order).toEqual([1, 2]);
    b!.release();
    a!.release();
    await Promise.all(waiters);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(queue.queued).toBe(0);
  });

  it('refuses at once when the queue is full, with a Retry-After from measured running times', () => {
    const { clock, queue } = queueAt({ concurrency: 1, maxQueued: 2, maxWaitMs: 10_000 });
    // Requests measured at 500 ms each.
    for (let i = 0; i < 200; i += 1) {
      const admission = admitted(queue.acquire() as Admission);
      clock.now += 500;
      admission.release();
    }
    admitted(queue.acquire() as Admission);
    expect(queue.acquire()).toBeInstanceOf(Promise);
    expect(queue.acquire()).toBeInstanceOf(Promise);
    const refused = queue.acquire();
    expect(refused).toMatchObject({ admitted: false });
    // Two waiting ahead and one running, at ~500 ms each.
    expect((refused as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(1_000);
  });

  it('refuses a waiter that has waited its limit instead of admitting it late', async () => {
    const { clock, queue } = queueAt({ concurrency: 1, maxQueued: 100, maxWaitMs: 1_000 });
    const running = admitted(queue.acquire() as Admission);
    const late = queue.acquire();
    clock.now += 1_500;
    const onTime = queue.acquire();
    running.release();
    expect(await late).toMatchObject({ admitted: false });
    expect(await onTime).toMatchObject({ admitted: true });
  });
});
