import type { ItemDisplay } from '../../../../common/item-display';
import { articleText } from '../../../lib/text-direction';
import { useRefreshArticle } from '../api/item-actions';
import type { ReaderItem, ReaderSavedItem } from '../api/reader-item';
import { ArticleBody, hasReadableBody } from './article-body';
import { ArticleHeader } from './article-header';
import { FeedCopyNotice, ParseFailure, ReaderPending } from './reader-states';
import { RelatedStories } from './related-stories';
import styles from './article.module.css';

interface ArticleViewProps {
  saved: ReaderSavedItem;
  item: ReaderItem | null;
  display: ItemDisplay;
  pollExpired: boolean;
  restartPolling: () => void;
}

/**
 * A save in the reader: pending, failed (with "Try again"), a followed feed's copy of a page that
 * could not be read (labelled with the feed), or the article itself.
 */
export function ArticleView({
  saved,
  item,
  display,
  pollExpired,
  restartPolling,
}: ArticleViewProps) {
  const refresh = useRefreshArticle();
  if (!item || item.parseStatus === 'PENDING') {
    return (
      <ReaderPending
        expired={pollExpired}
        onCheckAgain={restartPolling}
        externalUrl={display.externalUrl}
      />
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
        <FeedCopyNotice feedTitle={feedCopy.feedTitle ?? 'a feed you follow'} />
        <article className={styles.article} aria-labelledby="reader-title" dir={text.dir}>
          <ArticleHeader
            display={{ ...display, title: feedCopy.title ?? display.title }}
            datePublished={item.datePublished}
            tags={saved.tags ?? []}
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
          refresh.mutate({ url: item.givenUrl || saved.url }, { onSuccess: restartPolling })
        }
      />
    );
  }
  // The article's direction lays out the whole article (header too); its language marks only
  // its own words (title, byline, body), not the UI's around them.
  const text = articleText(item);
  return (
    <>
      <article className={styles.article} aria-labelledby="reader-title" dir={text.dir}>
        <ArticleHeader
          display={display}
          datePublished={item.datePublished}
          tags={saved.tags ?? []}
          lang={text.lang}
        />
        <ArticleBody item={item} />
      </article>
      <RelatedStories savedItemId={saved.id} />
    </>
  );
}
