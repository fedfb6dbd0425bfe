/**
 * The worker thread that extracts articles (extract-in-worker.ts starts it): it says it is ready
 * once the extractor is loaded, then answers each {html, finalUrl} with the article or the reason
 * extraction failed. Image URLs are rewritten to the image cache here, a pure function, so only
 * plain data crosses the thread boundary.
 */
import { parentPort } from 'node:worker_threads';
import { imageCacheUrl } from '../../../common/image-cache-url.js';
import { extractArticle } from './extract-article.js';
import { READER_IMAGE_WIDTH, type ExtractReply, type ExtractRequest } from './extract-in-worker.js';
import { MAX_NESTING_DEPTH, nestingDepth, TOO_DEEP } from './nesting-depth.js';

const port = parentPort!;

// Unsigned: the reader is for signed-in users, whose session lets the cache render them.
const rewriteImage = (src: string): string =>
  imageCacheUrl(src, { width: READER_IMAGE_WIDTH, format: 'webp' }) ?? src;

port.on('message', ({ html, finalUrl }: ExtractRequest) => {
  let reply: ExtractReply;
  try {
    // One linear pass before the DOM: a pathologically deep page would hold the thread for long.
    if (nestingDepth(html, MAX_NESTING_DEPTH) > MAX_NESTING_DEPTH)
      reply = { kind: 'refused', message: TOO_DEEP };
    else reply = { kind: 'done', article: extractArticle(html, finalUrl, { rewriteImage }) };
  } catch (error) {
    reply = { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
port.postMessage({ kind: 'ready' } satisfies ExtractReply);
