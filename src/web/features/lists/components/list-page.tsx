/**
 * The Individual List page (/lists/{externalId}, docs/PRODUCT.md §2, §4): title, description,
 * status and the list's actions (settings, share, delete), then its items with notes, reorderable
 * by drag and by keyboard. Loading, not-found and error states.
 */
import { ArrowLeft, ListTodo, Settings, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { isNotFound, useShareableList } from '../api/get-shareable-list';
import type { ListDetail, ListItem } from '../api/get-shareable-list';
import { useListPageActions } from '../api/list-page-actions';
import { LISTS_PATH } from '../state/list-paths';
import { itemTitle } from './list-item-row';
import { ListSettingsDialog } from './list-settings-dialog';
import styles from './list-page.module.css';
import { DeleteNoteDialog, NoteDialog } from './note-dialogs';
import { ShareListDialog } from './share-list-dialog';
import { SortableItems } from './sortable-items';
import { StatusBadge } from './status-badge';

type Open = 'settings' | 'share' | 'delete' | null;

const count = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

function LoadedList({ list }: { list: ListDetail }) {
  const navigate = useNavigate();
  const actions = useListPageActions(list.externalId);
  const [open, setOpen] = useState<Open>(null);
  const [noteFor, setNoteFor] = useState<ListItem | null>(null);
  const [deleteNoteFor, setDeleteNoteFor] = useState<ListItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const close = () => setOpen(null);

  const deleteList = async () => {
    setDeleting(true);
    const deleted = await actions.deleteList();
    setDeleting(false);
    close();
    if (deleted) void navigate(LISTS_PATH);
  };

  return (
    <div className={styles.page}>
      <Link to={LISTS_PATH} className={styles.back}>
        <ArrowLeft size={16} aria-hidden /> All lists
      </Link>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title} dir="auto">
            {list.title}
          </h1>
          {list.description ? (
            <p className={styles.description} dir="auto">
              {list.description}
            </p>
          ) : null}
          <p className={styles.meta}>
            <StatusBadge status={list.status} />
            <span>{count(list.items.length)}</span>
            {list.moderationStatus === 'HIDDEN' ? (
              <span className={styles.hidden}>Hidden by a moderator</span>
            ) : null}
          </p>
        </div>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            icon={<Settings size={16} aria-hidden />}
            onClick={() => setOpen('settings')}
          >
            Settings
          </Button>
          <Button
            variant="secondary"
            icon={<Share2 size={16} aria-hidden />}
            onClick={() => setOpen('share')}
          >
            Share
          </Button>
          <Button
            variant="ghost"
            icon={<Trash2 size={16} aria-hidden />}
            onClick={() => setOpen('delete')}
            className={styles.deleteButton}
          >
            Delete
          </Button>
        </div>
      </header>
      {list.items.length === 0 ? (
        <EmptyState icon={<ListTodo size={28} aria-hidden />} title="This list is empty">
          <p>Choose “Add to list” on a save, in the reader or in bulk edit to add items here.</p>
        </EmptyState>
      ) : (
        <SortableItems
          items={list.items}
          onReorder={(next) => void actions.reorder(next)}
          onAddNote={setNoteFor}
          onDeleteNote={setDeleteNoteFor}
          onRemove={(item) => void actions.deleteItem(item.externalId)}
        />
      )}
      <ListSettingsDialog
        list={list}
        open={open === 'settings'}
        onClose={close}
        actions={actions}
      />
      <ShareListDialog list={list} open={open === 'share'} onClose={close} actions={actions} />
      <ConfirmDialog
        open={open === 'delete'}
        title={`Delete “${list.title}”?`}
        confirmLabel="Delete list"
        tone="danger"
        busy={deleting}
        name="delete-list"
        onCancel={close}
        onConfirm={() => void deleteList()}
      >
        <p>
          The list and its notes are deleted
          {list.status === 'PUBLIC' ? ', and its link stops working' : ''}. Your saves stay in
          Saves.
        </p>
      </ConfirmDialog>
      <NoteDialog
        item={noteFor ? { ...noteFor, title: itemTitle(noteFor) } : null}
        onClose={() => setNoteFor(null)}
        onSave={(id, note) => actions.saveNote(id, note)}
      />
      <DeleteNoteDialog
        item={deleteNoteFor ? { ...deleteNoteFor, title: itemTitle(deleteNoteFor) } : null}
        onClose={() => setDeleteNoteFor(null)}
        onSave={(id, note) => actions.saveNote(id, note)}
      />
    </div>
  );
}

export function ListPage({ externalId }: { externalId: string }) {
  const query = useShareableList(externalId);
  if (query.isPending) {
    return (
      <div className={styles.page} aria-busy="true" aria-label="Loading the list">
        <div className={[styles.skeleton, styles.skeletonTitle].join(' ')} />
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className={[styles.skeleton, styles.skeletonRow].join(' ')} />
        ))}
      </div>
    );
  }
  if (query.isError && !isNotFound(query.error)) {
    return (
      <div className={styles.page}>
        <ErrorState
          title="We couldn't load this list"
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className={styles.page}>
        <EmptyState icon={<ListTodo size={28} aria-hidden />} title="List not found">
          <p>
            It may have been deleted. <Link to={LISTS_PATH}>Go to your lists</Link>
          </p>
        </EmptyState>
      </div>
    );
  }
  return <LoadedList list={query.data} />;
}
