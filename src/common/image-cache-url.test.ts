import { describe, expect, it } from 'vitest';
import { imageCacheUrl, MAX_IMAGE_SOURCE_LENGTH, PREVIEW, THUMBNAIL } from './image-cache-url.js';

const SRC = 'https://cdn.example/a.jpg';
const ENC = 'https%3A%2F%2Fcdn.example%2Fa.jpg';

describe('imageCacheUrl', () => {
  it.each([
    [
      'thumbnail: width 600, jpg, focal',
      SRC,
      THUMBNAIL,
      `/image-cache?url=${ENC}&w=600&fmt=jpg&focal=1`,
    ],
    ['preview: width 640, webp, no focal', SRC, PREVIEW, `/image-cache?url=${ENC}&w=640&fmt=webp`],
    [
      'height between w and fmt',
      SRC,
      { width: 300, height: 200, format: 'png', focal: true },
      `/image-cache?url=${ENC}&w=300&h=200&fmt=png&focal=1`,
    ],
    [
      'focal false is left out',
      SRC,
      { width: 100, format: 'jpg', focal: false },
      `/image-cache?url=${ENC}&w=100&fmt=jpg`,
    ],
    [
      'width clamped up to 16',
      SRC,
      { width: 1, format: 'jpg' },
      `/image-cache?url=${ENC}&w=16&fmt=jpg`,
    ],
    [
      'width clamped down to 2048',
      SRC,
      { width: 5000, format: 'jpg' },
      `/image-cache?url=${ENC}&w=2048&fmt=jpg`,
    ],
    [
      'fractions rounded',
      SRC,
      { width: 99.6, height: 50.2, format: 'jpg' },
      `/image-cache?url=${ENC}&w=100&h=50&fmt=jpg`,
    ],
    [
      '& ? = # in the source are encoded',
      'https://cdn.example/i.php?id=1&size=l#x',
      PREVIEW,
      '/image-cache?url=https%3A%2F%2Fcdn.example%2Fi.php%3Fid%3D1%26size%3Dl%23x&w=640&fmt=webp',
    ],
    [
      'unicode path is serialised, then encoded',
      'https://cdn.example/café.jpg',
      PREVIEW,
      '/image-cache?url=https%3A%2F%2Fcdn.example%2Fcaf%25C3%25A9.jpg&w=640&fmt=webp',
    ],
    [
      'unicode host becomes punycode',
      'https://bücher.example/a.jpg',
      PREVIEW,
      '/image-cache?url=https%3A%2F%2Fxn--bcher-kva.example%2Fa.jpg&w=640&fmt=webp',
    ],
    ['surrounding spaces trimmed', `  ${SRC} `, PREVIEW, `/image-cache?url=${ENC}&w=640&fmt=webp`],
    [
      'http allowed',
      'http://cdn.example/a.jpg',
      PREVIEW,
      '/image-cache?url=http%3A%2F%2Fcdn.example%2Fa.jpg&w=640&fmt=webp',
    ],
    [
      'protocol-relative taken as https',
      '//cdn.example/a.jpg',
      PREVIEW,
      `/image-cache?url=${ENC}&w=640&fmt=webp`,
    ],
    [
      'an image-cache URL is rebuilt, not wrapped twice',
      `/image-cache?url=${ENC}&w=640&fmt=webp`,
      THUMBNAIL,
      `/image-cache?url=${ENC}&w=600&fmt=jpg&focal=1`,
    ],
  ] as const)('%s', (_name, src, options, expected) => {
    expect(imageCacheUrl(src, options)).toBe(expected);
  });

  it('accepts a source of exactly 2083 characters', () => {
    const src = `https://cdn.example/${'a'.repeat(2063)}`;
    expect(src).toHaveLength(MAX_IMAGE_SOURCE_LENGTH);
    expect(imageCacheUrl(src, THUMBNAIL)).not.toBeNull();
  });

  it('round-trips: the url parameter decodes to the source', () => {
    const src = 'https://cdn.example/x.png?a=1&b=%20#f';
    const built = imageCacheUrl(src, THUMBNAIL) ?? '';
    expect(new URLSearchParams(built.split('?')[1]).get('url')).toBe(src);
  });

  it.each([
    ['data URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['javascript URL', 'javascript:alert(1)'],
    ['JavaScript URL, mixed case', 'JavaScript:alert(1)'],
    ['ftp', 'ftp://cdn.example/a.jpg'],
    ['blob', 'blob:https://cdn.example/1234'],
    ['relative path', '/images/a.jpg'],
    ['not a URL', 'a.jpg'],
    ['a source over 2083 characters', `https://cdn.example/${'a'.repeat(2064)}`],
    ['empty', ''],
    ['blank', '   '],
    ['null', null],
    ['undefined', undefined],
    ['image-cache URL without url', '/image-cache?w=600'],
    [
      'image-cache URL wrapping a data URL',
      '/image-cache?url=data%3Aimage%2Fpng%3Bbase64%2CAA&w=600&fmt=jpg',
    ],
  ] as const)('null for %s', (_name, src) => {
    expect(imageCacheUrl(src, THUMBNAIL)).toBeNull();
  });
});
