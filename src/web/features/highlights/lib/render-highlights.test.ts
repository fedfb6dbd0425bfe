// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest';
import { makePatch, normalizeQuote } from '../../../../common/highlight-patch';
import { collectText, rangeToOffsets } from './collect-text';
import { renderHighlights } from './render-highlights';
import type { HighlightAnchor } from './render-highlights';
import { mergeHighlights, spansOf, unwrapHighlights } from './wrap-highlights';

/**
 * A fixture article's expected readable HTML (../shared/fixtures/articles). Web code has no Node
 * types and Vite will not serve files outside the project, so fs comes from the running Node.
 */
function fixture(name: string): string {
  type Fs = { readFileSync: (path: URL, encoding: 'utf8') => string };
  const node = globalThis as unknown as { process: { getBuiltinModule: (id: string) => Fs } };
  // (Not `new URL(literal, import.meta.url)`: Vite would turn that into an asset import.)
  const here = import.meta.url;
  const url = new URL(`../../../../../../shared/fixtures/articles/${name}/expected.html`, here);
  return node.process.getBuiltinModule('node:fs').readFileSync(url, 'utf8');
}
const mozilla = fixture('mozilla-1');
const wikipedia = fixture('wikipedia-2');

afterEach(() => {
  document.body.innerHTML = '';
});

