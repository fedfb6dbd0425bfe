import { useEffect, useRef } from 'react';

export interface ReaderShortcutHandlers {
  back: () => void;
  archive?: () => void;
  favorite?: () => void;
  remove?: () => void;
  fontSize: (delta: 1 | -1) => void;
  /** Only given to premium users: otherwise alt+= / alt+- stay unbound (spec §2, §6). */
  columnWidth?: (delta: 1 | -1) => void;
}

/** True while focus is somewhere text can be typed: no shortcut fires there. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'color', 'file'].includes(
    type,
  );
}

/** +1 for `=` / `+`, -1 for `-` / `_` (by key, or by physical key when a modifier changed it). */
function stepOf(event: KeyboardEvent): 1 | -1 | null {
  if (event.key === '=' || event.key === '+' || event.code === 'Equal') return 1;
  if (event.key === '-' || event.key === '_' || event.code === 'Minus') return -1;
  return null;
}

/**
 * Reader shortcuts (spec §2 "Reader"): b back to saves, a archive, f favorite, d delete,
 * ctrl+= / ctrl+- font size, alt+= / alt+- column width (premium only).
 */
export function useReaderShortcuts(handlers: ReaderShortcutHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || isTypingTarget(event.target)) return;
      const h = latest.current;
      const step = stepOf(event);
      if (step !== null && event.ctrlKey && !event.altKey && !event.metaKey) {
        event.preventDefault();
        h.fontSize(step);
        return;
      }
      if (step !== null && event.altKey && !event.ctrlKey && !event.metaKey) {
        if (!h.columnWidth) return;
        event.preventDefault();
        h.columnWidth(step);
        return;
      }
      if (event.ctrlKey || event.altKey || event.metaKey || event.repeat) return;
      const action = { b: h.back, a: h.archive, f: h.favorite, d: h.remove }[
        event.key.toLowerCase()
      ];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
