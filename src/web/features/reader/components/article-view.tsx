import type { ItemDisplay } from '../../../../common/item-display';
import { articleText } from '../../../lib/text-direction';
import { useRefreshArticle } from '../api/item-actions';
import type { ReactNode } from 'react';
import type { ReaderItem } from '../../../lib/saved-items';
import { ArticleBody, hasReadableBody } from './article-body';
import { ArticleHeader } from './article-header';
import { FeedCopyNotice, ParseFailure, ReaderPending } from './reader-states';
import { RelatedStories } from './related-stories';
import styles from './article.module.css';

interface ArticleViewProps {
  /** The save's URL, or the unsaved feed entry's. */
  url: string;
  tags: ReadonlyArray<{ name: string }>;
  /** The save (for its related stories); null for an unsaved feed entry. */
  savedItemId: string | null;
  /** Above the article: an unsaved feed entry's note (EntryNotice). */
  notice?: ReactNode;
  item: ReaderItem | null;
  display: ItemDisplay;
  pollExpired: boolean;
  restartPolling: () => void;
}

/**
 * A save (or an unsaved entry of the feed inbox) in the reader: pending, failed (with "Try
 * again"), a followed feed's copy of a page that could not be read (labelled with the feed), or
 * the article itself.
 */
export function ArticleView({
  url,
  tags,
  savedItemId,
  notice,
  item,
  display,
  pollExpired,
  restartPolling,
}: ArticleViewProps) {
  const refresh = useRefreshArticle();
  if (!item || item.parseStatus === 'PENDING') {
    return (
      <>
        {notice}
        <ReaderPending
          expired={pollExpired}
          onCheckAgain={restartPolling}
          externalUrl={display.externalUrl}
        />
      </>
    );
  }
  // The page could not be read, but a feed the reader follows carries it: its copy, labelled.
  const feedCopy =
    item.parseStatus === 'FAILED' && item.articleSource?.kind === 'FEED' && item.article?.trim()
      ? item.articleSource
      : null;
  if (feedCopy) {
    const text = articleText(feedCopy);
    return (
      <>
        {notice}
        <FeedCopyNotice feedTitle={feedCopy.feedTitle ?? 'a feed you follow'} />
        <article className={styles.article} aria-labelledby="reader-title" dir={text.dir}>
          <ArticleHeader
            display={{ ...display, title: feedCopy.title ?? display.title }}
            datePublished={item.datePublished}
            tags={tags}
            lang={text.lang}
          />
          <ArticleBody
            item={{ ...item, language: feedCopy.language, direction: feedCopy.direction }}
          />
        </article>
      </>
    );
  }
  if (item.parseStatus === 'FAILED' || !display.isReadable || !hasReadableBody(item)) {
    return (
      <>
        {notice}
        <ParseFailure
          reason={
            item.parseStatus === 'FAILED'
              ? item.parseError
              : 'This page is not an article Satchel can show.'
          }
          trying={refresh.isPending}
          tryFailed={refresh.isError}
          externalUrl={display.externalUrl}
          onTryAgain={() =>
            refresh.mutate({ url: item.givenUrl || url }, { onSuccess: restartPolling })
          }
        />
      </>
    );
  }
  // The article's direction lays out the whole article (header too); its language marks only
  // its own words (title, byline, body), not the UI's around them.
  const text = articleText(item);
  return (
    <>
      {notice}
      <article className={styles.article} aria-labelledby="reader-title" dir={text.dir}>
        <ArticleHeader
          display={display}
          datePublished={item.datePublished}
          tags={tags}
          lang={text.lang}
        />
        <ArticleBody item={item} />
      </article>
      {savedItemId ? <RelatedStories savedItemId={savedItemId} /> : null}
    </>
  );
}
