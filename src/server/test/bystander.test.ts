/**
 * The bystander's measures themselves (the live fairness tests, feeds/feed-stalls.test.ts and
 * queue/hostile-captures.test.ts, rely on them): probes keep going while the hostile work runs,
 * and stallMessage tells a stall from noise.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { median, probeLatencies, probeWhile, stallMessage } from './bystander.js';

describe('the bystander', () => {
  it('tells a stall from noise by medians', () => {
    const quiet = [12, 15, 11, 40, 13, 14];
    expect(median(quiet)).toBe(13.5);
    expect(stallMessage(quiet, quiet)).toBeUndefined();
    expect(stallMessage(quiet, [...quiet, 900])).toBeUndefined();
    expect(
      stallMessage(
        quiet,
        quiet.map((ms) => ms + 5_000),
      ),
    ).toMatch(/^median 5013\.5 ms during the hostile work against 13\.5 ms quiet/);
  });

  it('probes while the hostile work runs, at least as often as asked', async () => {
    let probes = 0;
    const probe = async () => {
      probes += 1;
      await sleep(5);
    };
    const { result, latencies } = await probeWhile(
      sleep(300).then(() => 'done'),
      probe,
      {
        minProbes: 3,
      },
    );
    expect(result).toBe('done');
    expect(latencies.length).toBe(probes);
    expect(latencies.length).toBeGreaterThan(5);
    expect(latencies.every((ms) => ms >= 4)).toBe(true);

    const quick = await probeWhile(Promise.resolve(1), probe, { minProbes: 4 });
    expect(quick.latencies).toHaveLength(4);
    expect(await probeLatencies(probe, 3, 0)).toHaveLength(3);
  });

  it('passes the hostile work’s failure on once the probes are done', async () => {
    const failing = sleep(50).then(() => Promise.reject(new Error('refused')));
    await expect(probeWhile(failing, () => sleep(1))).rejects.toThrow('refused');
  });
});
