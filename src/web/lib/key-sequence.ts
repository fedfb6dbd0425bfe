/**
 * Multi-key shortcuts such as "g u" (spec §2 keyboard shortcuts): the keys must follow one
 * another within 1000 ms (spec §9), and keys typed into a field never count.
 */
import { useEffect, useRef } from 'react';

export const SEQUENCE_TIMEOUT_MS = 1000;

/** True when the event comes from somewhere the user is typing. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

/**
 * A matcher for one key sequence: feed it keys with their times; it answers true when the
 * sequence is complete. Pure, for tests.
 */
export function createSequenceMatcher(sequence: readonly string[], timeout = SEQUENCE_TIMEOUT_MS) {
  let position = 0;
  let last = 0;
  return (key: string, time: number): boolean => {
    if (position > 0 && time - last > timeout) position = 0;
    last = time;
    if (key.toLowerCase() === sequence[position]) {
      position += 1;
      if (position === sequence.length) {
        position = 0;
        return true;
      }
      return false;
    }
    position = key.toLowerCase() === sequence[0] ? 1 : 0;
    return false;
  };
}

/** Calls `onMatch` when the user types `sequence` (e.g. ['g', 'u']) outside text fields. */
export function useKeySequence(sequence: readonly string[], onMatch: () => void): void {
  const handler = useRef(onMatch);
  useEffect(() => {
    handler.current = onMatch;
  });
  const joined = sequence.join(' ');
  useEffect(() => {
    const match = createSequenceMatcher(joined.split(' '));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      if (event.key.length !== 1) return;
      if (match(event.key, event.timeStamp || Date.now())) {
        event.preventDefault();
        handler.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [joined]);
}
