import { expect, test } from 'vitest';
import { runPaced } from './paced-downloads';

/** A task that takes `ms` and records how many ran at once; `fail` lists items that fail. */
function tracker(ms: (item: number) => number, fail: readonly number[] = []) {
  const state = { running: 0, most: 0, started: [] as number[] };
  const task = async (item: number) => {
    state.started.push(item);
    state.running += 1;
    state.most = Math.max(state.most, state.running);
    await new Promise((resolve) => setTimeout(resolve, ms(item)));
    state.running -= 1;
    return !fail.includes(item);
  };
  return { state, task };
}

const items = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const noPause = () => Promise.resolve();

test('never more downloads at once than the lanes, each after the pace', async () => {
  const { state, task } = tracker((item) => (item % 3) * 4 + 1);
  let paces = 0;
  const pace = () => {
    paces += 1;
    return new Promise<void>((resolve) => setTimeout(resolve, 1));
  };
  const done = await runPaced(items(40), task, { concurrency: 2, budget: 100, pace });
  expect(done).toBe(40);
  expect(state.most).toBe(2);
  expect(state.started.sort((a, b) => a - b)).toEqual(items(40));
  expect(paces).toBe(40);
});

test('stops at the budget: with 200 saves listed and a budget of 50, 50 are fetched', async () => {
  const { state, task } = tracker(() => 2);
  const done = await runPaced(items(200), task, { concurrency: 2, budget: 50, pace: noPause });
  expect(done).toBe(50);
  expect(state.started).toHaveLength(50);
  expect(state.started).toEqual(items(50));
});

test('a download that fails leaves its place in the budget to the next save', async () => {
  const { state, task } = tracker(() => 1, [2, 3]);
  const done = await runPaced(items(10), task, { concurrency: 2, budget: 4, pace: noPause });
  expect(done).toBe(4);
  expect(state.started.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
});

test('nothing more starts once stopped (logout), and an error stops the others', async () => {
  const { state, task } = tracker(() => 1);
  let stop = false;
  const stopping = async (item: number) => {
    if (item === 3) stop = true;
    return task(item);
  };
  await runPaced(items(10), stopping, {
    concurrency: 1,
    budget: 10,
    pace: noPause,
    stopped: () => stop,
  });
  expect(state.started).toEqual([1, 2, 3]);

  const thrown: number[] = [];
  const failing = async (item: number) => {
    thrown.push(item);
    if (item === 2) throw new Error('copies deleted');
    await new Promise((resolve) => setTimeout(resolve, 5));
    return true;
  };
  await expect(
    runPaced(items(10), failing, { concurrency: 2, budget: 10, pace: noPause }),
  ).rejects.toThrow('copies deleted');
  expect(thrown).toEqual([1, 2]);
});
