import { describe, expect, test } from 'vitest';
import { decodeEntities, parseSnippet, snippetText } from './snippet';

describe('parseSnippet', () => {
  test('only <em> becomes a match; the rest is text', () => {
    expect(parseSnippet('How to <em>run</em> a <em>marathon</em>')).toEqual([
      { text: 'How to ', match: false },
      { text: 'run', match: true },
      { text: ' a ', match: false },
      { text: 'marathon', match: true },
    ]);
  });

  test('escaped markup stays text, including <script>', () => {
    const segments = parseSnippet('&lt;script&gt;alert(1)&lt;/script&gt; <em>x</em>');
    expect(segments).toEqual([
      { text: '<script>alert(1)</script> ', match: false },
      { text: 'x', match: true },
    ]);
  });

  test('raw tags other than em are never markup', () => {
    const segments = parseSnippet('<script>alert(1)</script><b>bold</b> <em>hit</em>');
    expect(segments[0]).toEqual({ text: '<script>alert(1)</script><b>bold</b> ', match: false });
    expect(segments.filter((segment) => segment.match).map((s) => s.text)).toEqual(['hit']);
  });

  test('a match may hold escaped characters', () => {
    expect(parseSnippet('<em>AT&amp;T</em>')).toEqual([{ text: 'AT&T', match: true }]);
  });

  test('unbalanced tags degrade gracefully', () => {
    expect(parseSnippet('a </em>b')).toEqual([{ text: 'a b', match: false }]);
    expect(parseSnippet('a <em>b c')).toEqual([
      { text: 'a ', match: false },
      { text: 'b c', match: true },
    ]);
    expect(parseSnippet('<em></em>')).toEqual([]);
    expect(parseSnippet(null)).toEqual([]);
  });

  test('em tags are case-insensitive', () => {
    expect(parseSnippet('<EM>x</EM>')).toEqual([{ text: 'x', match: true }]);
  });

  test('snippetText joins the text', () => {
    expect(snippetText('a <em>b</em> &quot;c&quot;')).toBe('a b "c"');
  });
});

describe('decodeEntities', () => {
  test('named and numeric references', () => {
    expect(decodeEntities('&lt;&gt;&amp;&quot;&#39;&#x27;&apos;')).toBe(`<>&"'''`);
  });

  test('unknown or invalid references stay as written', () => {
    expect(decodeEntities('&bogus; &#0; &#x110000;')).toBe('&bogus; &#0; &#x110000;');
  });

  test('decoding happens once (no double unescape)', () => {
    expect(decodeEntities('&amp;lt;em&amp;gt;')).toBe('&lt;em&gt;');
  });
});
