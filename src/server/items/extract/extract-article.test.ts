import { describe, expect, it } from 'vitest';
import { extractArticle } from './extract-article.js';
import { articlePage } from './test-pages.js';

describe('extractArticle', () => {
  it('drops control characters (NUL cannot be stored) from the title, text and metadata', () => {
    const paragraph = '<p>Some text\u0000 here, with\u0001 plenty of words to read. </p>'.repeat(
      20,
    );
    const html = `<html><head><title>Hello\u0000 World\u0007</title><meta name="description" content="An\u0000 excerpt"></head><body><article><h1>Hello</h1>${paragraph}</article></body></html>`;
    const article = extractArticle(html, 'https://example.com/a');
    expect(JSON.stringify(article)).not.toMatch(/\\u000[0-8]/);
    expect(article.title).toBe('Hello World');
    expect(article.contentHtml).toContain('Some text here, with plenty');
  });

  it('resolves relative links and images against the final URL', () => {
    const result = extractArticle(
      articlePage(
        '<p><a href="../other.html">Other</a> <img src="img/pic.jpg" width="640" height="480"></p>',
      ),
      'https://example.com/blog/2024/post.html',
    );
    expect(result.contentHtml).toContain('href="https://example.com/blog/other.html"');
    expect(result.images).toEqual([
      {
        imageId: 1,
        src: 'https://example.com/blog/2024/img/pic.jpg',
        width: 640,
        height: 480,
        caption: null,
        credit: null,
      },
    ]);
  });

  it('honours <base href>, itself relative to the page', () => {
    const result = extractArticle(
      articlePage('<p><a href="page2.html">Next</a> <img src="pic.png"></p>', {
        head: '<base href="/assets/">',
      }),
      'https://example.com/blog/post.html',
    );
    expect(result.contentHtml).toContain('href="https://example.com/assets/page2.html"');
    expect(result.images[0]?.src).toBe('https://example.com/assets/pic.png');
  });

  it('routes image sources through rewriteImage but lists the original URL', () => {
    const result = extractArticle(
      articlePage('<p><img src="/a.jpg"></p>'),
      'https://example.com/x',
      {
        rewriteImage: (url) => `/image-cache?url=${encodeURIComponent(url)}`,
      },
    );
    expect(result.contentHtml).toContain(
      `src="/image-cache?url=${encodeURIComponent('https://example.com/a.jpg')}"`,
    );
    expect(result.images[0]?.src).toBe('https://example.com/a.jpg');
  });

  it('gives lazy images a real src and drops srcset', () => {
    const result = extractArticle(
      articlePage(`<p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/lazy1.jpg"></p>
        <p><img data-srcset="/s-320.jpg 320w, /s-800.jpg 800w"></p>
        <p><img class="lazy" data-original="https://cdn.example.com/orig.jpg"></p>
        <p><img srcset="/x1.jpg 1x, /x2.jpg 2x"></p>`),
      'https://example.com/post',
    );
    expect(result.images.map((image) => image.src)).toEqual([
      'https://example.com/lazy1.jpg',
      'https://example.com/s-800.jpg',
      'https://cdn.example.com/orig.jpg',
      'https://example.com/x2.jpg',
    ]);
    expect(result.contentHtml).not.toMatch(/srcset|data-src|data-original/);
    expect(result.hasImage).toBe('HAS_IMAGES');
  });

  it('unwraps noscript image fallbacks', () => {
    const result = extractArticle(
      articlePage(
        '<figure><img class="lazyload" src="data:image/gif;base64,R0lGOD=="><noscript><img src="/real.jpg"></noscript></figure>',
      ),
      'https://example.com/post',
    );
    expect(result.images.map((image) => image.src)).toEqual(['https://example.com/real.jpg']);
  });

  it('lists figure images with captions and credits', () => {
    const result = extractArticle(
      articlePage(`<figure><img src="/f1.jpg"><figcaption>A harbour at dawn. <span class="credit">Photo: Ann Lee</span></figcaption></figure>
        <figure><img src="/f2.jpg"><figcaption>Second picture</figcaption></figure>`),
      'https://example.com/post',
    );
    expect(result.images).toMatchObject([
      {
        imageId: 1,
        src: 'https://example.com/f1.jpg',
        caption: 'A harbour at dawn.',
        credit: 'Photo: Ann Lee',
      },
      { imageId: 2, src: 'https://example.com/f2.jpg', caption: 'Second picture', credit: null },
    ]);
  });

  it('keeps YouTube and Vimeo iframes (https) and reports them as videos', () => {
    const result = extractArticle(
      articlePage(`<p><iframe width="560" height="315" src="http://www.youtube.com/embed/dQw4w9WgXcQ?rel=0"></iframe></p>
        <p><iframe src="//player.vimeo.com/video/76979871" width="640" height="360"></iframe></p>
        <p><iframe src="https://www.dailymotion.com/embed/video/x7tgad0"></iframe></p>`),
      'https://example.com/post',
    );
    expect(result.videos).toEqual([
      {
        videoId: 1,
        src: 'https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0',
        type: 'YOUTUBE',
        vid: 'dQw4w9WgXcQ',
        width: 560,
        height: 315,
        length: null,
      },
      {
        videoId: 2,
        src: 'https://player.vimeo.com/video/76979871',
        type: 'VIMEO_IFRAME',
        vid: '76979871',
        width: 640,
        height: 360,
        length: null,
      },
      {
        videoId: 3,
        src: 'https://www.dailymotion.com/embed/video/x7tgad0',
        type: 'DAILYMOTION',
        vid: 'x7tgad0',
        width: null,
        height: null,
        length: null,
      },
    ]);
    expect(result.contentHtml).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0"');
    expect(result.contentHtml).toMatch(/<iframe[^>]+sandbox=/);
    expect(result.hasVideo).toBe('HAS_VIDEOS');
  });

  it('keeps HTML5 <video> with its sources', () => {
    const result = extractArticle(
      articlePage(
        '<figure><video width="320" height="240" poster="/poster.jpg" autoplay><source src="/clip.mp4" type="video/mp4"></video><figcaption>The launch</figcaption></figure>',
      ),
      'https://example.com/post',
    );
    expect(result.videos).toEqual([
      {
        videoId: 1,
        src: 'https://example.com/clip.mp4',
        type: 'HTML5',
        vid: null,
        width: 320,
        height: 240,
        length: null,
      },
    ]);
    expect(result.contentHtml).toMatch(/<video[^>]*controls/);
    expect(result.contentHtml).not.toContain('autoplay');
  });

  it('reads JSON-LD authors, date, publisher and logo', () => {
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Ignored: Readability picks the title',
      datePublished: '2024-03-05T10:20:00Z',
      author: [
        { '@type': 'Person', name: 'Jane Doe', url: '/authors/jane' },
        { '@type': 'Person', name: 'John Roe' },
      ],
      publisher: {
        '@type': 'Organization',
        name: 'The Example Times',
        logo: { '@type': 'ImageObject', url: 'https://example.com/logo.png' },
      },
      image: 'https://example.com/lead.jpg',
    };
    const result = extractArticle(
      articlePage('', {
        head: `<script type="application/ld+json">${JSON.stringify(jsonLd)}</script>`,
      }),
      'https://example.com/news/1',
    );
    expect(result.authors).toEqual([
      { name: 'Jane Doe', url: 'https://example.com/authors/jane' },
      { name: 'John Roe', url: null },
    ]);
    expect(result.datePublished?.toISOString()).toBe('2024-03-05T10:20:00.000Z');
    expect(result.siteName).toBe('The Example Times');
    expect(result.domainLogo).toBe('https://example.com/logo.png');
    expect(result.topImageUrl).toBe('https://example.com/lead.jpg');
  });

  it('splits bylines into authors and reads OpenGraph metadata and icons', () => {
    const head = `<meta name="author" content="By Ann Smith and Bob Jones, Cy Twombly">
      <meta property="og:site_name" content="Example Daily"><meta property="og:image" content="/og.jpg">
      <meta property="article:published_time" content="2023-11-02T08:00:00+01:00">
      <link rel="icon" href="/favicon.ico"><link rel="apple-touch-icon" sizes="180x180" href="/touch.png">`;
    const result = extractArticle(articlePage('', { head }), 'https://example.com/p');
    expect(result.authors.map((author) => author.name)).toEqual([
      'Ann Smith',
      'Bob Jones',
      'Cy Twombly',
    ]);
    expect(result.siteName).toBe('Example Daily');
    expect(result.topImageUrl).toBe('https://example.com/og.jpg');
    expect(result.domainLogo).toBe('https://example.com/touch.png');
    expect(result.datePublished?.toISOString()).toBe('2023-11-02T07:00:00.000Z');
  });

  it('reads the language from <html lang>', () => {
    const result = extractArticle(articlePage('', { lang: 'fr' }), 'https://example.fr/a');
    expect(result.language).toBe('fr');
    expect(extractArticle(articlePage('', { lang: 'en_gb' }), 'https://x.org/').language).toBe(
      'en-GB',
    );
  });

  it('counts words and reading time of articles', () => {
    const result = extractArticle(articlePage(''), 'https://example.com/a');
    expect(result.isArticle).toBe(true);
    expect(result.wordCount).toBeGreaterThan(250);
    expect(result.timeToRead).toBe(Math.ceil(result.wordCount / 220));
  });

  it('says a short index page is not an article', () => {
    const links = Array.from(
      { length: 12 },
      (_, i) => `<li><a href="/story/${i}">Story number ${i} of the day</a></li>`,
    ).join('');
    const html = `<!doctype html><html><head><title>Example News</title></head><body><h1>Latest</h1><ul>${links}</ul></body></html>`;
    const result = extractArticle(html, 'https://example.com/');
    expect(result).toMatchObject({
      isArticle: false,
      wordCount: 0,
      timeToRead: 0,
      images: [],
    });
    expect(result.title).toBe('Example News');
  });

  it('marks video pages IS_VIDEO with the page video', () => {
    const result = extractArticle(
      '<html><head><title>A video</title></head><body></body></html>',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(result.hasVideo).toBe('IS_VIDEO');
    expect(result.videos[0]).toMatchObject({ videoId: 1, type: 'YOUTUBE', vid: 'dQw4w9WgXcQ' });
  });

  it('gives the same answers with jsdom', () => {
    const html = articlePage('<p><a href="x.html">x</a><img src="i.png"></p>', { lang: 'de' });
    const withJsdom = extractArticle(html, 'https://example.com/a/', { dom: 'jsdom' });
    const withLinkedom = extractArticle(html, 'https://example.com/a/', { dom: 'linkedom' });
    expect(withJsdom.contentHtml).toBe(withLinkedom.contentHtml);
    expect(withJsdom.language).toBe('de');
  });
});
