/**
 * The number the upload bar shows: it grows by a factor of 1.5 every 10 ms (docs/PRODUCT.md §9) up
 * to what the browser has sent. With prefers-reduced-motion it shows that value straight away.
 */
import { useEffect, useState } from 'react';
import { nextProgress, PROGRESS_TICK_MS } from '../state/import-upload';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function useGrowingProgress(active: boolean, cap: number): number {
  const [value, setValue] = useState(0);
  const reduced = prefersReducedMotion();

  useEffect(() => {
    if (!active) {
      setValue(0);
      return;
    }
    if (reduced) return;
    const timer = window.setInterval(() => {
      setValue((current) => nextProgress(current, cap));
    }, PROGRESS_TICK_MS);
    return () => window.clearInterval(timer);
  }, [active, cap, reduced]);

  if (!active) return 0;
  return reduced ? Math.min(100, cap) : Math.min(value, cap);
}
