import DiffMatchPatch from 'diff-match-patch';
import { describe, expect, test } from 'vitest';
import {
  ANNOTATION_CLOSE,
  ANNOTATION_OPEN,
  applyPatch,
  findQuote,
  makePatch,
  normalizeQuote,
} from './highlight-patch.js';

const ARTICLE = [
  'The lighthouse keeper kept a log of every ship that passed the point.',
  'Most entries were short: a name, a time, the weather, a direction.',
  'Some entries were longer, and those are the ones people still read today.',
  'In the winter of 1887 the log records a storm that lasted eleven days.',
  'The keeper wrote that the sea was the colour of slate and the sky was the colour of the sea.',
  'Ships waited in the bay; none passed the point until the twelfth morning.',
  'Most entries were short: a name, a time, the weather, a direction.',
].join(' ');

/** Where `quote` first occurs after `from`, as a [start, end) range. */
function rangeOf(text: string, quote: string, from = 0) {
  const start = text.indexOf(quote, from);
  if (start < 0) throw new Error(`"${quote}" is not in the text`);
  return { start, end: start + quote.length };
}

describe('makePatch / applyPatch', () => {
  test('a patch wraps the selection in the sentinels, in diff-match-patch text form', () => {
    const { start, end } = rangeOf(ARTICLE, 'the colour of slate');
    const patch = makePatch(ARTICLE, start, end);
    // Two hunks, each inserting one sentinel (docs/POCKET-COMPATIBILITY.md §2.6).
    expect(patch.match(/^@@ -\d+,\d+ \+\d+,\d+ @@$/gm)).toHaveLength(2);
    expect(patch).not.toMatch(/^-/m);
    expect(patch).toContain('+%3Cpkt_tag_annotation%3E');
    expect(patch).toContain('+%3C/pkt_tag_annotation%3E');
    // Applied with diff-match-patch itself, it produces the marked text.
    const dmp = new DiffMatchPatch();
    const [patched, results] = dmp.patch_apply(dmp.patch_fromText(patch), ARTICLE);
    expect(results.every(Boolean)).toBe(true);
    expect(patched).toBe(
      ARTICLE.slice(0, start) +
        ANNOTATION_OPEN +
        'the colour of slate' +
        ANNOTATION_CLOSE +
        ARTICLE.slice(end),
    );
  });

  test('round trip: the patch anchors exactly where it was made', () => {
    for (const quote of ['lighthouse', 'a storm that lasted eleven days', 'twelfth morning.']) {
      const range = rangeOf(ARTICLE, quote);
      const patch = makePatch(ARTICLE, range.start, range.end);
      expect(applyPatch(ARTICLE, patch, quote)).toEqual(range);
    }
  });

  test('of two identical passages, the patch picks the one that was selected', () => {
    const quote = 'Most entries were short';
    const second = rangeOf(ARTICLE, quote, rangeOf(ARTICLE, quote).end);
    const patch = makePatch(ARTICLE, second.start, second.end);
    expect(applyPatch(ARTICLE, patch, quote)).toEqual(second);
    expect(findQuote(ARTICLE, quote)).not.toEqual(second);
  });

  test('a patch Pocket made (over the whole page text) anchors in the article text', () => {
    // docs/POCKET-COMPATIBILITY.md §2.6: Pocket's web client took Range(document.body).toString(),
    // split it into before + selection + after and sent patch_toText(patch_make(text, before +
    // <pkt_tag_annotation> + selection + </pkt_tag_annotation> + after)). Its page text had the
    // site's navigation around the article, so the offsets differ from ours.
    const body = `Pocket\nMy List\nDiscover\n\n${ARTICLE}\n\nRecommended stories\n`;
    const selection = 'the sea was the colour of slate';
    const at = body.indexOf(selection);
    const before = body.slice(0, at);
    const after = body.slice(at + selection.length);
    const dmp = new DiffMatchPatch();
    const pocketPatch = dmp.patch_toText(
      dmp.patch_make(
        body,
        `${before}<pkt_tag_annotation>${selection}</pkt_tag_annotation>${after}`,
      ),
    );
    expect(pocketPatch.match(/^@@ /gm)).toHaveLength(2);
    expect(pocketPatch).toContain('+%3Cpkt_tag_annotation%3E\n');
    expect(applyPatch(ARTICLE, pocketPatch, selection)).toEqual(rangeOf(ARTICLE, selection));

    // A short selection: diff-match-patch's semantic clean-up turns it into one hunk that
    // deletes the word and inserts it wrapped. That anchors too.
    const word = 'slate';
    const wordAt = body.indexOf(word);
    const shortPatch = dmp.patch_toText(
      dmp.patch_make(
        body,
        `${body.slice(0, wordAt)}<pkt_tag_annotation>${word}</pkt_tag_annotation>${body.slice(wordAt + word.length)}`,
      ),
    );
    expect(shortPatch).toContain('-slate\n');
    expect(applyPatch(ARTICLE, shortPatch, word)).toEqual(rangeOf(ARTICLE, word));
  });

  test('text changed around the quote: still found (patch fuzz or the quote fallback)', () => {
    const quote = 'a storm that lasted eleven days';
    const range = rangeOf(ARTICLE, quote);
    const patch = makePatch(ARTICLE, range.start, range.end);
    const edited = ARTICLE.replace('In the winter of 1887 the log records', 'The 1887 log notes')
      .replace('The lighthouse keeper', 'An old keeper of the lighthouse')
      .replace('Ships waited in the bay;', 'Ships, many of them, waited in the bay;');
    expect(applyPatch(edited, patch, quote)).toEqual(rangeOf(edited, quote));
    // Far from where the patch expects it, the fallback finds it.
    const moved = `${'Filler sentence. '.repeat(400)}${edited}`;
    expect(applyPatch(moved, patch, quote)).toEqual(rangeOf(moved, quote));
  });

  test('the sentinels land on other text: the quote check rejects them, the fallback wins', () => {
    const quote = 'the colour of slate';
    const range = rangeOf(ARTICLE, quote);
    const patch = makePatch(ARTICLE, range.start, range.end);
    const edited = ARTICLE.replace('the colour of slate', 'grey as slate').concat(
      ' Later keepers said the colour of slate was his favourite phrase.',
    );
    expect(applyPatch(edited, patch, quote)).toEqual(rangeOf(edited, quote));
  });

  test('the quote gone: null', () => {
    const quote = 'a storm that lasted eleven days';
    const range = rangeOf(ARTICLE, quote);
    const patch = makePatch(ARTICLE, range.start, range.end);
    expect(applyPatch(ARTICLE.replace(quote, 'a long storm'), patch, quote)).toBeNull();
    expect(applyPatch('Something else entirely.', patch, quote)).toBeNull();
  });

  test('a broken patch falls back to the quote; an empty quote never anchors', () => {
    expect(applyPatch(ARTICLE, 'not a patch', 'eleven days')).toEqual(
      rangeOf(ARTICLE, 'eleven days'),
    );
    expect(applyPatch(ARTICLE, '', 'eleven days')).toEqual(rangeOf(ARTICLE, 'eleven days'));
    expect(applyPatch(ARTICLE, makePatch(ARTICLE, 0, 3), '  ')).toBeNull();
  });

  test('whitespace differences between the quote and the text do not matter', () => {
    const text = 'First paragraph ends here.\n   \nSecond paragraph starts here.';
    const start = text.indexOf('ends');
    const end = text.indexOf('starts') + 'starts'.length;
    const patch = makePatch(text, start, end);
    // A browser selection's text puts a blank line between paragraphs.
    expect(applyPatch(text, patch, 'ends here.\n\nSecond paragraph starts')).toEqual({
      start,
      end,
    });
    expect(findQuote(text, ' here. Second ')).toEqual({
      start: text.indexOf('here.'),
      end: text.indexOf('Second') + 'Second'.length,
    });
    expect(normalizeQuote(' a \n\t b ')).toBe('a b');
  });

  test('special characters survive the %-encoding and regex escaping', () => {
    const text = 'Prices (in $) rose 50% [sic] — “quoted” text, naïve café & <tags>? Yes.';
    const quote = '50% [sic] — “quoted” text, naïve café & <tags>?';
    const range = rangeOf(text, quote);
    const patch = makePatch(text, range.start, range.end);
    expect(applyPatch(text, patch, quote)).toEqual(range);
    expect(findQuote(text, quote)).toEqual(range);
  });

  test('a long article: the patch still anchors at its place among repeats', () => {
    const paragraph = 'Every paragraph of this long article repeats the same sentence. ';
    const text = paragraph.repeat(2_000);
    const at = paragraph.length * 1_500 + 6;
    const patch = makePatch(text, at, at + 'paragraph'.length);
    expect(applyPatch(text, patch, 'paragraph')).toEqual({ start: at, end: at + 9 });
  });
});
