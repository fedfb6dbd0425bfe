/** A value that follows `value` once it has stopped changing for `delayMs` (search boxes). */
import { useEffect, useState } from 'react';

/** Debounce for typing in a search box: one request per pause, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
