/**
 * The in-DOM sanitiser (sanitize.ts + serialize.ts) on hostile fragments, straight on a linkedom
 * tree as the extractor gives it (no Readability in between, which would drop much of it). Each
 * output is then parsed by jsdom, a browser-exact HTML parser, and walked: what a browser builds
 * from our HTML must hold only allowlisted elements and attributes, safe URLs and no comments —
 * the mutation-XSS check (markup that changes meaning when parsed again).
 */
import { JSDOM } from 'jsdom';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { ALLOWED_TAGS, ATTRIBUTE_ORDER } from './allowlist.js';
import { sanitizeArticle } from './sanitize.js';
import { serializeChildren } from './serialize.js';

const BASE = 'https://example.com/news/story.html';

function sanitize(fragment: string): string {
  const { document } = parseHTML(`<!doctype html><html><body><div>${fragment}</div></body></html>`);
  const root = document.querySelector('div')!;
  sanitizeArticle(root, BASE, (url) => url);
  return serializeChildren(root);
}

const TAGS = new Set(ALLOWED_TAGS);
const ATTRS = new Set(ATTRIBUTE_ORDER);
const SAFE_URL = /^(https?:\/\/|mailto:|data:image\/(png|jpe?g|gif|webp|avif|bmp);)/i;

/** Everything wrong with `html` once a browser parses it (empty when it is safe). */
function problemsInBrowser(html: string): string[] {
  const { document } = new JSDOM(`<!doctype html><html><body>${html}</body></html>`).window;
  const problems: string[] = [];
  const walker = document.createTreeWalker(document.body, 0x1 | 0x80 /* elements, comments */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === 8) {
      problems.push(`comment ${node.textContent}`);
      continue;
    }
    const element = node as Element;
    if (!TAGS.has(element.localName)) problems.push(`element <${element.localName}>`);
    for (const { name, value } of element.attributes) {
      if (!ATTRS.has(name)) problems.push(`attribute ${name} on <${element.localName}>`);
      if (['href', 'src', 'cite', 'poster'].includes(name) && !SAFE_URL.test(value))
        problems.push(`${name}="${value}"`);
    }
  }
  return problems;
}

const HOSTILE: Record<string, string> = {
  'javascript: links': `<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a>
    <a href="  java&#x09;script:alert(1)">c</a><a href="&#106;avascript:alert(1)">d</a>
    <a href="java\nscript:alert(1)">e</a><a href="vbscript:msgbox(1)">f</a>
    <a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">g</a>`,
  'event handlers': `<img src="a.png" onerror="alert(1)"><p onclick="alert(1)" ONMOUSEOVER="alert(1)">p</p>
    <details open ontoggle="alert(1)"><summary>s</summary></details><body onload="alert(1)">`,
  'svg and math namespaces': `<svg><script>alert(1)</script><circle onload="alert(1)"/></svg>
    <math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">
    <form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>
    <svg></p><style><a id="</style><img src=1 onerror=alert(1)>">
    <math><mi xlink:href="javascript:alert(1)">x</mi><annotation-xml encoding="text/html"><img src=x onerror=alert(1)></annotation-xml></math>
    <math><![CDATA[</math><img src=x onerror=alert(1)>]]></math><mi>outside</mi>`,
  'srcset and lazy sources': `<img src="javascript:alert(1)" srcset="javascript:alert(1) 1x, x.png 2x">
    <img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="svg data">
    <video poster="javascript:alert(1)" src="javascript:alert(1)"><source src="javascript:alert(1)"></video>
    <picture><source srcset="javascript:alert(1)"><img src="ok.png"></picture>`,
  'style and classes': `<p style="background:url(javascript:alert(1))" class="x" id="location">s</p>
    <style>p { background: expression(alert(1)) }</style><link rel="stylesheet" href="https://evil.example/x.css">`,
  'nested templates': `<template><script>alert(1)</script><template><img src=x onerror=alert(1)></template></template>
    <div><template shadowrootmode="open"><img src=x onerror=alert(1)></template>kept</div>`,
  noscript: `<noscript><p title="</noscript><img src=x onerror=alert(1)>">nested</p></noscript>
    <noembed><img src=x onerror=alert(1)></noembed><noframes><img src=x onerror=alert(1)></noframes>`,
  comments: `<!--><img src=x onerror=alert(1)>--><!-- <script>alert(1)</script> -->
    <p>a<!--></p><img src=x onerror=alert(1)>-->b</p><!--!><img src=x onerror=alert(1)>-->`,
  'raw-text elements': `<iframe src="https://www.youtube.com/embed/abcdefgh"><img src=x onerror=alert(1)></iframe>
    <iframe src="https://evil.example/embed/1"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>
    <xmp><img src=x onerror=alert(1)></xmp><textarea><img src=x onerror=alert(1)></textarea>
    <title><img src=x onerror=alert(1)></title><plaintext><img src=x onerror=alert(1)>`,
  'attribute breakouts': `<img src="ok.png" alt="&quot; onerror=&quot;alert(1)">
    <a href="https://example.com/" title="--><img src=x onerror=alert(1)>">t</a>
    <abbr title="</style><img src=x onerror=alert(1)>">a</abbr><p title="x/>y">z</p>`,
  'forms and objects': `<form action="https://evil.example/"><input name="password"><button formaction="javascript:alert(1)">b</button></form>
    <object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">
    <meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="javascript:alert(1)//">`,
};

