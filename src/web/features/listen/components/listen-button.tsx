/**
 * The reader toolbar's Listen button: opens (and closes) the player bar for the item. The bar
 * is drawn at the bottom of the page, outside the sticky toolbar.
 */
import { Headphones } from 'lucide-react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { ListenPlayer } from './listen-player';

export interface ListenButtonProps {
  /** The save's item id. */
  itemId: string;
  /** The toolbar's button class, so Listen looks like its neighbours. */
  className?: string;
}

export function ListenButton({ itemId, className }: ListenButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label="Listen"
        title="Listen"
        aria-pressed={open}
        aria-controls={open ? 'listen-player' : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Headphones size={18} aria-hidden />
      </button>
      {open
        ? createPortal(
            <ListenPlayer itemId={itemId} onClose={() => setOpen(false)} />,
            document.body,
          )
        : null}
    </>
  );
}
