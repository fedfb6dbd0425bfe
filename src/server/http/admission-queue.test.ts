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
    b.release();
    a.release();
    await Promise.all(waiters);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(queue.queued).toBe(0);
  });

  it('refuses at once when the queue is full or the expected wait is too long', () => {
    const { queue } = queueAt({ concurrency: 1, maxQueued: 2, maxWaitMs: 1_000 });
    admitted(queue.acquire() as Admission);
    expect(queue.acquire()).toBeInstanceOf(Promise);
    expect(queue.acquire()).toBeInstanceOf(Promise);
    expect(queue.acquire()).toMatchObject({ admitted: false });

    // Requests measured at 500 ms each: behind one running, the first two in line would wait
    // 0.5 and 1 s; a third would wait 1.5 s, over the limit.
    const slow = queueAt({ concurrency: 1, maxQueued: 100, maxWaitMs: 1_000 });
    for (let i = 0; i < 200; i += 1) {
      const admission = admitted(slow.queue.acquire() as Admission);
      slow.clock.now += 500;
      admission.release();
    }
    admitted(slow.queue.acquire() as Admission);
    expect(slow.queue.acquire()).toBeInstanceOf(Promise);
    expect(slow.queue.acquire()).toBeInstanceOf(Promise);
    const refused = slow.queue.acquire();
    expect(refused).toMatchObject({ admitted: false });
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
