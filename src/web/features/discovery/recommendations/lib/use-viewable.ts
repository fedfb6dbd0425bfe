import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** Docs/PRODUCT.md §9 "impression requirement viewable": at least half in view for a second. */
export const VIEWABLE_RATIO = 0.5;
export const VIEWABLE_MS = 1000;

/**
 * Calls `onViewable` once the element has been at least half visible for a whole second (the
 * timer restarts when it leaves the view). `enabled` false watches nothing.
 */
export function useViewable(
  ref: RefObject<Element | null>,
  enabled: boolean,
  onViewable: () => void,
): void {
  const callback = useRef(onViewable);
  callback.current = onViewable;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    let timer: number | null = null;
    const stopTimer = () => {
      if (timer !== null) window.clearTimeout(timer);
      timer = null;
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry && entry.isIntersecting && entry.intersectionRatio >= VIEWABLE_RATIO) {
          if (timer === null && document.visibilityState !== 'hidden') {
            timer = window.setTimeout(() => {
              observer.disconnect();
              callback.current();
            }, VIEWABLE_MS);
          }
        } else {
          stopTimer();
        }
      },
      { threshold: [0, VIEWABLE_RATIO, 1] },
    );
    observer.observe(element);
    return () => {
      stopTimer();
      observer.disconnect();
    };
  }, [ref, enabled]);
}
