import { describe, expect, test } from 'vitest';
import { scrolledPast, searchForView, viewFromSearch } from './inbox-view';

describe('inbox view in the address', () => {
  test('round trip', () => {
    for (const view of [
      { feedId: null, unseenOnly: false },
      { feedId: '42', unseenOnly: true },
      { feedId: '7', unseenOnly: false },
    ]) {
      expect(viewFromSearch(new URLSearchParams(searchForView(view)))).toEqual(view);
    }
    expect(searchForView({ feedId: null, unseenOnly: false })).toBe('');
  });

  test('a mangled feed id reads as all feeds', () => {
    expect(viewFromSearch(new URLSearchParams('feed=%3Cscript%3E&unseen=yes'))).toEqual({
      feedId: null,
      unseenOnly: false,
    });
  });

  test('only a row gone above the top counts as scrolled past', () => {
    const rootBounds = { top: 64 };
    expect(
      scrolledPast({ isIntersecting: false, boundingClientRect: { bottom: 40 }, rootBounds }),
    ).toBe(true);
    expect(
      scrolledPast({ isIntersecting: false, boundingClientRect: { bottom: 900 }, rootBounds }),
    ).toBe(false);
    expect(
      scrolledPast({ isIntersecting: true, boundingClientRect: { bottom: 40 }, rootBounds }),
    ).toBe(false);
  });
});
