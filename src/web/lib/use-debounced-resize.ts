/**
 * Layout measurements that follow window and element resizes, debounced by 100 ms (docs/PRODUCT.md
 * §9 "Window resize debounce 100 ms"), so a drag-resize re-lays out once instead of every frame.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

export const RESIZE_DEBOUNCE_MS = 100;

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
}

/** Calls `fn` once, `wait` ms after the last call. */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const debounced = (...args: A) => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      fn(...args);
    }, wait);
  };
  debounced.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return debounced;
}

/**
 * Calls `measure(element)` at once when mounted, then 100 ms after the window or the element
 * stops resizing.
 */
export function useDebouncedResize<T extends HTMLElement>(
  ref: RefObject<T | null>,
  measure: (element: T) => void,
  wait = RESIZE_DEBOUNCE_MS,
): void {
  const latest = useRef(measure);
  useEffect(() => {
    latest.current = measure;
  });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    latest.current(element);
    const update = debounce(() => latest.current(element), wait);
    window.addEventListener('resize', update);
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => update());
    observer?.observe(element);
    return () => {
      update.cancel();
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [ref, wait]);
}
