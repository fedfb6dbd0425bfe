/**
 * The search results: each a saves card (list layout) with its title and text snippets below,
 * matches marked. j / k (the Item Actions keys) move a selection through the results and put the
 * focus on the result's link, so Enter opens it (the reader, or the original while it is being
 * parsed).
 */
import { useEffect, useRef, useState } from 'react';
import { bindingsFor } from '../../../lib/shortcuts/catalog';
import { useShortcuts } from '../../../lib/shortcuts/use-shortcuts';
import { SavedItemCard } from '../../saves/components/saved-item-card';
import type { SearchResult } from '../api/search-saved-items';
import { snippetText } from '../state/snippet';
import { Snippet } from './snippet';
import styles from './search-results.module.css';

export interface SearchResultsProps {
  results: readonly SearchResult[];
  query: string;
  /** Called when the end of the list comes into view. */
  onEndReached: () => void;
}

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
  const [selected, setSelected] = useState(-1);

  // A new query starts without a selection.
  useEffect(() => setSelected(-1), [query]);

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

  const move = (delta: 1 | -1) => {
    if (results.length === 0) return;
    const next = Math.min(results.length - 1, Math.max(0, selected + delta));
    setSelected(next);
    focusResult(listRef.current, next);
  };
  useShortcuts(bindingsFor({ 'item-next': () => move(1), 'item-previous': () => move(-1) }));

  return (
    <>
      <ol ref={listRef} className={styles.list} aria-label={`Results for ${query}`}>
        {results.map((result, index) => {
          const showText = Boolean(result.textSnippet && snippetText(result.textSnippet));
          // The card already shows the title: its snippet only when nothing else matched.
          const titleMatches =
            !showText && (result.titleSnippet?.toLowerCase().includes('<em>') ?? false);
          return (
            <li
              key={result.item.id}
              data-result
              className={styles.result}
              onFocus={() => setSelected(index)}
            >
              <SavedItemCard item={result.item} mode="list" selected={index === selected} />
              {titleMatches || showText ? (
                <div className={styles.snippets}>
                  {titleMatches ? (
                    <p className={styles.titleSnippet}>
                      <span className={styles.label}>Title</span>
                      <Snippet text={result.titleSnippet} />
                    </p>
                  ) : null}
                  {showText ? (
                    <p className={styles.textSnippet}>
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
