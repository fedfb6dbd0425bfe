/**
 * The worker thread that parses large feeds (parse-feed-in-worker.ts starts it): answers each
 * {id, text, feedUrl, now} with the parsed feed or why it is not one. Only plain data crosses.
 */
import { parentPort } from 'node:worker_threads';
import type { FeedParseReply, FeedParseRequest } from './parse-feed-in-worker.js';
import { NotAFeedError, parseFeedText } from './parse-feed.js';

const port = parentPort!;

port.on('message', ({ id, text, feedUrl, now }: FeedParseRequest) => {
  let reply: FeedParseReply;
  try {
    reply = { id, kind: 'done', feed: parseFeedText(text, feedUrl, new Date(now)) };
  } catch (error) {
    reply = {
      id,
      kind: error instanceof NotAFeedError ? 'not-a-feed' : 'failed',
      message: error instanceof Error ? error.message : String(error),
    };
  }
  port.postMessage(reply);
});
