/**
 * Which ends of a sideways-scrolling strip have more to show, so the strip can say it scrolls
 * (a soft edge and an arrow on that side) instead of cutting its last entry off silently.
 */
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

export type ScrollOverflow = 'none' | 'start' | 'end' | 'both';

/** Sub-pixel widths make a strip scrolled to its end report 0.5 px left: not "more". */
const TOLERANCE_PX = 1;

export function scrollOverflow(
  scrollLeft: number,
  clientWidth: number,
  scrollWidth: number,
): ScrollOverflow {
  // In a right-to-left box scrollLeft runs from 0 down to negative values.
  const before = Math.abs(scrollLeft);
  const after = scrollWidth - clientWidth - before;
  const start = before > TOLERANCE_PX;
  const end = after > TOLERANCE_PX;
  if (start && end) return 'both';
  if (start) return 'start';
  return end ? 'end' : 'none';
}

/** Keeps the overflow of the element in `ref` current as it scrolls, resizes or gets entries. */
export function useScrollOverflow(ref: RefObject<HTMLElement | null>): ScrollOverflow {
  const [overflow, setOverflow] = useState<ScrollOverflow>('none');
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () =>
      setOverflow(scrollOverflow(element.scrollLeft, element.clientWidth, element.scrollWidth));
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(element);
    const mutations = typeof MutationObserver === 'undefined' ? null : new MutationObserver(update);
    mutations?.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      element.removeEventListener('scroll', update);
      resize?.disconnect();
      mutations?.disconnect();
    };
  }, [ref]);
  return overflow;
}
