/**
 * One item of a list on its owner's page: thumbnail, title (opens the original), publisher,
 * the note with Add / Edit / Delete, Remove from list, and the reorder controls — a drag handle
 * (mouse, touch, and keyboard: Space to lift, arrows to move, Space to drop) and Move up / Move
 * down buttons.
 */
import { useSortable } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, MessageSquarePlus, Pencil, Trash2 } from 'lucide-react';
import { imageCacheUrl, THUMBNAIL } from '../../../../common/image-cache-url';
import { CardThumbnail } from '../../../components/ui/card-thumbnail';
import type { ListItem } from '../api/get-shareable-list';
import styles from './list-page.module.css';

export interface ListItemRowProps {
  item: ListItem;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onAddNote: () => void;
  onEditNote: () => void;
  onDeleteNote: () => void;
  onRemove: () => void;
}

/** The item's title; without one (a page still being fetched when added), its address. */
export function itemTitle(item: ListItem): string {
  return item.title ?? item.url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

function IconButton(props: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      className={[styles.iconButton, props.danger ? styles.danger : ''].join(' ')}
      aria-label={props.label}
      title={props.label}
      onClick={props.onClick}
      disabled={props.disabled}
    >
      {props.children}
    </button>
  );
}

export function ListItemRow(props: ListItemRowProps) {
  const { item, index, count } = props;
  const title = itemTitle(item);
  const sortable = useSortable({ id: item.externalId });
  const style = {
    transform: CSS.Transform.toString(sortable.transform),
    transition: sortable.transition,
  };
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={[styles.item, sortable.isDragging ? styles.dragging : ''].join(' ')}
      aria-label={title}
    >
      <button
        type="button"
        className={styles.handle}
        aria-label={`Reorder ${title}`}
        title="Drag to reorder (or press Space, then the arrow keys)"
        {...sortable.attributes}
        {...sortable.listeners}
      >
        <GripVertical size={18} aria-hidden />
      </button>
      <CardThumbnail
        src={imageCacheUrl(item.imageUrl, THUMBNAIL)}
        label={title}
        colorKey={item.publisher}
        className={styles.thumb}
      />
      <div className={styles.itemText}>
        {/* Titles and notes in any language: dir="auto" follows their own first letters. */}
        <a
          href={item.url}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.itemTitle}
          dir="auto"
        >
          {title}
        </a>
        {item.publisher ? <p className={styles.publisher}>{item.publisher}</p> : null}
        {item.note ? (
          <figure className={styles.note}>
            <blockquote className={styles.noteText} dir="auto">
              {item.note}
            </blockquote>
            <figcaption className={styles.noteActions}>
              <button type="button" className={styles.textButton} onClick={props.onEditNote}>
                <Pencil size={14} aria-hidden /> Edit note
              </button>
              <button type="button" className={styles.textButton} onClick={props.onDeleteNote}>
                <Trash2 size={14} aria-hidden /> Delete note
              </button>
            </figcaption>
          </figure>
        ) : (
          <button type="button" className={styles.textButton} onClick={props.onAddNote}>
            <MessageSquarePlus size={14} aria-hidden /> Add note
          </button>
        )}
      </div>
      <div className={styles.itemActions} role="group" aria-label={`Actions for ${title}`}>
        <IconButton
          label={`Move ${title} up`}
          onClick={() => props.onMove(index, index - 1)}
          disabled={index === 0}
        >
          <ArrowUp size={16} aria-hidden />
        </IconButton>
        <IconButton
          label={`Move ${title} down`}
          onClick={() => props.onMove(index, index + 1)}
          disabled={index === count - 1}
        >
          <ArrowDown size={16} aria-hidden />
        </IconButton>
        <IconButton label={`Remove ${title} from the list`} onClick={props.onRemove} danger>
          <Trash2 size={16} aria-hidden />
        </IconButton>
      </div>
    </li>
  );
}
