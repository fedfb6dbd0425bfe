/**
 * The starter set (starter-feeds.opml, docs/CORPUS.md "The starter set"): well-known public
 * feeds, at least three per topic in English and in German, offered on an empty instance.
 * Read once per process; the file ships beside this module.
 */
import { readFile } from 'node:fs/promises';
import { parseCorpusOpml, type OpmlFeed } from './corpus-opml.js';

export const STARTER_FEEDS_FILE = new URL('./starter-feeds.opml', import.meta.url);

let cached: Promise<OpmlFeed[]> | undefined;

export function starterFeeds(): Promise<OpmlFeed[]> {
  cached ??= readFile(STARTER_FEEDS_FILE, 'utf8').then((xml) => {
    const { feeds, problems } = parseCorpusOpml(xml, null);
    // The file is ours: a problem in it is a bug, not something to skip quietly.
    if (problems.length > 0) {
      throw new Error(`starter-feeds.opml: ${problems.map((p) => p.reason).join('; ')}`);
    }
    return feeds;
  });
  return cached;
}
