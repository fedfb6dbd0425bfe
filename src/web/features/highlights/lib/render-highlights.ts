/**
 * One pass of drawing a save's highlights into the article: take the old spans out, collect the
 * text, anchor each highlight (patch, then quote; docs/POCKET-COMPATIBILITY.md §2.6), merge and
 * wrap. Timed with the Performance API under RENDER_MEASURE (bench/highlights-render.bench.ts reads
 * it).
 */
import { applyPatch } from '../../../../common/highlight-patch';
import { collectText } from './collect-text';
import { mergeHighlights, unwrapHighlights, wrapHighlights } from './wrap-highlights';
import type { AnchoredHighlight } from './wrap-highlights';

export const RENDER_MEASURE = 'satchel:highlights-render';

export interface HighlightAnchor {
  id: string;
  quote: string;
  patch: string;
}

export interface RenderResult {
  /** Anchored highlights in document order. */
  anchored: AnchoredHighlight[];
  /** Ids of the highlights that do not anchor in this version of the article. */
  missing: string[];
}

/** Anchors `highlights` in the text under `root` (no DOM changes). */
export function anchorHighlights(
  text: string,
  highlights: readonly HighlightAnchor[],
): RenderResult {
  const anchored: AnchoredHighlight[] = [];
  const missing: string[] = [];
  for (const highlight of highlights) {
    const range = applyPatch(text, highlight.patch, highlight.quote);
    if (range) anchored.push({ id: highlight.id, ...range });
    else missing.push(highlight.id);
  }
  anchored.sort((a, b) => a.start - b.start || a.end - b.end);
  return { anchored, missing };
}

/** Re-draws the highlights under `root`. */
export function renderHighlights(
  root: Element,
  highlights: readonly HighlightAnchor[],
): RenderResult {
  const started = performance.now();
  unwrapHighlights(root);
  const collected = collectText(root);
  const result = anchorHighlights(collected.text, highlights);
  wrapHighlights(collected, mergeHighlights(result.anchored));
  try {
    performance.measure(RENDER_MEASURE, {
      start: started,
      end: performance.now(),
      detail: { highlights: highlights.length },
    });
  } catch {
    // Older engines without measure options: the render matters more than the figure.
  }
  return result;
}