function article(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

/** A highlight over the first occurrence of `quote` in the collected text of `root`. */
function highlightOf(root: Element, id: string, quote: string, occurrence = 0): HighlightAnchor {
  const { text } = collectText(root);
  let start = -1;
  for (let i = 0; i <= occurrence; i += 1) start = text.indexOf(quote, start + 1);
  if (start < 0) throw new Error(`"${quote}" is not in the article text`);
  return { id, quote, patch: makePatch(text, start, start + quote.length) };
}

/** The text of each highlight, from its spans. */
function drawn(root: Element, id: string): string {
  return spansOf(root, id)
    .map((span) => span.textContent)
    .join('');
}

describe('collectText', () => {
  test('one space per non-inline element, inline elements add none, script and style skipped', () => {
    const root = article(
      '<p>One <em>two</em> <a href="#">three</a></p><ul><li>a</li><li>b<br>c</li></ul>' +
        '<script>var x = 1;</script><style>p { color: red }</style><h2>Four<code>five</code></h2>',
    );
    const { text, segments } = collectText(root);
    expect(text).toBe(' One two three  a b c Four five');
    for (const segment of segments) {
      expect(text.slice(segment.start, segment.end)).toBe(segment.node.data);
    }
  });

  test('a DOM range maps to text offsets, trimmed of surrounding whitespace', () => {
    const root = article('<p>Alpha <b>beta</b> gamma.</p>\n<p>Delta epsilon.</p>');
    const collected = collectText(root);
    const range = document.createRange();
    const beta = root.querySelector('b')!.firstChild!;
    const delta = root.querySelectorAll('p')[1]!.firstChild!;
    range.setStart(beta, 2);
    range.setEnd(delta, 5);
    const offsets = rangeToOffsets(collected, root, range)!;
    expect(normalizeQuote(collected.text.slice(offsets.start, offsets.end))).toBe(
      'ta gamma. Delta',
    );
    // A range given as element positions: from before the first paragraph to its end.
    range.setStart(root, 0);
    range.setEnd(root.querySelector('p')!, 3);
    const whole = rangeToOffsets(collected, root, range)!;
    expect(collected.text.slice(whole.start, whole.end)).toBe('Alpha beta gamma.');
    // Outside the article: null.
    const outside = document.createElement('p');
    outside.textContent = 'elsewhere';
    document.body.append(outside);
    range.selectNodeContents(outside);
    expect(rangeToOffsets(collected, root, range)).toBeNull();
  });
});

describe('renderHighlights on fixture articles', () => {
  test('create, render, re-render: the spans hold the quotes; unwrapping restores the article', () => {
    const root = article(mozilla);
    const original = root.innerHTML;
    const highlights = [
      highlightOf(root, 'a', 'make it work the way you do'),
      // Across an inline break and two paragraphs' worth of structure.
      highlightOf(
        root,
        'b',
        'Open the “Customize” panel to add, move or remove any button you want.',
      ),
      highlightOf(root, 'c', 'Sync'),
    ];
    const result = renderHighlights(root, highlights);
    expect(result.missing).toEqual([]);
    expect(result.anchored.map((h) => h.id)).toEqual(['a', 'b', 'c']);
    expect(drawn(root, 'a')).toBe('make it work the way you do');
    expect(drawn(root, 'b')).toBe(
      'Open the “Customize” panel to add, move or remove any button you want.',
    );
    expect(drawn(root, 'c')).toBe('Sync');
    // Rendering again gives the same spans, not nested ones.
    renderHighlights(root, highlights);
    expect(root.querySelectorAll('span.highlight span.highlight')).toHaveLength(0);
    expect(drawn(root, 'b')).toContain('Customize');
    unwrapHighlights(root);
    expect(root.innerHTML).toBe(original);
  });

  test('a highlight across paragraphs is wrapped per text node, not between blocks', () => {
    const root = article('<p>First para ends here.</p>\n<p>Second <em>para</em> starts.</p>');
    const { text } = collectText(root);
    const start = text.indexOf('ends');
    const end = text.indexOf('starts') + 'starts'.length;
    renderHighlights(root, [
      { id: 'x', quote: text.slice(start, end), patch: makePatch(text, start, end) },
    ]);
    const spans = spansOf(root, 'x');
    expect(spans.map((s) => s.textContent)).toEqual(['ends here.', 'Second ', 'para', ' starts']);
    expect(spans.every((s) => s.parentElement?.localName !== 'div')).toBe(true);
  });

  test('the article re-parsed with changes: highlights whose quote remains still anchor', () => {
    const root = article(wikipedia);
    const quotes = [
      'Because of its remoteness, it was one of the last lands to be settled by humans.',
      'distinct biodiversity of animal, fungal, and plant life',
      'Polynesians settled in the islands',
    ];
    const highlights = quotes.map((quote, i) => highlightOf(root, `h${i}`, quote));
    // A new introduction and a rewritten sentence elsewhere.
    const changed = wikipedia
      .replace('<p>', '<p>An editor’s note added much later, pushing everything down. </p><p>')
      .replace('During its long period of isolation', 'During its very long period of isolation')
      .replace('Sometime between 1250 and 1300', 'Probably between 1250 and 1300');
    expect(changed).toContain('very long period');
    document.body.innerHTML = '';
    const reparsed = article(changed);
    const result = renderHighlights(reparsed, highlights);
    expect(result.missing).toEqual([]);
    for (const [i, quote] of quotes.entries()) expect(drawn(reparsed, `h${i}`)).toBe(quote);
  });

  test('the quote gone from the article: listed as missing, others still drawn', () => {
    const root = article('<p>Keep this sentence.</p><p>Remove this other sentence.</p>');
    const highlights = [
      highlightOf(root, 'kept', 'Keep this sentence.'),
      highlightOf(root, 'gone', 'this other sentence'),
    ];
    document.body.innerHTML = '';
    const edited = article('<p>Keep this sentence.</p><p>Something new.</p>');
    const result = renderHighlights(edited, highlights);
    expect(result.missing).toEqual(['gone']);
    expect(drawn(edited, 'kept')).toBe('Keep this sentence.');
  });

  test('overlapping highlights merge into one run; each keeps its own spans', () => {
    const root = article('<p>The quick brown fox jumps over the lazy dog.</p>');
    const a = highlightOf(root, 'a', 'quick brown fox');
    const b = highlightOf(root, 'b', 'brown fox jumps');
    renderHighlights(root, [a, b]);
    const spans = [...root.querySelectorAll<HTMLElement>('span.highlight')];
    // One continuous run, split where the members change.
    expect(spans.map((s) => s.textContent).join('')).toBe('quick brown fox jumps');
    expect(spans.map((s) => s.dataset.annotationIds)).toEqual(['a', 'a b', 'b']);
    expect(drawn(root, 'a')).toBe('quick brown fox');
    expect(drawn(root, 'b')).toBe('brown fox jumps');
    expect(
      mergeHighlights([
        { id: 'a', start: 0, end: 5 },
        { id: 'b', start: 3, end: 9 },
        { id: 'c', start: 9, end: 12 },
      ]).map((run) => [run.start, run.end, run.members.map((m) => m.id)]),
    ).toEqual([
      [0, 9, ['a', 'b']],
      [9, 12, ['c']],
    ]);
  });

  test('a repeated passage: the patch picks the selected occurrence', () => {
    const root = article('<p>Say it once.</p><p>Say it once.</p><p>Say it once.</p>');
    const second = highlightOf(root, 'two', 'Say it once.', 1);
    renderHighlights(root, [second]);
    const paragraphs = root.querySelectorAll('p');
    expect(paragraphs[0]!.querySelector('span.highlight')).toBeNull();
    expect(paragraphs[1]!.querySelector('span.highlight')?.textContent).toBe('Say it once.');
  });
});