describe('the in-DOM sanitiser on hostile input', () => {
  for (const [name, fragment] of Object.entries(HOSTILE)) {
    it(`leaves a browser nothing unsafe to build: ${name}`, () => {
      const html = sanitize(fragment);
      expect(problemsInBrowser(html)).toEqual([]);
      expect(html).not.toMatch(/<script|<style|<svg|<template|<noscript|<form|<!--/i);
    });
  }

  it('keeps links and images, absolute, with their safety attributes', () => {
    const html = sanitize(
      '<p><a href="/about" onclick="x()">About</a> <img src="pic.png" srcset="big.png 2x" alt="A"></p>',
    );
    expect(html).toBe(
      '<p><a href="https://example.com/about" target="_blank" rel="noopener noreferrer">About</a> ' +
        '<img src="https://example.com/news/pic.png" alt="A" loading="lazy"></p>',
    );
  });

  it('applies the URL rules to attributes written in upper case', () => {
    expect(
      sanitize(
        '<A HREF="/rel">y</A><IMG SRC="pic.png"><IFRAME SRC="https://evil.example/e"></IFRAME>',
      ),
    ).toBe(
      '<a href="https://example.com/rel" target="_blank" rel="noopener noreferrer">y</a>' +
        '<img src="https://example.com/news/pic.png" loading="lazy">',
    );
  });

  it('unwraps unknown elements but drops script-like ones with their content', () => {
    expect(
      sanitize('<font color="red">kept <center>text</center></font><script>gone()</script>'),
    ).toBe('kept text');
    expect(sanitize('<template><p>gone</p></template><noscript><p>gone</p></noscript>x')).toBe('x');
  });

  it('escapes text and attribute values so they stay text', () => {
    const { document } = parseHTML('<!doctype html><html><body><div></div></body></html>');
    const root = document.querySelector('div')!;
    const p = document.createElement('p');
    p.setAttribute('title', '"><img src=x onerror=alert(1)> & \u00a0');
    p.appendChild(document.createTextNode('</p><script>alert(1)</script> & \u00a0'));
    root.appendChild(p);
    sanitizeArticle(root, BASE, (url) => url);
    const html = serializeChildren(root);
    expect(html).toBe(
      // Values are trimmed (no-break spaces too), as DOMPurify does.
      '<p title="&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &amp;">' +
        '&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &nbsp;</p>',
    );
    expect(problemsInBrowser(html)).toEqual([]);
  });

  it('keeps MathML inside <math> only', () => {
    expect(sanitize('<math><mi>x</mi><mo>+</mo><mn>1</mn></math>')).toBe(
      '<math><mi>x</mi><mo>+</mo><mn>1</mn></math>',
    );
    expect(sanitize('<p><mi>stray</mi>kept</p>')).toBe('<p>kept</p>');
  });

  it('sanitises a deeply nested article without overflowing the stack', () => {
    const depth = 5_000;
    const html = sanitize(`${'<div><font>'.repeat(depth)}deep${'</font></div>'.repeat(depth)}`);
    expect(html.startsWith('<div><div>')).toBe(true);
    expect(html).toContain('deep');
  });
});
