import { describe, expect, it } from 'vitest';
import { bookmarkletScript, bookmarkletUrl, POPUP_HEIGHT, POPUP_WIDTH } from './bookmarklet-code';

interface Run {
  opened: Array<{ url: string; name: string; features: string }>;
  location: { href: string };
}

/** Runs the script as a browser runs the bookmark, against a fake page. */
function runBookmark(url: string, page: { href: string; title: string; popupBlocked?: boolean }) {
  const script = decodeURIComponent(url.slice('javascript:'.length));
  const run: Run = { opened: [], location: { href: page.href } };
  const window = {
    location: run.location,
    open: (target: string, name: string, features: string) => {
      run.opened.push({ url: target, name, features });
      return page.popupBlocked ? null : {};
    },
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the bookmarklet is code in a string by nature
  const bookmark = new Function('window', 'document', script) as (w: unknown, d: unknown) => void;
  bookmark(window, { title: page.title });
  return run;
}

describe('the bookmarklet', () => {
  const origin = 'https://satchel.example';

  it('opens /save with the page URL and title in a small window', () => {
    const run = runBookmark(bookmarkletUrl(origin), {
      href: 'https://news.example/a?b=1&c=2#frag',
      title: 'Ünïcode & 東京',
    });
    expect(run.opened).toHaveLength(1);
    const opened = new URL(run.opened[0]!.url);
    expect(opened.origin + opened.pathname).toBe('https://satchel.example/save');
    expect(opened.searchParams.get('url')).toBe('https://news.example/a?b=1&c=2#frag');
    expect(opened.searchParams.get('title')).toBe('Ünïcode & 東京');
    expect(opened.searchParams.get('popup')).toBe('1');
    expect(run.opened[0]!.features).toContain(`width=${POPUP_WIDTH},height=${POPUP_HEIGHT}`);
    expect(run.location.href).toBe('https://news.example/a?b=1&c=2#frag');
  });

  it('goes there in the same tab when the popup is blocked', () => {
    const run = runBookmark(bookmarkletUrl(origin), {
      href: 'https://a.example/',
      title: 'A',
      popupBlocked: true,
    });
    const target = new URL(run.location.href);
    expect(target.pathname).toBe('/save');
    expect(target.searchParams.get('url')).toBe('https://a.example/');
    expect(target.searchParams.has('popup')).toBe(false);
  });

  it('takes control characters out of the title and cuts a long one', () => {
    const run = runBookmark(bookmarkletUrl(origin), {
      href: 'https://a.example/',
      title: `\u0007Bell\u001b${'x'.repeat(600)}`,
    });
    const title = new URL(run.opened[0]!.url).searchParams.get('title')!;
    expect(title.startsWith('Bellxxx')).toBe(true);
    expect(title).toHaveLength(500);
  });

  it('is one percent-encoded line with no spaces or quotes that a drag could break', () => {
    const url = bookmarkletUrl(`${origin}/`);
    expect(url).toMatch(/^javascript:[A-Za-z0-9%()*!'._~-]+$/);
    expect(bookmarkletScript(`${origin}/`)).toContain('"https://satchel.example/save?url="');
  });
});
