/**
 * The limits every OPML upload shares (docs/FEEDS.md "Limits"): the feeds one file may hold, the
 * folders' nesting, and the refusal in words. The file's feeds are counted before any of them is
 * looked at, so a file past the limit costs its parse (in the worker) and nothing else.
 */
import { badInput, type DomainError } from '../../core/errors.js';

/** Feed outlines one OPML file may hold: a heavy reader follows 1–2 thousand feeds. */
export const MAX_OPML_FEEDS = 2_000;
/** Folders inside folders: readers nest two or three deep. */
export const MAX_OPML_DEPTH = 32;

interface CountedOutline {
  xmlUrl?: string | undefined;
  outlines?: readonly CountedOutline[] | undefined;
}

/** Feed outlines (those with an xmlUrl) anywhere in the tree, walked without recursion. */
export function opmlShape(outlines: readonly CountedOutline[]): { feeds: number; depth: number } {
  let feeds = 0;
  let depth = 0;
  const stack: Array<{ outlines: readonly CountedOutline[]; depth: number }> = [
    { outlines, depth: 1 },
  ];
  while (stack.length > 0) {
    const level = stack.pop()!;
    for (const outline of level.outlines) {
      if (outline.xmlUrl?.trim()) feeds += 1;
      depth = Math.max(depth, level.depth);
      if (outline.outlines?.length)
        stack.push({ outlines: outline.outlines, depth: level.depth + 1 });
    }
  }
  return { feeds, depth };
}

/** The refusal of a file past the limits, or undefined when it is within them. */
export function opmlRefusal(
  outlines: readonly CountedOutline[],
  maxFeeds = MAX_OPML_FEEDS,
): DomainError | undefined {
  const { feeds, depth } = opmlShape(outlines);
  if (feeds > maxFeeds) {
    return badInput(
      `This OPML has ${feeds.toLocaleString('en')} feeds; Satchel takes at most ${maxFeeds.toLocaleString('en')} at once. Split the file and upload each part.`,
      'file',
    );
  }
  if (depth > MAX_OPML_DEPTH) {
    return badInput(
      `This OPML nests its folders ${depth.toLocaleString('en')} deep; Satchel reads at most ${MAX_OPML_DEPTH} levels.`,
      'file',
    );
  }
  return undefined;
}
