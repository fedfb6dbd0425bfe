import {
  Archive,
  ArchiveRestore,
  ArrowLeft,
  Bookmark,
  ChevronDown,
  ChevronUp,
  ExternalLink,
  Eye,
  EyeOff,
  Highlighter,
  ListPlus,
  Share2,
  Star,
  Tag,
  Trash2,
} from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListDialogs } from '../../lists';
import { ListenButton } from '../../listen';
import { ShareItemDialog } from '../../share';
import { TaggingDialog } from '../../tags';
import { DisplaySettings } from './display-settings';
import styles from './reader-toolbar.module.css';

export interface ReaderToolbarProps {
  backTo: string;
  /** Back's words; "Back to Saves" unless opened from elsewhere (the feed inbox). */
  backLabel?: string;
  /** Opened from the feed inbox: its view's previous and next entries (k / j). */
  walk?: { onPrevious?: () => void; onNext?: () => void };
  /**
   * An unsaved entry of the feed inbox (docs/PRODUCT.md §10.10 "Reading an entry"): Save (s),
   * seen or unseen (m), and Highlights, which asks for a save first.
   */
  entry?: {
    seen: boolean;
    onToggleSeen: () => void;
    saving: boolean;
    onSave: () => void;
    onHighlights: () => void;
  };
  /** Save actions; absent while loading or when there is no save to act on. */
  actions?: {
    isArchived: boolean;
    isFavorite: boolean;
    onArchive: () => void;
    onFavorite: () => void;
    onDelete: () => void;
    deleting: boolean;
    /** Opens the tagging dialog for this save. */
    onTag?: () => void;
    /** Opens the list picker for this save (lists pilot only). */
    onAddToList?: () => void;
    /** What Share shares: the save's address and title (a share link is made for it). */
    share?: { url: string; title?: string | null };
  };
  externalUrl?: string | null;
  /** The highlights sidebar toggle (absent when there is no article to highlight). */
  highlights?: { open: boolean; count: number; onToggle: () => void };
  /** The save's item id when its article can be read aloud (features/listen). */
  listenItemId?: string;
}

function ToolButton(props: {
  label: string;
  shortcut?: string;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
  /** Gives way on small handsets (see reader-toolbar.module.css). */
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={props.optional ? `${styles.button} ${styles.optional}` : styles.button}
      aria-label={props.label}
      aria-keyshortcuts={props.shortcut}
      aria-pressed={props.pressed}
      title={props.shortcut ? `${props.label} (${props.shortcut})` : props.label}
      onClick={props.onClick}
      disabled={props.disabled}
    >
      {props.children}
    </button>
  );
}

/**
 * The reader's sticky toolbar: back, archive, favorite, highlights, tag, add to list, share,
 * delete, open original, display settings.
 */
export function ReaderToolbar({
  backTo,
  backLabel = 'Back to Saves',
  walk,
  entry,
  actions,
  externalUrl,
  highlights,
  listenItemId,
}: ReaderToolbarProps) {
  const [sharing, setSharing] = useState(false);
  const share = actions?.share;
  return (
    // The page's banner landmark (the reader has no app shell), holding the toolbar.
    <header className={styles.toolbar}>
      <div className={styles.inner} role="toolbar" aria-label="Reader">
        <Link to={backTo} className={styles.back} aria-keyshortcuts="b" title={`${backLabel} (b)`}>
          <ArrowLeft size={18} aria-hidden />
          <span>{backLabel}</span>
        </Link>
        <div className={styles.group}>
          {walk ? (
            <>
              <ToolButton
                label="Previous entry"
                shortcut="k"
                onClick={() => walk.onPrevious?.()}
                disabled={!walk.onPrevious}
                optional={Boolean(actions)}
              >
                <ChevronUp size={18} aria-hidden />
              </ToolButton>
              <ToolButton
                label="Next entry"
                shortcut="j"
                onClick={() => walk.onNext?.()}
                disabled={!walk.onNext}
                optional={Boolean(actions)}
              >
                <ChevronDown size={18} aria-hidden />
              </ToolButton>
            </>
          ) : null}
          {entry ? (
            <>
              <ToolButton
                label={entry.saving ? 'Saving' : 'Save'}
                shortcut="s"
                onClick={entry.onSave}
                disabled={entry.saving}
              >
                <Bookmark size={18} aria-hidden />
              </ToolButton>
              <ToolButton
                label={entry.seen ? 'Mark unseen' : 'Mark seen'}
                shortcut="m"
                onClick={entry.onToggleSeen}
              >
                {entry.seen ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
              </ToolButton>
              <ToolButton label="Highlights" onClick={entry.onHighlights}>
                <Highlighter size={18} aria-hidden />
              </ToolButton>
            </>
          ) : null}
          {actions ? (
            <>
              <ToolButton
                label={actions.isArchived ? 'Re-add to Saves' : 'Archive'}
                shortcut="a"
                onClick={actions.onArchive}
              >
                {actions.isArchived ? (
                  <ArchiveRestore size={18} aria-hidden />
                ) : (
                  <Archive size={18} aria-hidden />
                )}
              </ToolButton>
              <ToolButton
                label={actions.isFavorite ? 'Unfavorite' : 'Favorite'}
                shortcut="f"
                pressed={actions.isFavorite}
                onClick={actions.onFavorite}
              >
                <Star
                  size={18}
                  aria-hidden
                  className={actions.isFavorite ? styles.favorite : undefined}
                />
              </ToolButton>
              {highlights ? (
                <ToolButton
                  // The name holds the count the badge shows (axe's label-content-name-mismatch).
                  label={highlights.count > 0 ? `Highlights: ${highlights.count}` : 'Highlights'}
                  pressed={highlights.open}
                  onClick={highlights.onToggle}
                >
                  <Highlighter size={18} aria-hidden />
                  {highlights.count > 0 ? (
                    <span className={styles.badge} aria-hidden>
                      {highlights.count}
                    </span>
                  ) : null}
                </ToolButton>
              ) : null}
              {listenItemId ? (
                <ListenButton itemId={listenItemId} className={styles.button} />
              ) : null}
              {actions.onTag ? (
                <ToolButton label="Tag" onClick={actions.onTag}>
                  <Tag size={18} aria-hidden />
                </ToolButton>
              ) : null}
              {actions.onAddToList ? (
                <ToolButton label="Add to list" onClick={actions.onAddToList}>
                  <ListPlus size={18} aria-hidden />
                </ToolButton>
              ) : null}
              {share ? (
                <ToolButton label="Share" onClick={() => setSharing(true)}>
                  <Share2 size={18} aria-hidden />
                </ToolButton>
              ) : null}
              <ToolButton
                label="Delete"
                shortcut="d"
                onClick={actions.onDelete}
                disabled={actions.deleting}
              >
                <Trash2 size={18} aria-hidden />
              </ToolButton>
            </>
          ) : null}
          {externalUrl ? (
            <a
              href={externalUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`${styles.button} ${styles.optional}`}
              aria-label="Open original"
              title="Open original"
            >
              <ExternalLink size={18} aria-hidden />
            </a>
          ) : null}
          {actions || entry || externalUrl ? <span className={styles.divider} aria-hidden /> : null}
          <DisplaySettings />
        </div>
      </div>
      {/* The reader is outside the app shell: its own tagging dialog. */}
      <TaggingDialog />
      <ListDialogs />
      {share ? (
        <ShareItemDialog
          open={sharing}
          onClose={() => setSharing(false)}
          url={share.url}
          title={share.title}
        />
      ) : null}
    </header>
  );
}
