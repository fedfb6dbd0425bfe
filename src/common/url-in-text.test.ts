import { describe, expect, it } from 'vitest';
import { firstUrlInText, MAX_SHARED_TEXT_SCANNED } from './url-in-text.js';
import { validateSaveUrl } from './url-rules.js';

// Texts as phones' share sheets and apps send them.
const found: Array<[name: string, text: string, url: string]> = [
  ['the link alone', 'https://a.example/post', 'https://a.example/post'],
  [
    'words around it',
    'Look at this https://news.example/a?b=1&c=2#frag great',
    'https://news.example/a?b=1&c=2#frag',
  ],
  ['title then link on its own line', 'A title\nhttps://a.example/x\n', 'https://a.example/x'],
  ['http', 'see http://old.example/page.html', 'http://old.example/page.html'],
  ['scheme in capitals', 'HTTPS://A.EXAMPLE/X', 'HTTPS://A.EXAMPLE/X'],
  ['the first of two', 'https://one.example/1 and https://two.example/2', 'https://one.example/1'],
  ['full stop after it', 'Read https://a.example/x.', 'https://a.example/x'],
  ['question mark and ellipsis', 'Seen https://a.example/x?!… wow', 'https://a.example/x'],
  ['in parentheses', '(see https://a.example/x)', 'https://a.example/x'],
  [
    'its own parentheses kept',
    'https://en.wikipedia.example/wiki/Foo_(bar) is good',
    'https://en.wikipedia.example/wiki/Foo_(bar)',
  ],
  ['in double quotes', 'He said "https://a.example/q" twice', 'https://a.example/q'],
  ['in typographic quotes', 'Lire « https://a.example/fr » ici', 'https://a.example/fr'],
  [
    'after Chinese text, no space',
    '看看这个https://a.example/文章。很好',
    'https://a.example/文章',
  ],
  ['after a Japanese bracket', '「https://a.example/jp」を見て', 'https://a.example/jp'],
  ['after a colon', 'Link:https://a.example/x', 'https://a.example/x'],
  ['Arabic around it', 'اقرأ هذا https://a.example/ar رائع', 'https://a.example/ar'],
  ['an emoji after it', 'https://a.example/x 🎉', 'https://a.example/x'],
];

const notFound: Array<[name: string, text: string | null | undefined]> = [
  ['nothing', ''],
  ['null', null],
  ['undefined', undefined],
  ['words only', 'Look at this great article'],
  ['no scheme', 'www.example.com/article'],
  ['another scheme', 'ftp://files.example/x javascript:alert(1)'],
  ['scheme without host', 'https:// is how links start'],
  ['inside a word', 'xhttps://a.example/x'],
];

describe('firstUrlInText', () => {
  it.each(found)('finds the link: %s', (_name, text, url) => {
    expect(firstUrlInText(text)).toBe(url);
  });

  it.each(notFound)('finds none: %s', (_name, text) => {
    expect(firstUrlInText(text)).toBeNull();
  });

  it('finds a link the save rules then accept', () => {
    const url = firstUrlInText('Look at this https://news.example/a?b=1#c great');
    expect(validateSaveUrl(url ?? '')).toEqual({ ok: true, url: 'https://news.example/a?b=1#c' });
  });

  it(`searches only the first ${MAX_SHARED_TEXT_SCANNED} characters`, () => {
    const padding = 'a '.repeat(MAX_SHARED_TEXT_SCANNED);
    expect(firstUrlInText(`${padding}https://late.example/x`)).toBeNull();
    expect(firstUrlInText(`https://early.example/x ${padding}`)).toBe('https://early.example/x');
  });
});
