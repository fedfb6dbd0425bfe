import { ExternalLink } from 'lucide-react';
import type { ItemDisplay } from '../../../../common/item-display';
import { TagChips } from '../../tags';
import { formatByline, formatPublished, parsePublished } from '../lib/format';
import styles from './article.module.css';

/** Title, byline, publisher (linked to the original), date, time to read, tags, "View original". */
export function ArticleHeader(props: {
  display: ItemDisplay;
  datePublished: string | null;
  tags?: ReadonlyArray<{ name: string }>;
  /** The article's language, for its title and byline. */
  lang?: string | undefined;
}) {
  const { display, lang } = props;
  const published = parsePublished(props.datePublished);
  const byline = formatByline(
    display.authors.map((author) => author.name),
    lang,
  );
  const externalUrl = display.externalUrl;
  return (
    <header className={styles.header}>
      <h1 id="reader-title" className={styles.title} lang={display.title ? lang : undefined}>
        {display.title ?? 'Untitled'}
      </h1>
      {byline ? (
        <p className={styles.byline}>
          By <span lang={lang}>{byline}</span>
        </p>
      ) : null}
      <p className={styles.meta}>
        {display.publisher ? (
          externalUrl ? (
            <a href={externalUrl} target="_blank" rel="noopener noreferrer">
              {display.publisher}
            </a>
          ) : (
            <span>{display.publisher}</span>
          )
        ) : null}
        {published ? (
          <time dateTime={published.toISOString()}>{formatPublished(published)}</time>
        ) : null}
        {/* <bdi>: "2 min read" stays in its order inside a right-to-left article. */}
        {display.timeToRead ? <bdi>{display.timeToRead} min read</bdi> : null}
      </p>
      <TagChips tags={props.tags} size="regular" />
      {externalUrl ? (
        <a
          className={styles.viewOriginal}
          href={externalUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          View original
          <ExternalLink size={14} aria-hidden />
        </a>
      ) : null}
    </header>
  );
}
