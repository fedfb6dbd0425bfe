/**
 * What the /save page shows once the link is saved: Saved (or "Already saved on <date>"), the
 * title and site, the tags (edited in the tags feature's dialog, with the user's tags offered as
 * they type), and the actions: add to a shareable list, archive, remove, open in the reader.
 * Archive and remove are the saves feature's own (with their Undo toasts); what they and the
 * tagging dialog change shows here at once.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Archive, ArchiveRestore, BookOpen, CircleCheck, Tag, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { deriveItemDisplay } from '../../../../common/item-display.js';
import { Button } from '../../../components/ui/button';
import type { SavedItemSummaryFragment } from '../../../gql/graphql';
import { ListDialogs, useAddToListAction } from '../../lists';
import { useDeleteSavedItem, useToggleSavedItem } from '../../../lib/saved-items';
import type { SaveState } from '../../../lib/saved-items';
import { openTagging, TaggingDialog, tagsKeys } from '../../tags';
import { lookupSave } from '../api/lookup-save';
import styles from './save-link.module.css';

/** A change to the save on screen (archive and Undo arrive after the fact: never a stale copy). */
export type SaveUpdate = (current: SavedItemSummaryFragment) => SavedItemSummaryFragment;

export interface SaveConfirmationProps {
  save: SavedItemSummaryFragment;
  previouslySavedAt: number | null;
  /** The page is in its own small window: the reader opens in the main browser window. */
  popup: boolean;
  onSaveChange: (update: SaveUpdate) => void;
  onRemoved: () => void;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

function displayOf(save: SavedItemSummaryFragment) {
  const details =
    save.item.__typename === 'PendingItem'
      ? { itemId: save.item.itemId, givenUrl: save.item.url }
      : save.item;
  return deriveItemDisplay(
    { ...save, item: details },
    { origin: window.location.origin, source: 'saves' },
  );
}

/** Reads the save again after the tagging dialog saved its tags (it re-reads the user's tags). */
function useRefreshAfterTagging(url: string, onSaveChange: (update: SaveUpdate) => void) {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
        const key = event.query.queryKey as readonly unknown[];
        if (key[0] !== tagsKeys.all[0]) return;
        void lookupSave(url).then(
          (fresh) => {
            if (fresh) onSaveChange(() => fresh);
          },
          () => undefined,
        );
      }),
    [client, url, onSaveChange],
  );
}

export function SaveConfirmation({
  save,
  previouslySavedAt,
  popup,
  onSaveChange,
  onRemoved,
}: SaveConfirmationProps) {
  const toggle = useToggleSavedItem();
  const remove = useDeleteSavedItem();
  const addToList = useAddToListAction(save);
  const display = useMemo(() => displayOf(save), [save]);
  const [itemUrl] = useState(save.url);
  useRefreshAfterTagging(itemUrl, onSaveChange);

  const title = display.title ?? save.url;
  const site = display.publisher;
  const tags = (save.tags ?? []).map((tag) => tag.name);
  const readerPath = display.readUrl ?? `/read/${encodeURIComponent(save.id)}`;

  const mirror = (state: SaveState) => onSaveChange((current) => ({ ...current, ...state }));
  const onArchive = () => void toggle(save, save.isArchived ? 'unarchive' : 'archive', mirror);
  const onRemove = () =>
    remove.mutate(save.id, {
      onSuccess: (deleted) => {
        if (deleted) onRemoved();
      },
    });
  const onTag = () => openTagging({ itemIds: [save.id], tagNames: tags, isBulk: false });

  return (
    <section className={styles.card} aria-labelledby="save-link-status">
      <div className={styles.status} role="status">
        <CircleCheck size={22} aria-hidden className={styles.statusIcon} />
        <div>
          <h1 id="save-link-status" className={styles.statusTitle}>
            {previouslySavedAt === null ? 'Saved to Satchel' : 'Already saved'}
          </h1>
          {previouslySavedAt !== null ? (
            <p className={styles.statusDetail}>
              You saved this on {dateFormat.format(new Date(previouslySavedAt * 1000))}. It is back
              at the top of your Saves, unread.
            </p>
          ) : null}
        </div>
      </div>

      <div className={styles.item}>
        <p className={styles.itemTitle} dir="auto">
          {title}
        </p>
        {site ? <p className={styles.itemSite}>{site}</p> : null}
        {save.isArchived ? <p className={styles.itemSite}>In your Archive</p> : null}
      </div>

      <div className={styles.tags}>
        {tags.length > 0 ? (
          <ul className={styles.tagList} aria-label="Tags">
            {tags.map((name) => (
              <li key={name} className={styles.tag}>
                {name}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.noTags}>No tags yet.</p>
        )}
        <Button variant="secondary" icon={<Tag size={16} aria-hidden />} onClick={onTag}>
          {tags.length > 0 ? 'Edit tags' : 'Add tags'}
        </Button>
      </div>

      <div className={styles.actions} role="group" aria-label="Actions">
        {addToList ? (
          <Button variant="secondary" icon={addToList.icon} onClick={addToList.run}>
            {addToList.label}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          icon={
            save.isArchived ? (
              <ArchiveRestore size={16} aria-hidden />
            ) : (
              <Archive size={16} aria-hidden />
            )
          }
          onClick={onArchive}
        >
          {save.isArchived ? 'Move to Saves' : 'Archive'}
        </Button>
        <Button
          variant="secondary"
          icon={<Trash2 size={16} aria-hidden />}
          onClick={onRemove}
          busy={remove.isPending}
        >
          Remove
        </Button>
        <Link
          className={styles.primaryLink}
          to={readerPath}
          {...(popup ? { target: '_blank', rel: 'noopener' } : {})}
        >
          <BookOpen size={16} aria-hidden />
          Open in Satchel
        </Link>
      </div>

      {/* This page is outside the app shell: its own tagging and list dialogs. */}
      <TaggingDialog />
      <ListDialogs />
    </section>
  );
}
