/**
 * The reader's highlights sidebar (docs/PRODUCT.md §2, docs/POCKET-COMPATIBILITY.md §4.3):
 * highlights in document order with their notes and relative dates; a click scrolls to the passage
 * and flashes it. Those that no longer anchor are listed apart, never dropped. Free accounts see an
 * upsell after 3.
 */
import { Highlighter, NotebookPen, Trash2, X } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Highlight } from '../api/highlight-fields';
import { flashHighlight } from '../lib/flash-highlight';
import { relativeDate } from '../../../lib/relative-date';
import { useHighlightsSidebar } from '../state/highlights-sidebar';
import { FREE_HIGHLIGHT_LIMIT } from '../state/limits';
import { useHighlights } from './highlights-context';
import type { HighlightsContextValue } from './highlights-context';
import styles from './highlights-sidebar.module.css';

/** Highlights in document order, and those that did not anchor (newest first after that). */
function arrange(context: HighlightsContextValue): { found: Highlight[]; missing: Highlight[] } {
  const byId = new Map(context.highlights.map((h) => [h.id, h]));
  const { rendered } = context;
  if (!rendered) {
    const sorted = [...context.highlights].sort((a, b) => a._createdAt - b._createdAt);
    return { found: sorted, missing: [] };
  }
  const seen = new Set<string>();
  const found: Highlight[] = [];
  for (const anchor of rendered.anchored) {
    const highlight = byId.get(anchor.id);
    if (highlight && !seen.has(anchor.id)) {
      seen.add(anchor.id);
      found.push(highlight);
    }
  }
  const missing = context.highlights.filter((h) => !seen.has(h.id));
  return { found, missing };
}

function Item({
  highlight,
  context,
  anchored,
}: {
  highlight: Highlight;
  context: HighlightsContextValue;
  anchored: boolean;
}) {
  const go = () => {
    if (context.root) flashHighlight(context.root, highlight.id);
  };
  return (
    <li className={styles.item} data-testid="sidebar-highlight">
      {anchored ? (
        <button type="button" className={styles.quote} onClick={go} title="Go to this passage">
          <span className={styles.mark}>{highlight.quote}</span>
        </button>
      ) : (
        <p className={`${styles.quote} ${styles.missingQuote}`}>{highlight.quote}</p>
      )}
      {highlight.note ? <p className={styles.note}>{highlight.note.text}</p> : null}
      <div className={styles.meta}>
        <time dateTime={new Date(highlight._createdAt * 1000).toISOString()}>
          {relativeDate(highlight._createdAt)}
        </time>
        <span className={styles.itemActions}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={highlight.note ? 'Edit note' : 'Add note'}
            title={highlight.note ? 'Edit note' : 'Add note'}
            onClick={() => context.openNote(highlight.id)}
          >
            <NotebookPen size={16} aria-hidden />
          </button>
          <button
            type="button"
            className={styles.iconButton}
            aria-label="Delete highlight"
            title="Delete highlight"
            onClick={() => context.remove(highlight.id)}
          >
            <Trash2 size={16} aria-hidden />
          </button>
        </span>
      </div>
    </li>
  );
}

export function HighlightsSidebar() {
  const context = useHighlights();
  const open = useHighlightsSidebar((s) => s.open);
  const setOpen = useHighlightsSidebar((s) => s.setOpen);
  const arranged = useMemo(() => (context ? arrange(context) : null), [context]);
  if (!open || !context || !arranged) return null;
  const { found, missing } = arranged;
  const count = context.highlights.length;
  return (
    <aside className={styles.sidebar} aria-label="Highlights" data-testid="highlights-sidebar">
      <div className={styles.header}>
        <h2 className={styles.title}>
          Highlights <span className={styles.count}>{count}</span>
        </h2>
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Close highlights"
          onClick={() => setOpen(false)}
        >
          <X size={18} aria-hidden />
        </button>
      </div>
      {count === 0 ? (
        <div className={styles.empty}>
          <Highlighter size={24} aria-hidden />
          <p>Select text in the article to highlight it. Your highlights and notes appear here.</p>
        </div>
      ) : null}
      {found.length > 0 ? (
        <ol className={styles.list}>
          {found.map((h) => (
            <Item key={h.id} highlight={h} context={context} anchored />
          ))}
        </ol>
      ) : null}
      {missing.length > 0 ? (
        <section className={styles.missing} aria-labelledby="highlights-missing">
          <h3 id="highlights-missing" className={styles.subtitle}>
            Not found in this version of the article
          </h3>
          <ul className={styles.list}>
            {missing.map((h) => (
              <Item key={h.id} highlight={h} context={context} anchored={false} />
            ))}
          </ul>
        </section>
      ) : null}
      {context.atLimit ? (
        <div className={styles.upsell} data-testid="highlights-upsell">
          <p>
            <strong>You’ve used your {FREE_HIGHLIGHT_LIMIT} free highlights</strong> on this
            article. Premium members highlight as much as they like.
          </p>
          <Link to="/premium" className={styles.upsellLink}>
            Upgrade to Premium
          </Link>
        </div>
      ) : null}
    </aside>
  );
}
