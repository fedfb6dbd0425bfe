/** Scrolls a highlight's passage into view and flashes it (the sidebar's "go to passage"). */
import { spansOf } from './wrap-highlights';

export const FLASH_CLASS = 'highlight-flash';
const FLASH_MS = 1_600;

/** Returns false when the highlight is not drawn under `root`. */
export function flashHighlight(root: Element, id: string): boolean {
  const spans = spansOf(root, id);
  const first = spans[0];
  if (!first) return false;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  first.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  for (const span of spans) {
    span.classList.remove(FLASH_CLASS);
    // Restart the animation when the same passage is chosen twice.
    void span.offsetWidth;
    span.classList.add(FLASH_CLASS);
  }
  window.setTimeout(() => spans.forEach((span) => span.classList.remove(FLASH_CLASS)), FLASH_MS);
  return true;
}
