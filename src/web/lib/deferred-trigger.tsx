/**
 * A menu's trigger whose code (Radix, the menu's items) downloads on the first hover or focus and
 * mounts on the first use (docs/DECISIONS.md §24.5: none of it on the first load's path). Until
 * then a plain button that looks the same stands in; a click, Enter, Space or ArrowDown on it
 * mounts the real menu already open.
 */
import { useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { LoadBoundary } from './lazy-component';

export interface StandInHandlers {
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}

export interface DeferredTriggerProps {
  preload: () => Promise<unknown>;
  /** The stand-in button, given the handlers to spread on it (none while the code downloads). */
  standIn: (handlers: StandInHandlers) => ReactNode;
  /** The real menu, rendered from the first use on; `openNow`: open it as it mounts. */
  children: (openNow: boolean) => ReactNode;
}

export function DeferredTrigger({ preload, standIn, children }: DeferredTriggerProps) {
  const [used, setUsed] = useState(false);
  if (used) return <LoadBoundary fallback={standIn({})}>{children(true)}</LoadBoundary>;
  const hint = () => void preload().catch(() => undefined);
  return standIn({
    onPointerEnter: hint,
    onFocus: hint,
    onClick: () => setUsed(true),
    onKeyDown: (event) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      setUsed(true);
    },
  });
}
