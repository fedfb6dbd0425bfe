// Charset detection and decoding, and Content-Type parsing, on byte arrays (no server).
import { describe, expect, it } from 'vitest';
import { isTextualMime, parseContentType, sniffMime } from './content-type.js';
import { canonicalCharset, decodeText, detectCharset } from './decode-text.js';

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const CAFE_1252 = latin1('Caf\xe9');
const CAFE_UTF8 = Buffer.from('Café', 'utf8');

describe('detectCharset', () => {
  it('trusts a byte-order mark over everything else', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Café', 'utf16le')]);
    expect(detectCharset(utf16, 'text/html', 'windows-1251')).toEqual({
      charset: 'utf-16le',
      source: 'bom',
    });
    expect(decodeText(utf16, 'text/html', 'windows-1251').text).toBe('Café');
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), CAFE_UTF8]);
    expect(decodeText(utf8, 'text/plain', 'iso-8859-1')).toEqual({
      text: 'Café',
      charset: 'utf-8',
    });
  });

  it('prefers the Content-Type charset to a <meta> declaration', () => {
    const page = Buffer.concat([latin1('<meta charset="utf-8">'), CAFE_1252]);
    expect(detectCharset(page, 'text/html', 'ISO-8859-1')).toEqual({
      charset: 'windows-1252',
      source: 'header',
    });
  });

  it.each([
    ['<meta charset="windows-1251">', 'windows-1251'],
    ["<META CHARSET='koi8-r'/>", 'koi8-r'],
    ['<meta charset=gbk>', 'gbk'],
    ['<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-2">', 'iso-8859-2'],
    ['<meta content="text/html;charset=EUC-JP" http-equiv="content-type">', 'euc-jp'],
    ['<meta charset="utf-16">', 'utf-8'], // an ASCII-readable page is not UTF-16
  ])('reads %s in HTML', (meta, charset) => {
    const page = latin1(`<!doctype html><html><head>${meta}<title>x</title>`);
    expect(detectCharset(page, 'text/html', null)).toEqual({ charset, source: 'meta' });
  });

  it('ignores <meta> in commented-out markup, beyond 4 KB, and outside HTML', () => {
    const commented = latin1('<!-- <meta charset="koi8-r"> --><p>hi');
    expect(detectCharset(commented, 'text/html', null).source).toBe('default');
    const late = latin1(`${' '.repeat(4096)}<meta charset="koi8-r">`);
    expect(detectCharset(late, 'text/html', null).source).toBe('default');
    expect(detectCharset(latin1('<meta charset="koi8-r">'), 'text/plain', null).source).toBe(
      'default',
    );
  });

  it('reads the XML prolog for XML types', () => {
    const feed = latin1('<?xml version="1.0" encoding="ISO-8859-1"?><rss>Caf\xe9</rss>');
    expect(decodeText(feed, 'application/rss+xml', null)).toEqual({
      text: '<?xml version="1.0" encoding="ISO-8859-1"?><rss>Café</rss>',
      charset: 'windows-1252',
    });
  });

  it('ignores unknown labels and defaults to UTF-8, or windows-1252 for invalid UTF-8', () => {
    expect(decodeText(CAFE_UTF8, 'text/html', 'no-such-charset')).toEqual({
      text: 'Café',
      charset: 'utf-8',
    });
    expect(decodeText(CAFE_1252, 'text/html', 'no-such-charset')).toEqual({
      text: 'Café',
      charset: 'windows-1252',
    });
    expect(decodeText(Buffer.alloc(0), 'text/html', null)).toEqual({ text: '', charset: 'utf-8' });
  });

  it('canonicalises labels the WHATWG way', () => {
    expect(canonicalCharset('latin1')).toBe('windows-1252');
    expect(canonicalCharset(' SJIS ')).toBe('shift_jis');
    expect(canonicalCharset('cp1251')).toBe('windows-1251');
    expect(canonicalCharset('x-unknown')).toBeNull();
  });
});

describe('content types', () => {
  it.each([
    ['text/html; charset=UTF-8', 'text/html', 'UTF-8'],
    ['Text/HTML;Charset="windows-1251"', 'text/html', 'windows-1251'],
    ['application/pdf', 'application/pdf', null],
    ['text/html; charset=utf-8; foo', 'text/html', 'utf-8'],
    ['garbage', '', null],
    ['', '', null],
  ])('parses %j', (header, mime, charset) => {
    expect(parseContentType(header)).toEqual({ mime, charset });
  });

  it('knows which types are text', () => {
    for (const mime of ['text/html', 'text/plain', 'application/json', 'application/atom+xml']) {
      expect(isTextualMime(mime)).toBe(true);
    }
    for (const mime of ['image/png', 'application/pdf', 'application/octet-stream', '']) {
      expect(isTextualMime(mime)).toBe(false);
    }
  });

  it.each([
    ['\ufeff  <!DOCTYPE html><p>', 'text/html'],
    ['<html lang="en">', 'text/html'],
    ['<?xml version="1.0"?><feed/>', 'text/xml'],
    ['%PDF-1.7', 'application/pdf'],
    ['\x89PNG\r\n\x1a\n\0\0', 'image/png'],
    ['\xff\xd8\xff\xe0', 'image/jpeg'],
    ['GIF89a', 'image/gif'],
    ['RIFF\0\0\0\0WEBPVP8 ', 'image/webp'],
    ['just some words', 'text/plain'],
    ['\0\x01\x02binary', 'application/octet-stream'],
    ['', 'application/octet-stream'],
  ])('sniffs %j as %s', (start, mime) => {
    const body = start.startsWith('\ufeff') ? Buffer.from(start, 'utf8') : latin1(start);
    expect(sniffMime(body)).toBe(mime);
  });
});
