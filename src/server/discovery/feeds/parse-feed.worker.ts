/**
 * The worker thread that parses large feeds and OPML files (parse-feed-in-worker.ts starts it):
 * answers each {id, text, feedUrl, now} with the parsed feed or why it is not one, and each
 * {id, kind: 'opml', text} with feedsmith's OPML document. Only plain data crosses.
 */
import { parentPort } from 'node:worker_threads';
import { parseOpml } from 'feedsmith';
import type { FeedParseReply, FeedParseRequest } from './parse-feed-in-worker.js';
import { NotAFeedError, parseFeedText } from './parse-feed.js';

const port = parentPort!;

port.on('message', (request: FeedParseRequest) => {
  const { id } = request;
  let reply: FeedParseReply;
  try {
    reply =
      request.kind === 'opml'
        ? { id, kind: 'opml', document: parseOpml(request.text) }
        : {
            id,
            kind: 'done',
            feed: parseFeedText(request.text, request.feedUrl, new Date(request.now)),
          };
  } catch (error) {
    reply = {
      id,
      kind: error instanceof NotAFeedError ? 'not-a-feed' : 'failed',
      message: error instanceof Error ? error.message : String(error),
    };
  }
  port.postMessage(reply);
});
