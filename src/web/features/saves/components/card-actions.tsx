import {
  Archive,
  ArchiveRestore,
  ExternalLink,
  Link2,
  MoreHorizontal,
  Share2,
  Star,
  Tag,
  Trash2,
} from 'lucide-react';
import { useState } from 'react';
import { copyText } from '../../../lib/clipboard';
import { DeferredTrigger } from '../../../lib/deferred-trigger';
import { lazyComponent } from '../../../lib/lazy-component';
import { showToast } from '../../../lib/toast';
import { ShareItemDialog } from '../../share';
import { useAddToListAction } from '../../lists';
import { openTagging } from '../../tags';
import { useSavedItemActions } from '../../../lib/saved-items';
import type { SavedItemSummary } from '../../../lib/saved-items';
import type { Action } from './card-actions-menu';
import styles from './card-actions.module.css';

export const LazyCardActionsMenu = lazyComponent(
  () => import('./card-actions-menu'),
  (module) => module.CardActionsMenu,
);

function useActions(
  item: SavedItemSummary,
  externalUrl: string | null,
  copyUrl: string | null,
  onShare: () => void,
) {
  const actions = useSavedItemActions();
  const archived = item.status === 'ARCHIVED';
  const list: Action[] = [
    archived
      ? {
          key: 'unarchive',
          label: 'Re-add to Saves',
          icon: <ArchiveRestore size={16} aria-hidden />,
          run: () => void actions.unarchive(item),
        }
      : {
          key: 'archive',
          label: 'Archive',
          icon: <Archive size={16} aria-hidden />,
          run: () => void actions.archive(item),
        },
    {
      key: 'favorite',
      label: item.isFavorite ? 'Unfavorite' : 'Favorite',
      icon: <Star size={16} aria-hidden className={item.isFavorite ? styles.starred : ''} />,
      run: () => void (item.isFavorite ? actions.unfavorite(item) : actions.favorite(item)),
      pressed: item.isFavorite,
    },
  ];
  const addToList = useAddToListAction(item);
  if (addToList) list.push(addToList);
  list.push({
    key: 'tag',
    label: 'Tag',
    icon: <Tag size={16} aria-hidden />,
    run: () =>
      openTagging({
        itemIds: [item.id],
        tagNames: (item.tags ?? []).map((tag) => tag.name),
        isBulk: false,
      }),
  });
  list.push({ key: 'share', label: 'Share', icon: <Share2 size={16} aria-hidden />, run: onShare });
  if (externalUrl) {
    list.push({
      key: 'open',
      label: 'Open original',
      icon: <ExternalLink size={16} aria-hidden />,
      run: () => void window.open(externalUrl, '_blank', 'noopener,noreferrer'),
    });
  }
  if (copyUrl) {
    list.push({
      key: 'copy',
      label: 'Copy link',
      icon: <Link2 size={16} aria-hidden />,
      run: () =>
        void copyText(copyUrl).then(
          () => showToast({ message: 'Link copied' }),
          () => showToast({ message: "Couldn't copy the link.", tone: 'error' }),
        ),
    });
  }
  list.push({
    key: 'delete',
    label: 'Delete',
    icon: <Trash2 size={16} aria-hidden />,
    run: () => void actions.remove(item),
  });
  return list;
}

export interface CardActionsProps {
  item: SavedItemSummary;
  title: string;
  externalUrl: string | null;
  copyUrl: string | null;
  /** 'menu': everything behind a "…" button (grid); 'inline': a row of labelled icon buttons. */
  variant: 'menu' | 'inline';
}

/** Per-card actions: Archive / Re-add, Favorite, Tag, Share, Open original, Copy link, Delete. */
export function CardActions({ item, title, externalUrl, copyUrl, variant }: CardActionsProps) {
  const [sharing, setSharing] = useState(false);
  const actions = useActions(item, externalUrl, copyUrl, () => setSharing(true));
  const share = (
    <ShareItemDialog
      open={sharing}
      onClose={() => setSharing(false)}
      url={item.url}
      title={title}
    />
  );
  if (variant === 'inline') {
    return (
      <div className={styles.inline} role="group" aria-label={`Actions for ${title}`}>
        {share}
        {actions.map((action) => (
          <button
            key={action.key}
            type="button"
            className={styles.iconButton}
            aria-label={action.label}
            title={action.label}
            onClick={action.run}
          >
            {action.icon}
          </button>
        ))}
      </div>
    );
  }
  const triggerLabel = `Actions for ${title}`;
  return (
    <>
      {share}
      {/* Radix's menu downloads on the first hover or focus of a card's "…" (all cards share it). */}
      <DeferredTrigger
        preload={LazyCardActionsMenu.preload}
        standIn={(handlers) => (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={triggerLabel}
            aria-haspopup="menu"
            aria-expanded={false}
            {...handlers}
          >
            <MoreHorizontal size={18} aria-hidden />
          </button>
        )}
      >
        {(openNow) => (
          <LazyCardActionsMenu label={triggerLabel} actions={actions} defaultOpen={openNow} />
        )}
      </DeferredTrigger>
    </>
  );
}
