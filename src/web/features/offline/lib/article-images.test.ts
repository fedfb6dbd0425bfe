import { describe, expect, it } from 'vitest';
import { imageCacheUrl } from '../../../../common/image-cache-url';
import { articleImageUrls, MAX_IMAGES_PER_ARTICLE, offlineImageUrls } from './article-images';

const ORIGIN = 'https://satchel.example';
const cached = (src: string) => imageCacheUrl(src, { width: 1280, format: 'webp' })!;

describe('articleImageUrls', () => {
  it('reads the image-cache URLs of the img elements as the browser will request them', () => {
    const a = cached('https://news.example/a.jpg?x=1&y=2');
    const b = cached('https://news.example/b é.png');
    // The sanitiser writes &amp; between parameters; attributes come in any order and case.
    const html = `<p>Text</p><figure><IMG alt="A" SRC="${a.replaceAll('&', '&amp;')}" width=10></figure>
      <img data-x='1' src='${b}'><img src=${cached('https://cdn.example/c.gif')}>`;
    expect(articleImageUrls(html, ORIGIN)).toEqual([
      `${ORIGIN}${a}`,
      `${ORIGIN}${b}`,
      `${ORIGIN}${cached('https://cdn.example/c.gif')}`,
    ]);
  });

  it('leaves out other origins, data: images, other paths, junk and repeats', () => {
    const a = cached('https://news.example/a.jpg');
    const html = `<img src="https://evil.example/image-cache?url=x">
      <img src="data:image/png;base64,AAAA"><img src="/avatars/1.jpg"><img src="">
      <img alt="no src"><img src="${a}"><img src="${ORIGIN}${a}"><imgsrc="${a}">`;
    expect(articleImageUrls(html, ORIGIN)).toEqual([`${ORIGIN}${a}`]);
    expect(articleImageUrls(null, ORIGIN)).toEqual([]);
  });

  it('does not read img-like text outside an element', () => {
    expect(articleImageUrls('<p>&lt;img src="/image-cache?url=x"&gt;</p>', ORIGIN)).toEqual([]);
  });
});

describe('offlineImageUrls', () => {
  it('puts the thumbnail first, each image once, at most the limit', () => {
    const thumb = imageCacheUrl('https://news.example/t.jpg', { width: 600, format: 'jpg' })!;
    const many = Array.from(
      { length: 60 },
      (_, i) => `<img src="${cached(`https://n.example/${i}.jpg`)}">`,
    ).join('');
    const urls = offlineImageUrls(`<img src="${thumb}">${many}`, [thumb, null], ORIGIN);
    expect(urls[0]).toBe(`${ORIGIN}${thumb}`);
    expect(urls).toHaveLength(MAX_IMAGES_PER_ARTICLE);
    expect(new Set(urls).size).toBe(urls.length);
  });
});
