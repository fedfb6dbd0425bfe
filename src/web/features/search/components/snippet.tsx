/**
 * A search snippet: text with the matches in <mark>. Built from parseSnippet's segments as React
 * text nodes, so nothing the server sends is ever parsed as HTML.
 */
import { useMemo } from 'react';
import { parseSnippet } from '../state/snippet';
import styles from './snippet.module.css';

export function Snippet({ text, className }: { text: string | null; className?: string }) {
  const segments = useMemo(() => parseSnippet(text), [text]);
  if (segments.length === 0) return null;
  return (
    <span className={className}>
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index} className={styles.match}>
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </span>
  );
}
