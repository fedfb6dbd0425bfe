import { describe, expect, it } from 'vitest';
import { NO_LINK_IN_TEXT, saveAddress, saveTargetFrom } from './save-target';

const target = (query: string) => saveTargetFrom(new URLSearchParams(query));

describe('saveTargetFrom', () => {
  it('takes url and title (Pocket /save links, the bookmarklet)', () => {
    expect(
      target(
        `url=${encodeURIComponent('https://a.example/p?x=1&y=2#part')}&title=${encodeURIComponent('東京の記事 — Ünïcode')}`,
      ),
    ).toEqual({
      kind: 'ready',
      url: 'https://a.example/p?x=1&y=2#part',
      title: '東京の記事 — Ünïcode',
    });
  });

  it('prefers url to the link in text', () => {
    expect(target('url=https://a.example/1&text=see+https://b.example/2')).toMatchObject({
      url: 'https://a.example/1',
    });
  });

  it('finds the link in shared text when url is absent or empty (phones)', () => {
    expect(
      target(
        `title=Shared&text=${encodeURIComponent('Look at this https://b.example/x?q=1 great')}&url=`,
      ),
    ).toEqual({ kind: 'ready', url: 'https://b.example/x?q=1', title: 'Shared' });
  });

  it('adds https:// to a bare host, as the save form does', () => {
    expect(target('url=a.example/x')).toMatchObject({ kind: 'ready', url: 'https://a.example/x' });
  });

  it.each([
    [
      'javascript:',
      'javascript:alert(document.cookie)',
      'Only http:// and https:// links can be saved.',
    ],
    ['file:', 'file:///etc/passwd', 'Only http:// and https:// links can be saved.'],
    ['no host', 'https://nohost', 'This URL has no valid host name.'],
  ])('refuses a %s URL with the rule', (_name, url, reason) => {
    expect(target(`url=${encodeURIComponent(url)}`)).toEqual({
      kind: 'refused',
      input: url,
      reason,
    });
  });

  it('says when nothing was given', () => {
    expect(target('')).toEqual({ kind: 'missing', reason: 'Enter a URL to save.' });
    expect(target('url=%20%20&title=Only+a+title')).toEqual({
      kind: 'missing',
      reason: 'Enter a URL to save.',
    });
  });

  it('says when shared text has no link', () => {
    expect(target('text=just+some+words')).toEqual({ kind: 'missing', reason: NO_LINK_IN_TEXT });
  });

  it('drops control characters and blank titles', () => {
    expect(target('url=https://a.example&title=%07Bell%1B')).toMatchObject({ title: 'Bell' });
    expect(target('url=https://a.example&title=%20')).toMatchObject({ title: undefined });
  });
});

describe('saveAddress', () => {
  it('encodes the URL and keeps the popup marker', () => {
    expect(saveAddress('https://a.example/?q=a&b#c', { popup: true })).toBe(
      '/save?url=https%3A%2F%2Fa.example%2F%3Fq%3Da%26b%23c&popup=1',
    );
    expect(saveAddress('https://a.example/', { popup: false })).toBe(
      '/save?url=https%3A%2F%2Fa.example%2F',
    );
  });
});
