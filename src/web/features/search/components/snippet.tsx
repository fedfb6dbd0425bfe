/**
 * A search snippet: text with the matches in <mark>. Built from parseSnippet's segments as React
 * text nodes, so nothing the server sends is ever parsed as HTML.
 */
import { useMemo } from 'react';
import { parseSnippet } from '../state/snippet';
import styles from './snippet.module.css';

/** `dir` and `lang` are the article's (lib/text-direction.ts): an Arabic snippet reads right to left. */
export function Snippet({
  text,
  className,
  dir,
  lang,
}: {
  text: string | null;
  className?: string;
  dir?: 'ltr' | 'rtl' | 'auto';
  lang?: string | undefined;
}) {
  const segments = useMemo(() => parseSnippet(text), [text]);
  if (segments.length === 0) return null;
  return (
    <span className={className} dir={dir} lang={lang}>
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
