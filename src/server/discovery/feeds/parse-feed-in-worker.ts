/**
 * Large feeds are parsed in a worker thread, small ones on the event loop: the 580 KB fixture
 * feed costs ~45 ms of CPU to parse, so a 10 MB one would hold every request behind it for most
 * of a second. OPML files go to the same worker past a lower size (feedsmith reads a 900 KB OPML
 * in ~300 ms; docs/FEEDS.md "Limits"). One worker per process, started by the first large feed, idle-unref'd, and stopped
 * after FEED_WORKER_IDLE_MS without work so its heap is not kept (bench/README.md "Memory after
 * real use"); the next large feed starts a new one.
 */
import type { Worker } from 'node:worker_threads';
import { siblingWorkerUrl, startWorker } from '../../core/start-worker.js';
import { parseOpml, type Opml } from 'feedsmith';
import { NotAFeedError, parseFeedText, type ParsedFeed } from './parse-feed.js';

/** Texts longer than this (characters) are parsed in the worker. */
export const WORKER_PARSE_THRESHOLD = 256 * 1024;
/** OPML texts longer than this are parsed in the worker (~10 ms of CPU on the event loop). */
export const OPML_WORKER_THRESHOLD = 32 * 1024;
const HEAP_MB = 512;
/** How long a worker with nothing to do is kept before it is stopped. */
export const FEED_WORKER_IDLE_MS = 15_000;

export type OpmlDocument = Opml.Document<string>;

export type FeedParseRequest =
  | { id: number; kind: 'feed'; text: string; feedUrl: string; now: number }
  | { id: number; kind: 'opml'; text: string };

export type FeedParseReply =
  | { id: number; kind: 'done'; feed: ParsedFeed }
  | { id: number; kind: 'opml'; document: OpmlDocument }
  | { id: number; kind: 'not-a-feed' | 'failed'; message: string };

type Parsed = ParsedFeed | OpmlDocument;

const WORKER_URL = siblingWorkerUrl(import.meta.url, 'parse-feed.worker');

let worker: Worker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let idleMs = FEED_WORKER_IDLE_MS;
let nextId = 1;
const pending = new Map<
  number,
  { resolve: (parsed: Parsed) => void; reject: (e: Error) => void }
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
    else if (reply.kind === 'opml') waiting.resolve(reply.document);
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

function inWorker(request: FeedParseRequest): Promise<Parsed> {
  return new Promise((resolve, reject) => {
    pending.set(request.id, { resolve, reject });
    clearTimeout(idleTimer);
    const target = feedWorker();
    target.ref();
    target.postMessage(request);
  });
}

/** parseFeedText, in the worker thread for a large text. @throws NotAFeedError */
export function parseFeed(text: string, feedUrl: string, now = new Date()): Promise<ParsedFeed> {
  if (text.length <= WORKER_PARSE_THRESHOLD) {
    return Promise.resolve().then(() => parseFeedText(text, feedUrl, now));
  }
  const request = { id: nextId++, kind: 'feed', text, feedUrl, now: now.getTime() } as const;
  return inWorker(request) as Promise<ParsedFeed>;
}

/** feedsmith's parseOpml, in the worker thread for a large text. @throws when it is not OPML */
export function parseOpmlText(text: string): Promise<OpmlDocument> {
  if (text.length <= OPML_WORKER_THRESHOLD) {
    return Promise.resolve().then(() => parseOpml(text));
  }
  return inWorker({ id: nextId++, kind: 'opml', text }) as Promise<OpmlDocument>;
}
