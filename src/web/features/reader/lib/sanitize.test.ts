import { parseHTML } from 'linkedom';
import { describe, expect, test } from 'vitest';
import { isAllowedEmbed, safeUrl, sanitizeChildren } from './sanitize';

const BASE = 'https://satchel.example/read/1';

/** Runs the reader's allowlist walk over `html` on a linkedom document (as the browser does on DOMParser's). */
function clean(html: string): string {
  const { document } = parseHTML(`<!doctype html><html><body><main>${html}</main></body></html>`);
  const main = document.querySelector('main');
  if (!main) throw new Error('no <main>');
  sanitizeChildren(main, BASE);
  return main.innerHTML;
}

describe('reader article sanitiser', () => {
  test('drops scripts, styles, forms and foreign markup with their contents', () => {
    const out = clean(
      '<p>a</p><script>window.__xss=1</script><style>p{}</style><svg onload="x()"><circle/></svg>' +
        '<form action="javascript:x()"><input onfocus="x()" autofocus></form><p>b</p>',
    );
    expect(out).toBe('<p>a</p><p>b</p>');
  });

  test('removes every on* handler and style attribute, keeps allowed ones', () => {
    const out = clean(
      '<p style="background:url(javascript:x)" onclick="x()" title="t">x</p>' +
        '<img src="/image-cache?url=a&amp;w=600&amp;fmt=jpg" onerror="x()" alt="A" width="10">',
    );
    expect(out).not.toMatch(/\son\w+=|style=/i);
    expect(out).toContain('title="t"');
    expect(out).toContain('alt="A"');
    expect(out).toContain('loading="lazy"');
    expect(out).toMatch(/src="https:\/\/satchel\.example\/image-cache\?url=a&(?:amp;)?w=600/);
  });

  test('refuses javascript:, vbscript: and data: links; opens others in a new tab', () => {
    const out = clean(
      '<a href="javascript:x()">1</a><a href=" JaVaScRiPt:x()">2</a><a href="vbscript:x">3</a>' +
        '<a href="data:text/html,<script>x()</script>">4</a><a href="https://example.com/">5</a>' +
        '<a href="#note-1">6</a>',
    );
    expect(out).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(out).toMatch(/<a [^>]*href="https:\/\/example\.com\/"[^>]*>5<\/a>/);
    expect(out).toMatch(/<a [^>]*target="_blank"[^>]*>5/);
    expect(out).toMatch(/<a [^>]*rel="noopener noreferrer"[^>]*>5/);
    expect(out).toContain('<a href="#note-1">6</a>');
  });

  test('keeps only allowlisted https video players, sandboxed', () => {
    const out = clean(
      '<iframe src="http://evil.invalid/"></iframe><iframe src="https://www.youtube.com/embed/x"></iframe>' +
        '<iframe src="https://www.youtube-nocookie.com/embed/abc" onload="x()"></iframe>',
    );
    expect(out).not.toContain('evil.invalid');
    expect(out).not.toContain('www.youtube.com');
    expect(out).toContain('src="https://www.youtube-nocookie.com/embed/abc"');
    expect(out).toContain('sandbox="allow-scripts allow-same-origin allow-presentation"');
    expect(out).not.toContain('onload');
  });

  test('unwraps unknown elements but keeps their text; drops comments', () => {
    expect(clean('<font color="red"><b>bold</b> text</font><!-- hi -->')).toBe('<b>bold</b> text');
  });

  test('drops ids that could clobber globals', () => {
    const out = clean('<h2 id="location">a</h2><h2 id="section-2">b</h2>');
    expect(out).toBe('<h2>a</h2><h2 id="section-2">b</h2>');
  });

  test('URL and embed checks', () => {
    expect(safeUrl('/x', 'href', 'a', BASE)).toBe('https://satchel.example/x');
    expect(safeUrl('mailto:a@b.c', 'href', 'a', BASE)).toBe('mailto:a@b.c');
    expect(safeUrl('mailto:a@b.c', 'src', 'img', BASE)).toBeNull();
    expect(safeUrl('data:image/png;base64,AAAA', 'src', 'img', BASE)).toBe(
      'data:image/png;base64,AAAA',
    );
    expect(safeUrl('data:image/svg+xml;base64,AAAA', 'src', 'img', BASE)).toBeNull();
    expect(isAllowedEmbed('https://player.vimeo.com/video/1')).toBe(true);
    expect(isAllowedEmbed('http://player.vimeo.com/video/1')).toBe(false);
    expect(isAllowedEmbed('https://player.vimeo.com.evil.invalid/video/1')).toBe(false);
  });
});
