import { describe, expect, it } from 'vitest';
import { describeRouteError } from './route-error';

describe('describeRouteError', () => {
  it('says offline first, whatever failed', () => {
    const failed = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    expect(describeRouteError(failed, false).title).toBe("You're offline");
  });

  it.each([
    'Failed to fetch dynamically imported module: http://x/assets/import-page-1.js',
    'Unable to preload CSS for http://x/assets/import-page-SwBuEyhZ.css',
    'Importing a module script failed.',
    'error loading dynamically imported module: http://x/assets/a.js',
  ])('online, a chunk that did not load asks for a reload: %s', (message) => {
    expect(describeRouteError(new Error(message), true).title).toBe('This page could not load');
  });

  it('any other error is said plainly, without its developer message', () => {
    const words = describeRouteError(new Error('Cannot read properties of undefined'), true);
    expect(words.title).toBe('Something went wrong');
    expect(words.message).not.toMatch(/undefined/);
  });
});
