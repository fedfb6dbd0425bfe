/** A value that follows `value` once it has stopped changing for `delayMs` (the corpus search). */
import { useEffect, useState } from 'react';

/** One request per pause in typing, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
