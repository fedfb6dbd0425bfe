/**
 * The article's plain text as Pocket's reader collected it for highlights
 * (docs/POCKET-COMPATIBILITY.md §2.6): the text nodes in document order, with one space for each
 * element that is not inline, and nothing from script or style. Keeps where each text node sits in
 * that text, so text offsets (from applyPatch) map back to DOM text nodes and DOM points (from a
 * selection) map to offsets.
 */

/** Elements that add no space to the text (every other element adds one before its content). */
export const INLINE_ELEMENTS: ReadonlySet<string> = new Set([
  'a',
  'b',
  'basefont',
  'bdo',
  'big',
  'em',
  'font',
  'i',
  's',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'tt',
  'u',
]);

const SKIPPED_ELEMENTS: ReadonlySet<string> = new Set(['script', 'style']);

/** One text node and its [start, end) in the collected text. */
export interface TextSegment {
  node: Text;
  start: number;
  end: number;
}

export interface CollectedText {
  text: string;
  /** In document order, so in increasing `start`. */
  segments: TextSegment[];
}

export const isInlineElement = (element: Element): boolean =>
  INLINE_ELEMENTS.has(element.localName);

/** Collects the text under `root` (its own tag adds nothing). */
export function collectText(root: Node): CollectedText {
  const parts: string[] = [];
  const segments: TextSegment[] = [];
  let length = 0;
  const visit = (parent: Node) => {
    for (let child = parent.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === Node.TEXT_NODE) {
        const data = (child as Text).data;
        if (data.length === 0) continue;
        segments.push({ node: child as Text, start: length, end: length + data.length });
        parts.push(data);
        length += data.length;
      } else if (child.nodeType === Node.ELEMENT_NODE) {
        const element = child as Element;
        if (SKIPPED_ELEMENTS.has(element.localName)) continue;
        if (!isInlineElement(element)) {
          parts.push(' ');
          length += 1;
        }
        visit(element);
      }
    }
  };
  visit(root);
  return { text: parts.join(''), segments };
}

/** The index of the segment holding `node`, or -1. */
function segmentIndexOf(collected: CollectedText, node: Node): number {
  return collected.segments.findIndex((segment) => segment.node === node);
}

/**
 * The text offset of a DOM point (a Range boundary) under `root`: inside a text node, its place
 * in that node; between nodes, the start of the next collected text node (or the text's end).
 */
export function offsetOfPoint(
  collected: CollectedText,
  root: Node,
  container: Node,
  offset: number,
): number {
  if (container.nodeType === Node.TEXT_NODE) {
    const index = segmentIndexOf(collected, container);
    const segment = collected.segments[index];
    if (segment) return segment.start + Math.min(offset, segment.end - segment.start);
  }
  // The first collected text node at or after the point, in document order.
  let next: Node | null =
    container.nodeType === Node.TEXT_NODE ? null : (container.childNodes[offset] ?? null);
  if (!next) {
    let node: Node | null = container;
    while (node && node !== root && !node.nextSibling) node = node.parentNode;
    next = node && node !== root ? node.nextSibling : null;
  }
  if (!next) return collected.text.length;
  for (const segment of collected.segments) {
    if (segment.node === next) return segment.start;
    const position = next.compareDocumentPosition(segment.node);
    if (
      position & Node.DOCUMENT_POSITION_FOLLOWING ||
      position & Node.DOCUMENT_POSITION_CONTAINED_BY
    ) {
      return segment.start;
    }
  }
  return collected.text.length;
}

/**
 * A DOM range under `root` as [start, end) text offsets, without the whitespace at either end;
 * null when it is outside `root` or holds no text.
 */
export function rangeToOffsets(
  collected: CollectedText,
  root: Node,
  range: Range,
): { start: number; end: number } | null {
  if (!root.contains(range.startContainer) || !root.contains(range.endContainer)) return null;
  let start = offsetOfPoint(collected, root, range.startContainer, range.startOffset);
  let end = offsetOfPoint(collected, root, range.endContainer, range.endOffset);
  const { text } = collected;
  while (start < end && /\s/.test(text[start] ?? '')) start += 1;
  while (end > start && /\s/.test(text[end - 1] ?? '')) end -= 1;
  return end > start ? { start, end } : null;
}
