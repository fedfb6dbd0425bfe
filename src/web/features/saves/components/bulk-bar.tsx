/**
 * Bulk edit's action bar (docs/PRODUCT.md §2 "Dialogs and overlays", §4 "Bulk mode"): "N selected",
 * then Archive or Re-add, Favorite or Unfavorite, Tag, Delete and Done. Archive, re-add, favorite,
 * unfavorite and delete ask for confirmation first; a confirmed action runs in batches with a
 * progress line, and either answer clears the selection (bulk mode stays on). Mounted once in the signed-in shell: it also leaves bulk mode on Escape and
 * when the user navigates away from the saves pages, and clears the selection on a view change.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Archive, ArchiveRestore, Star, StarOff, Tag, Trash2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useShortcuts } from '../../../lib/shortcuts/use-shortcuts';
import { BulkAddToListButton } from '../../lists';
import { openTagging } from '../../tags';
import type { BulkActionKind } from '../../../lib/saved-items';
import {
  clearBulkSelection,
  exitBulkMode,
  progressText,
  startBulkAction,
  useBulk,
} from '../state/bulk-store';
import { isBulkPath } from '../state/bulk-rules';
import styles from './bulk-bar.module.css';

interface ConfirmCopy {
  title: (n: string) => string;
  body: string;
  confirm: string;
  tone: 'primary' | 'danger';
}

const CONFIRM: Record<BulkActionKind, ConfirmCopy> = {
  archive: {
    title: (n) => `Archive ${n}?`,
    body: 'They move from Saves to Archive.',
    confirm: 'Archive',
    tone: 'primary',
  },
  unarchive: {
    title: (n) => `Re-add ${n} to Saves?`,
    body: 'They move from Archive back to Saves.',
    confirm: 'Re-add to Saves',
    tone: 'primary',
  },
  favorite: {
    title: (n) => `Favorite ${n}?`,
    body: 'They are added to Favorites.',
    confirm: 'Favorite',
    tone: 'primary',
  },
  unfavorite: {
    title: (n) => `Unfavorite ${n}?`,
    body: 'They are removed from Favorites.',
    confirm: 'Unfavorite',
    tone: 'primary',
  },
  delete: {
    title: (n) => `Delete ${n}?`,
    body: 'They are removed from all your saves, with their tags and highlights.',
    confirm: 'Delete',
    tone: 'danger',
  },
};

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/**
 * Leaves bulk mode off the saves pages, and drops the selection when the view changes — only on
 * a change of address: the bar mounts when bulk mode starts (its code loads then), and items
 * selected while it loaded must stay selected.
 */
function useBulkRoute(active: boolean) {
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    if (!active) return;
    if (!isBulkPath(pathname)) exitBulkMode();
    else clearBulkSelection();
  }, [pathname, active]);
  // The shell itself goes away (the reader, signing out): bulk mode ends with it.
  useEffect(() => exitBulkMode, []);
}

export function BulkBar() {
  const client = useQueryClient();
  const active = useBulk((state) => state.active);
  const itemIds = useBulk((state) => state.itemIds);
  const favoriteAction = useBulk((state) => state.favoriteAction);
  const archiveAction = useBulk((state) => state.archiveAction);
  const running = useBulk((state) => state.running);
  const runDone = useBulk((state) => state.runDone);
  const runTotal = useBulk((state) => state.runTotal);
  const [pending, setPending] = useState<BulkActionKind | null>(null);

  useBulkRoute(active);
  useShortcuts(active && !running ? [{ keys: 'escape', run: exitBulkMode }] : []);

  if (!active && !running) return null;
  const count = itemIds.length;
  const none = count === 0 || running !== null;

  const button = (kind: BulkActionKind, label: string, icon: ReactNode) => (
    <Button
      variant={kind === 'delete' ? 'ghost' : 'secondary'}
      icon={icon}
      disabled={none}
      onClick={() => setPending(kind)}
      className={kind === 'delete' ? styles.delete : undefined}
      title={label}
    >
      <span className={styles.label}>{label}</span>
    </Button>
  );

  const copy = pending ? CONFIRM[pending] : null;
  return (
    <div className={styles.dock}>
      <div className={styles.bar} role="toolbar" aria-label="Bulk edit">
        <div className={styles.summary}>
          {running ? (
            <p role="status" className={styles.progress}>
              {progressText({ running, runDone, runTotal })}
            </p>
          ) : (
            <p className={styles.count} aria-live="polite">
              <strong>{count}</strong> selected
            </p>
          )}
          {!running && count === 0 ? (
            <p className={styles.hint}>Click items to select them; shift+click selects a range.</p>
          ) : null}
        </div>
        <div className={styles.actions}>
          {archiveAction === 'archive'
            ? button('archive', 'Archive', <Archive size={16} aria-hidden />)
            : button('unarchive', 'Re-add', <ArchiveRestore size={16} aria-hidden />)}
          {favoriteAction === 'favorite'
            ? button('favorite', 'Favorite', <Star size={16} aria-hidden />)
            : button('unfavorite', 'Unfavorite', <StarOff size={16} aria-hidden />)}
          <Button
            variant="secondary"
            icon={<Tag size={16} aria-hidden />}
            disabled={none}
            title="Tag"
            onClick={() =>
              openTagging({
                itemIds: [...itemIds],
                tagNames: [],
                isBulk: true,
                onSaved: clearBulkSelection,
              })
            }
          >
            <span className={styles.label}>Tag</span>
          </Button>
          <BulkAddToListButton itemIds={itemIds} disabled={none} labelClassName={styles.label} />
          {button('delete', 'Delete', <Trash2 size={16} aria-hidden />)}
          <span className={styles.divider} aria-hidden />
          <Button
            variant="primary"
            icon={<X size={16} aria-hidden />}
            disabled={running !== null}
            onClick={exitBulkMode}
            title="Leave bulk edit (Escape)"
          >
            <span className={styles.label}>Done</span>
          </Button>
        </div>
      </div>
      {copy && pending ? (
        <ConfirmDialog
          open
          name="bulk-confirm"
          title={copy.title(items(count))}
          confirmLabel={copy.confirm}
          tone={copy.tone}
          onCancel={() => {
            // docs/PRODUCT.md §4 "Bulk mode": the selection is cleared after completion or cancel.
            setPending(null);
            clearBulkSelection();
          }}
          onConfirm={() => {
            setPending(null);
            void startBulkAction(client, pending);
          }}
        >
          <p className={styles.confirmBody}>{copy.body}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
