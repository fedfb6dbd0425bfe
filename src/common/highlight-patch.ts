/**
 * Highlight anchors in Pocket's format (docs/POCKET-COMPATIBILITY.md §2.6, version 2): the patch is
 * Google diff-match-patch's `patch_toText` between the article's plain text and the same text with
 * the selection wrapped in `<pkt_tag_annotation>` … `</pkt_tag_annotation>`. To anchor, the patch
 * is applied and the text between the sentinels must equal the quote; otherwise the first
 * occurrence of the quote is used. Pure text functions, so highlights made by Pocket-era clients,
 * the web client and the server all anchor the same way.
 */
import DiffMatchPatch from 'diff-match-patch';

export const ANNOTATION_OPEN = '<pkt_tag_annotation>';
export const ANNOTATION_CLOSE = '</pkt_tag_annotation>';

/** A half-open range of UTF-16 offsets into a text. */
export interface TextRange {
  start: number;
  end: number;
}

/**
 * Context around a patch's expected place that is handed to diff-match-patch. Its fuzzy match
 * rejects places more than Match_Distance × Match_Threshold (500) characters away, so a window
 * this wide gives the same answer as the whole text at a fraction of the cost on long articles.
 */
const APPLY_WINDOW = 4_000;

function newDmp(): DiffMatchPatch {
  return new DiffMatchPatch();
}

/** Runs of whitespace as one space, trimmed: how quotes are compared. */
export function normalizeQuote(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The v2 patch that marks `text[start, end)` (the offsets are clamped and ordered). */
export function makePatch(text: string, start: number, end: number): string {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(text.length, Math.max(start, end, 0));
  // The diff is known: two insertions. Handing it to patch_make directly (rather than the two
  // texts) skips a diff of the whole article and the semantic clean-up, which would turn a short
  // selection into "delete it, insert it wrapped"; insertions alone apply more robustly.
  const diffs: [number, string][] = [
    [DiffMatchPatch.DIFF_EQUAL, text.slice(0, from)],
    [DiffMatchPatch.DIFF_INSERT, ANNOTATION_OPEN],
    [DiffMatchPatch.DIFF_EQUAL, text.slice(from, to)],
    [DiffMatchPatch.DIFF_INSERT, ANNOTATION_CLOSE],
    [DiffMatchPatch.DIFF_EQUAL, text.slice(to)],
  ];
  const dmp = newDmp();
  return dmp.patch_toText(
    dmp.patch_make(
      text,
      diffs.filter(([, part]) => part !== ''),
    ),
  );
}

/**
 * The first occurrence of `quote` in `text` (trimmed; any run of whitespace in the quote matches
 * any run of whitespace in the text, since a selection's text and the collected article text
 * space paragraphs differently), or null.
 */
export function findQuote(text: string, quote: string): TextRange | null {
  const words = normalizeQuote(quote).split(' ').filter(Boolean);
  if (words.length === 0) return null;
  const pattern = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+');
  const match = new RegExp(pattern).exec(text);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}

/** The fields of a diff-match-patch hunk this module reads (its typings describe a constructor). */
interface Hunk {
  start1: number | null;
  start2: number | null;
  length1: number;
}

/** The patch's hunks, or [] when it is not a diff-match-patch text patch. */
function parsePatch(dmp: DiffMatchPatch, patch: string): Hunk[] {
  try {
    return dmp.patch_fromText(patch) as unknown as Hunk[];
  } catch {
    return [];
  }
}

/** Where the patch's sentinels land in `text`, or null when they do not both apply. */
function patchRange(text: string, patch: string): TextRange | null {
  const dmp = newDmp();
  const patches = parsePatch(dmp, patch);
  if (patches.length === 0) return null;
  // Apply within a window around the hunks' expected places (see APPLY_WINDOW).
  const starts = patches.map((p) => p.start1 ?? 0);
  const ends = patches.map((p) => (p.start1 ?? 0) + p.length1);
  const from = Math.max(0, Math.min(Math.min(...starts), text.length) - APPLY_WINDOW);
  const to = Math.min(text.length, Math.max(...ends) + APPLY_WINDOW);
  for (const p of patches) {
    if (p.start1 !== null) p.start1 -= from;
    if (p.start2 !== null) p.start2 -= from;
  }
  const part = text.slice(from, to);
  const [patched] = dmp.patch_apply(
    patches as unknown as Parameters<DiffMatchPatch['patch_apply']>[0],
    part,
  );
  const open = patched.indexOf(ANNOTATION_OPEN);
  if (open < 0) return null;
  const close = patched.indexOf(ANNOTATION_CLOSE, open + ANNOTATION_OPEN.length);
  if (close < 0) return null;
  // A v2 patch only inserts the sentinels, so the text before the opening one is unchanged.
  const start = from + open;
  const end = from + close - ANNOTATION_OPEN.length;
  const inside = patched.slice(open + ANNOTATION_OPEN.length, close);
  return text.slice(start, end) === inside ? { start, end } : null;
}

/**
 * Anchors a highlight in `text`: the patch's sentinel-wrapped part when it equals the quote
 * (whitespace-insensitively), else the first occurrence of the quote, else null (the highlight
 * does not anchor in this version of the article).
 */
export function applyPatch(text: string, patch: string, quote: string): TextRange | null {
  const wanted = normalizeQuote(quote);
  if (!wanted) return null;
  const range = patchRange(text, patch);
  if (range && normalizeQuote(text.slice(range.start, range.end)) === wanted) return range;
  return findQuote(text, quote);
}
