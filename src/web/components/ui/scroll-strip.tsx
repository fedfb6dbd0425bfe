/**
 * A row that scrolls sideways when it does not fit (the saves views on a phone) and shows it:
 * the side with more to see fades out and carries an arrow that scrolls one screen's worth.
 * Keyboard users reach every entry with Tab (the browser scrolls it into view), so the arrows
 * are for pointers and stay out of the tab order and the accessibility tree.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useScrollOverflow } from '../../lib/scroll-overflow';
import styles from './scroll-strip.module.css';

/** Room left beside the revealed entry, so its neighbour shows there is more. */
const REVEAL_MARGIN_PX = 48;

export interface ScrollStripProps {
  children: ReactNode;
  /** The outer box (placed by the page's layout). */
  className?: string;
  /** The scrolling box (its overflow, margins and padding come from the page). */
  scrollerClassName?: string;
  /** When it changes (the route), the current entry (aria-current) is scrolled into view. */
  revealKey?: string;
}

export function ScrollStrip({
  children,
  className,
  scrollerClassName,
  revealKey,
}: ScrollStripProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const overflow = useScrollOverflow(scroller);
  useRevealCurrent(scroller, revealKey);
  const more = (side: 'start' | 'end') => overflow === side || overflow === 'both';
  const scroll = (direction: 1 | -1) => {
    const element = scroller.current;
    if (!element) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    element.scrollBy({
      left: direction * element.clientWidth * 0.75,
      behavior: reduce ? 'auto' : 'smooth',
    });
  };
  return (
    <div
      className={[styles.strip, className ?? ''].join(' ')}
      data-overflow={overflow}
      data-testid="scroll-strip"
    >
      <div ref={scroller} className={[styles.scroller, scrollerClassName ?? ''].join(' ')}>
        {children}
      </div>
      {more('start') ? (
        <button
          type="button"
          className={`${styles.arrow} ${styles.start}`}
          tabIndex={-1}
          aria-hidden
          title="Scroll back"
          onClick={() => scroll(-1)}
        >
          <ChevronLeft size={18} aria-hidden />
        </button>
      ) : null}
      {more('end') ? (
        <button
          type="button"
          className={`${styles.arrow} ${styles.end}`}
          tabIndex={-1}
          aria-hidden
          title="Scroll for more"
          onClick={() => scroll(1)}
        >
          <ChevronRight size={18} aria-hidden />
        </button>
      ) : null}
    </div>
  );
}

/**
 * Scrolls the current entry (aria-current) into the strip's view when `revealKey` changes, and
 * again while entries arrive (lists, pinned tags) until the user scrolls the strip themselves.
 */
function useRevealCurrent(scroller: RefObject<HTMLDivElement | null>, revealKey?: string) {
  useEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    const reveal = () => {
      const current = element.querySelector<HTMLElement>('[aria-current="page"]');
      if (!current || element.scrollWidth <= element.clientWidth) return;
      // Sideways only: the page itself must not jump.
      const box = element.getBoundingClientRect();
      const entry = current.getBoundingClientRect();
      if (entry.left < box.left) element.scrollLeft -= box.left - entry.left + REVEAL_MARGIN_PX;
      else if (entry.right > box.right)
        element.scrollLeft += entry.right - box.right + REVEAL_MARGIN_PX;
    };
    reveal();
    const mutations = typeof MutationObserver === 'undefined' ? null : new MutationObserver(reveal);
    mutations?.observe(element, { childList: true, subtree: true });
    const stop = () => mutations?.disconnect();
    // The strip (the scroller and its arrows): any touch of it is the user's own scrolling.
    const strip = element.parentElement ?? element;
    const events = ['pointerdown', 'wheel', 'touchstart', 'keydown'] as const;
    for (const name of events) strip.addEventListener(name, stop, { passive: true });
    return () => {
      stop();
      for (const name of events) strip.removeEventListener(name, stop);
    };
  }, [scroller, revealKey]);
}
