/**
 * The items of a list in their order, reorderable by drag (pointer or keyboard sensor,
 * @dnd-kit) and by the Move up / Move down buttons. A move is handed to `onReorder` with the
 * whole new order; showing it at once and reverting on failure is the caller's.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { ListItem } from '../api/get-shareable-list';
import { moveItem } from '../state/reorder';
import { itemTitle, ListItemRow } from './list-item-row';
import styles from './list-page.module.css';

export interface SortableItemsProps {
  items: ListItem[];
  onReorder: (next: ListItem[]) => void;
  onAddNote: (item: ListItem) => void;
  onDeleteNote: (item: ListItem) => void;
  onRemove: (item: ListItem) => void;
}

export function SortableItems({
  items,
  onReorder,
  onAddNote,
  onDeleteNote,
  onRemove,
}: SortableItemsProps) {
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.externalId);
  const titleOf = (id: unknown) => {
    const item = items.find((entry) => entry.externalId === id);
    return item ? itemTitle(item) : 'the item';
  };
  const positionOf = (id: unknown) => ids.indexOf(String(id)) + 1;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    onReorder(moveItem(items, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${titleOf(active.id)} is over position ${positionOf(over.id)} of ${ids.length}.`
              : `${titleOf(active.id)} is no longer over the list.`,
          onDragEnd: ({ active, over }) =>
            over
              ? `${titleOf(active.id)} dropped at position ${positionOf(over.id)} of ${ids.length}.`
              : `${titleOf(active.id)} dropped.`,
          onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={styles.items} aria-label="Items in this list">
          {items.map((item, index) => (
            <ListItemRow
              key={item.externalId}
              item={item}
              index={index}
              count={items.length}
              onMove={move}
              onAddNote={() => onAddNote(item)}
              onEditNote={() => onAddNote(item)}
              onDeleteNote={() => onDeleteNote(item)}
              onRemove={() => onRemove(item)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
