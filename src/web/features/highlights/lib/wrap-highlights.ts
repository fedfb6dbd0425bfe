/**
 * Draws anchored highlights into the article DOM and takes them out again
 * (docs/POCKET-COMPATIBILITY.md §2.6): overlapping highlights merge into one run, and each run is
 * wrapped per text node in `<span class="highlight" data-annotation-id="…">`. Spans are inline, so
 * wrapping does not change the collected text; unwrapping restores the original text nodes.
 */
import { isInlineElement } from './collect-text';
import type { CollectedText, TextSegment } from './collect-text';

export const HIGHLIGHT_CLASS = 'highlight';
const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** One highlight's place in the collected text. */
export interface AnchoredHighlight {
  id: string;
  start: number;
  end: number;
}

/** A run of overlapping highlights, drawn as one. */
export interface HighlightRun {
  start: number;
  end: number;
  members: AnchoredHighlight[];
}

/** Sorts highlights by place and merges the ones that overlap into runs. */
export function mergeHighlights(highlights: readonly AnchoredHighlight[]): HighlightRun[] {
  const sorted = highlights
    .filter((h) => h.end > h.start)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const runs: HighlightRun[] = [];
  for (const highlight of sorted) {
    const last = runs.at(-1);
    if (last && highlight.start < last.end) {
      last.end = Math.max(last.end, highlight.end);
      last.members.push(highlight);
    } else {
      runs.push({ start: highlight.start, end: highlight.end, members: [highlight] });
    }
  }
  return runs;
}

/** Whitespace between blocks (e.g. "\n" between two paragraphs): never wrapped. */
function isBlockGap(node: Text): boolean {
  if (!/^\s*$/.test(node.data)) return false;
  const parent = node.parentElement;
  if (!parent || parent.namespaceURI !== HTML_NS) return true;
  const blockish = (sibling: ChildNode | null) =>
    sibling === null || (sibling instanceof Element && !isInlineElement(sibling));
  return blockish(node.previousSibling) && blockish(node.nextSibling);
}

/** Text that cannot hold a span (inside SVG or MathML). */
function cannotWrap(node: Text): boolean {
  const parent = node.parentElement;
  return !parent || parent.namespaceURI !== HTML_NS;
}

interface Piece {
  from: number;
  to: number;
  ids: string[];
}

/**
 * Wraps the runs' text, per text node, in highlight spans. `collected` must describe the DOM as
 * it is now (collect after unwrapping). Returns the spans in document order.
 */
export function wrapHighlights(
  collected: CollectedText,
  runs: readonly HighlightRun[],
): HTMLElement[] {
  const byNode: { segment: TextSegment; pieces: Piece[] }[] = [];
  let s = 0;
  for (const run of runs) {
    while (s < collected.segments.length && collected.segments[s]!.end <= run.start) s += 1;
    for (let i = s; i < collected.segments.length; i += 1) {
      const segment = collected.segments[i]!;
      if (segment.start >= run.end) break;
      const from = Math.max(run.start, segment.start);
      const to = Math.min(run.end, segment.end);
      if (to <= from) continue;
      // Split where the members change, so each highlight's own spans can be found.
      const cuts = [from, to];
      for (const m of run.members) {
        if (m.start > from && m.start < to) cuts.push(m.start);
        if (m.end > from && m.end < to) cuts.push(m.end);
      }
      const points = [...new Set(cuts)].sort((a, b) => a - b);
      for (let c = 0; c + 1 < points.length; c += 1) {
        const a = points[c]!;
        const b = points[c + 1]!;
        const ids = run.members.filter((m) => m.start < b && m.end > a).map((m) => m.id);
        const piece = { from: a - segment.start, to: b - segment.start, ids };
        const last = byNode.at(-1);
        if (last?.segment === segment) last.pieces.push(piece);
        else byNode.push({ segment, pieces: [piece] });
      }
    }
  }
  const spans: HTMLElement[][] = [];
  for (const { segment, pieces } of byNode) {
    const node = segment.node;
    if (isBlockGap(node) || cannotWrap(node)) continue;
    const wrapped: HTMLElement[] = [];
    // From the end backwards: splitting keeps the earlier offsets of `node` valid.
    for (let p = pieces.length - 1; p >= 0; p -= 1) {
      const piece = pieces[p]!;
      if (piece.to < node.data.length) node.splitText(piece.to);
      const middle = piece.from > 0 ? node.splitText(piece.from) : node;
      const span = node.ownerDocument.createElement('span');
      span.className = HIGHLIGHT_CLASS;
      span.dataset.annotationId = piece.ids[0] ?? '';
      span.dataset.annotationIds = piece.ids.join(' ');
      middle.parentNode!.insertBefore(span, middle);
      span.appendChild(middle);
      wrapped.push(span);
    }
    spans.push(wrapped.reverse());
  }
  return spans.flat();
}

/** Takes every highlight span under `root` out, leaving the text as it was. */
export function unwrapHighlights(root: Element): void {
  const spans = root.querySelectorAll<HTMLElement>(`span.${HIGHLIGHT_CLASS}[data-annotation-id]`);
  if (spans.length === 0) return;
  for (const span of spans) span.replaceWith(...span.childNodes);
  root.normalize();
}

/** The highlight spans of one highlight (it may share spans with the ones it overlaps). */
export function spansOf(root: Element, id: string): HTMLElement[] {
  return [
    ...root.querySelectorAll<HTMLElement>(`span.${HIGHLIGHT_CLASS}[data-annotation-ids]`),
  ].filter((span) => (span.dataset.annotationIds ?? '').split(' ').includes(id));
}
