import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  FEED_WORKER_IDLE_MS,
  feedWorkerRunning,
  parseFeed,
  setFeedWorkerIdleMs,
  WORKER_PARSE_THRESHOLD,
} from './parse-feed-in-worker.js';

/** An RSS feed long enough to be parsed in the worker thread. */
function bigFeed(tag: string): string {
  const items = Array.from(
    { length: 400 },
    (_, i) =>
      `<item><title>${tag} ${i}</title><link>http://example.com/${tag}/${i}</link><guid>${tag}-${i}</guid><description>${'Words of the entry. '.repeat(40)}</description></item>`,
  ).join('');
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>${tag}</title><link>http://example.com/</link>${items}</channel></rss>`;
}

describe('the feed worker is stopped when idle and started again on demand', () => {
  afterAll(() => setFeedWorkerIdleMs(FEED_WORKER_IDLE_MS));

  it('stops the idle worker, and a large feed after that is still parsed', async () => {
    setFeedWorkerIdleMs(1);
    const first = bigFeed('first');
    expect(first.length).toBeGreaterThan(WORKER_PARSE_THRESHOLD);
    expect((await parseFeed(first, 'http://example.com/feed')).entries).toHaveLength(400);
    await vi.waitFor(() => expect(feedWorkerRunning()).toBe(false), { timeout: 10_000 });

    const second = await parseFeed(bigFeed('second'), 'http://example.com/feed');
    expect(second.entries[0]).toMatchObject({ title: 'second 0' });
  }, 120_000);

  it('keeps the worker between feeds within the idle time', async () => {
    setFeedWorkerIdleMs(FEED_WORKER_IDLE_MS);
    await parseFeed(bigFeed('kept'), 'http://example.com/feed');
    expect(feedWorkerRunning()).toBe(true);
  }, 120_000);
});
