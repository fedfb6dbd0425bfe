/**
 * Large feeds are parsed in a worker thread, small ones on the event loop: the 580 KB fixture
 * feed costs ~45 ms of CPU to parse, so a 10 MB one would hold every request behind it for most
 * of a second. One worker per process, started by the first large feed, idle-unref'd, and stopped
 * after FEED_WORKER_IDLE_MS without work so its heap is not kept (bench/README.md "Memory after
 * real use"); the next large feed starts a new one.
 */
import type { Worker } from 'node:worker_threads';
import { siblingWorkerUrl, startWorker } from '../core/start-worker.js';
import { NotAFeedError, parseFeedText, type ParsedFeed } from './parse-feed.js';

/** Texts longer than this (characters) are parsed in the worker. */
export const WORKER_PARSE_THRESHOLD = 256 * 1024;
const HEAP_MB = 512;
/** How long a worker with nothing to do is kept before it is stopped. */
export const FEED_WORKER_IDLE_MS = 15_000;

export interface FeedParseRequest {
  id: number;
  text: string;
  feedUrl: string;
  now: number;
}

export type FeedParseReply =
  | { id: number; kind: 'done'; feed: ParsedFeed }
  | { id: number; kind: 'not-a-feed' | 'failed'; message: string };

const WORKER_URL = siblingWorkerUrl(import.meta.url, 'parse-feed.worker');

let worker: Worker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let idleMs = FEED_WORKER_IDLE_MS;
let nextId = 1;
const pending = new Map<
  number,
  { resolve: (feed: ParsedFeed) => void; reject: (e: Error) => void }
>();

function failAll(error: Error): void {
  worker = undefined;
  for (const waiting of pending.values()) waiting.reject(error);
  pending.clear();
}

/** Whether the feed worker thread is running (for tests). */
export function feedWorkerRunning(): boolean {
  return worker !== undefined;
}

/** Changes how long an idle worker is kept (tests). */
export function setFeedWorkerIdleMs(ms: number): void {
  idleMs = ms;
}

function stopIfIdle(): void {
  const idle = worker;
  if (!idle || pending.size > 0) return;
  worker = undefined;
  void idle.terminate();
}

function feedWorker(): Worker {
  if (worker) return worker;
  const started = startWorker(WORKER_URL, {
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
    stdout: false,
    stderr: false,
  });
  started.on('message', (reply: FeedParseReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) {
      started.unref();
      clearTimeout(idleTimer);
      idleTimer = setTimeout(stopIfIdle, idleMs).unref();
    }
    if (!waiting) return;
    if (reply.kind === 'done') waiting.resolve(reply.feed);
    else if (reply.kind === 'not-a-feed') waiting.reject(new NotAFeedError(reply.message));
    else waiting.reject(new Error(reply.message));
  });
  started.on('error', (error) => {
    if (worker === started) failAll(error);
  });
  started.on('exit', (code) => {
    if (worker === started) failAll(new Error(`The feed parser stopped (exit code ${code}).`));
  });
  worker = started;
  return started;
}

/** parseFeedText, in the worker thread for a large text. @throws NotAFeedError */
export function parseFeed(text: string, feedUrl: string, now = new Date()): Promise<ParsedFeed> {
  if (text.length <= WORKER_PARSE_THRESHOLD) {
    return Promise.resolve().then(() => parseFeedText(text, feedUrl, now));
  }
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    clearTimeout(idleTimer);
    const target = feedWorker();
    target.ref();
    target.postMessage({ id, text, feedUrl, now: now.getTime() } satisfies FeedParseRequest);
  });
}
