import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPublicAssets } from './assets.js';
import { html, safeHref, trusted } from './html.js';

// Called through an alias so that Prettier leaves the templates' whitespace alone.
const h = html;

describe('html template helper', () => {
  it('escapes every interpolated value, in text and in attributes', () => {
    const title = `<script>alert('x')</script> & "q"`;
    expect(h`<h1 title="${title}">${title}</h1>`.value).toBe(
      '<h1 title="&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;">&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;</h1>',
    );
  });

  it('nests templates and lists without escaping them twice; drops null, undefined and false', () => {
    const items = ['a<b', 'c'].map((text) => h`<li>${text}</li>`);
    expect(h`<ul>${items}</ul>${null}${undefined}${false}${0}`.value).toBe(
      '<ul><li>a&lt;b</li><li>c</li></ul>0',
    );
    expect(h`${trusted('<b>ours</b>')}`.value).toBe('<b>ours</b>');
  });

  it('folds line breaks and indentation of the template (not of values) to one space', () => {
    const note = 'line one\n\n  line two';
    expect(
      h`<p>
        ${note}
      </p>`.value,
    ).toBe(`<p> ${note} </p>`);
  });

  it('lets only http(s) URLs into links', () => {
    expect(safeHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHref('javascript:alert(1)')).toBe('#');
    expect(safeHref('data:text/html,hi')).toBe('#');
    expect(safeHref('not a url')).toBe('#');
    expect(safeHref(null)).toBe('#');
  });
});

describe('public page assets', () => {
  it("finds the hashed script and inlines the stylesheet from Vite's manifest", () => {
    const dir = mkdtempSync(join(tmpdir(), 'satchel-public-assets-'));
    mkdirSync(join(dir, '.vite'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'public-page-abc.css'), 'body{margin:0}');
    writeFileSync(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'public-pages/public-page.ts': {
          file: 'assets/public-page-abc.js',
          css: ['assets/public-page-abc.css'],
          isEntry: true,
        },
      }),
    );
    expect(loadPublicAssets(dir)).toEqual({
      scriptSrc: '/assets/public-page-abc.js',
      css: 'body{margin:0}',
    });
    expect(loadPublicAssets(undefined)).toEqual({ scriptSrc: null, css: '' });
    expect(loadPublicAssets(join(dir, 'missing'))).toEqual({ scriptSrc: null, css: '' });
  });
});
