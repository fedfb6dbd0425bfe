/**
 * Corpus search results: each a recommendation card (list layout) with what matched below it —
 * the excerpt or the article's text with the words marked, or the title's marks when nothing
 * else matched (the card already shows the title). More load as the end comes into view.
 */
import { useEffect, useRef } from 'react';
import { RecommendationCard } from '../../recommendations';
import { Snippet, snippetText } from '../../../search';
import type { CorpusSearchResult } from '../api/search-corpus';
import styles from './corpus-search-results.module.css';

export interface CorpusSearchResultsProps {
  results: readonly CorpusSearchResult[];
  query: string;
  /** Called when the end of the list comes into view. */
  onEndReached: () => void;
}

const matched = (snippet: string | null) => Boolean(snippet && /<em>/i.test(snippet));

export function CorpusSearchResults({ results, query, onEndReached }: CorpusSearchResultsProps) {
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = endRef.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onEndReached();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [onEndReached]);

  return (
    <>
      <ol className={styles.list} aria-label={`Stories for ${query}`}>
        {results.map((result) => {
          const passage = matched(result.excerptSnippet)
            ? result.excerptSnippet
            : result.textSnippet && snippetText(result.textSnippet)
              ? result.textSnippet
              : null;
          const title = !passage && matched(result.titleSnippet) ? result.titleSnippet : null;
          return (
            <li key={result.item.id} className={styles.result} data-corpus-result>
              <RecommendationCard item={result.item} layout="list" headingLevel={2} />
              {passage || title ? (
                <p className={styles.snippet} dir="auto">
                  {title ? <span className={styles.label}>Title</span> : null}
                  <Snippet text={passage ?? title} />
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div ref={endRef} aria-hidden />
    </>
  );
}
