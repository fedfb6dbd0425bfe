/**
 * A feed's own copy of an entry's page (docs/FEEDS.md "Fallback content"). A feed may say
 * anything about any URL, so its copy speaks only for itself: it is never stored as the item's
 * article (the page's own failure stays the item's state), only shown, labelled with the feed, to
 * those who follow that feed, and in the corpus only for the instance's own feeds. Each entry's
 * content is parsed once, on first use, through the same extraction and sanitising as a page
 * (parseProvidedHtml), and kept in feed_entry_copies (migration 0040).
 */
import type { Actor } from '../../core/actor.js';
import type { Db } from '../../db/types.js';
import { parseProvidedHtml } from '../../items/article-pipeline.js';
import {
  entryContent,
  followedSource,
  instanceSource,
  storeCopy,
  type CopySource,
  type StoredCopy,
} from './feed-copies.repo.js';
import { CONTENT_MAX } from './parse-feed.js';

/** A feed's readable copy of a page, with the name of the feed it comes from. */
export interface FeedCopy {
  feedTitle: string;
  /** Sanitised reader HTML. */
  article: string;
  title: string | null;
  excerpt: string | null;
  wordCount: number;
  timeToRead: number;
  language: string | null;
  direction: StoredCopy['direction'];
}

/** A copy's sanitised HTML longer than this is not kept (the feed's content is at most 1 MB). */
export const FEED_COPY_MAX = 2 * CONTENT_MAX;

const UNREADABLE: StoredCopy = {
  article: null,
  title: null,
  excerpt: null,
  wordCount: 0,
  timeToRead: 0,
  language: null,
  direction: null,
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A feed entry's content as a page, so the extractor reads it like any article. */
function copyPage(title: string | null, contentHtml: string): string {
  const heading = title ? `<title>${escapeHtml(title)}</title>` : '';
  return `<!doctype html><html><head><meta charset="utf-8">${heading}</head><body><article>${contentHtml}</article></body></html>`;
}

export class FeedCopies {
  /** Parses in flight in this process, so concurrent first views of an entry parse it once. */
  private readonly parsing = new Map<number, Promise<StoredCopy>>();

  constructor(private readonly db: Db) {}

  /**
   * The copy of the item's page from the newest entry, among the feeds the actor subscribes to,
   * that carries full content; null when none of their feeds has a readable one. Callers show it
   * only while the page itself could not be read (items/item-access.ts).
   */
  async forFollower(actor: Actor, itemId: number): Promise<FeedCopy | null> {
    return this.copyFrom(await followedSource(this.db, actor.userId, itemId));
  }

  /** The same from the instance's own feeds (docs/CORPUS.md "Instance feeds"), for the corpus. */
  async forInstance(itemId: number): Promise<FeedCopy | null> {
    return this.copyFrom(await instanceSource(this.db, itemId));
  }

  private async copyFrom(source: CopySource | undefined): Promise<FeedCopy | null> {
    if (!source) return null;
    const copy = source.copy ?? (await this.parse(source.entryId));
    if (!copy.article) return null;
    return { ...copy, article: copy.article, feedTitle: source.feedTitle };
  }

  private parse(entryId: number): Promise<StoredCopy> {
    let pending = this.parsing.get(entryId);
    if (!pending) {
      pending = this.parseAndStore(entryId).finally(() => this.parsing.delete(entryId));
      this.parsing.set(entryId, pending);
    }
    return pending;
  }

  private async parseAndStore(entryId: number): Promise<StoredCopy> {
    const entry = await entryContent(this.db, entryId);
    if (!entry) return UNREADABLE;
    // Content the extractor refuses (too slow, a crash) is no article: kept as such, not retried.
    const parsed = await parseProvidedHtml(
      copyPage(entry.title, entry.contentHtml),
      entry.url,
    ).catch(() => null);
    const copy: StoredCopy =
      parsed?.article && parsed.article.length <= FEED_COPY_MAX
        ? {
            article: parsed.article,
            // The feed's own title for the entry: the extractor's guess may cut it at a « or |.
            title: entry.title ?? parsed.title,
            excerpt: parsed.excerpt,
            wordCount: parsed.wordCount,
            timeToRead: parsed.timeToRead,
            language: parsed.language,
            direction: parsed.direction ?? null,
          }
        : UNREADABLE;
    await storeCopy(this.db, entryId, copy);
    return copy;
  }
}
