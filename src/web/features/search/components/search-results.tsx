/**
 * The search results: each a saves card (list layout) with its title and text snippets below,
 * matches marked. The Item Actions keys work as in the saves views (j / k select and put the focus
 * on the result's link, so Enter opens it; o a f t d act on the selected result).
 */
import { useCallback, useEffect, useRef } from 'react';
import { SavedItemCard, selectItem, useItemShortcuts, useSelection } from '../../saves';
import type { SearchResult } from '../api/search-saved-items';
import { snippetText } from '../state/snippet';
import { articleText } from '../../../lib/text-direction';
import { Snippet } from './snippet';
import styles from './search-results.module.css';

export interface SearchResultsProps {
  results: readonly SearchResult[];
  query: string;
  /** Called when the end of the list comes into view. */
  onEndReached: () => void;
}

/** Bulk edit is not offered on search results. */
const noBulkEdit = () => undefined;

function focusResult(list: HTMLElement | null, index: number): void {
  const cell = list?.querySelectorAll<HTMLElement>('[data-result]')[index];
  if (!cell) return;
  const link = cell.querySelector<HTMLElement>('h2 a');
  (link ?? cell).focus({ preventScroll: true });
  cell.scrollIntoView({ block: 'nearest' });
}

export function SearchResults({ results, query, onEndReached }: SearchResultsProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const currentId = useSelection((state) => state.currentId);

  // A new query starts without a selection.
  useEffect(() => selectItem(null), [query]);

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

  const reveal = useCallback((index: number) => focusResult(listRef.current, index), []);
  useItemShortcuts({
    items: results.map((result) => result.item),
    pathname: '/saves/search',
    onBulkToggle: noBulkEdit,
    reveal,
  });

  return (
    <>
      <ol ref={listRef} className={styles.list} aria-label={`Results for ${query}`}>
        {results.map((result) => {
          const showText = Boolean(result.textSnippet && snippetText(result.textSnippet));
          // The card already shows the title: its snippet only when nothing else matched.
          const titleMatches =
            !showText && (result.titleSnippet?.toLowerCase().includes('<em>') ?? false);
          const found = result.item.item;
          const text = articleText(found.__typename === 'Item' ? found : null);
          return (
            <li
              key={result.item.id}
              data-result
              className={styles.result}
              onFocus={() => selectItem(result.item.id)}
            >
              <SavedItemCard
                item={result.item}
                mode="list"
                selected={result.item.id === currentId}
              />
              {titleMatches || showText ? (
                <div className={styles.snippets}>
                  {titleMatches ? (
                    <p className={styles.titleSnippet}>
                      <span className={styles.label}>Title</span>
                      <Snippet text={result.titleSnippet} {...text} />
                    </p>
                  ) : null}
                  {showText ? (
                    <p className={styles.textSnippet} {...text}>
                      <Snippet text={result.textSnippet} />
                    </p>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div ref={endRef} aria-hidden />
    </>
  );
}
