import { describe, expect, it } from 'vitest';
import {
  isLeftAlone,
  outgoingUrl,
  SOURCE,
  stripTrackingParams,
  withSource,
} from './outgoing-url.js';

// One row per rule of docs/PRODUCT.md §9 "Source values on outgoing links".
const stripCases: Array<[name: string, input: string, expected: string]> = [
  ['utm_medium', 'https://a.example/p?utm_medium=email', 'https://a.example/p'],
  ['utm_campaign', 'https://a.example/p?utm_campaign=spring', 'https://a.example/p'],
  ['utm_term', 'https://a.example/p?utm_term=shoes', 'https://a.example/p'],
  ['utm_content', 'https://a.example/p?utm_content=banner', 'https://a.example/p'],
  [
    'all four, other params kept in order',
    'https://a.example/p?a=1&utm_medium=x&b=2&utm_campaign=y&utm_term=z&utm_content=w&c=3',
    'https://a.example/p?a=1&b=2&c=3',
  ],
  [
    'names in any case',
    'https://a.example/p?UTM_Medium=x&Utm_Campaign=y&k=v',
    'https://a.example/p?k=v',
  ],
  ['percent-encoded name', 'https://a.example/p?utm%5Fterm=x&k=v', 'https://a.example/p?k=v'],
  [
    'utm_source kept',
    'https://a.example/p?utm_source=news&utm_medium=x',
    'https://a.example/p?utm_source=news',
  ],
  [
    'similar names kept',
    'https://a.example/p?utm_mediums=1&xutm_term=2',
    'https://a.example/p?utm_mediums=1&xutm_term=2',
  ],
  [
    'fragment kept',
    'https://a.example/p?utm_term=x&k=v#section-2',
    'https://a.example/p?k=v#section-2',
  ],
  ['fragment kept, query gone', 'https://a.example/p?utm_term=x#top', 'https://a.example/p#top'],
  [
    'question mark inside the fragment',
    'https://a.example/p#a?utm_term=x',
    'https://a.example/p#a?utm_term=x',
  ],
  [
    'other values keep their encoding',
    'https://a.example/p?q=a+b%20c&utm_content=x&e=%C3%A9',
    'https://a.example/p?q=a+b%20c&e=%C3%A9',
  ],
  ['no query', 'https://a.example/p', 'https://a.example/p'],
  [
    'craigslist.org untouched',
    'https://craigslist.org/x?utm_medium=a',
    'https://craigslist.org/x?utm_medium=a',
  ],
  [
    'craigslist subdomain untouched',
    'https://monterey.craigslist.org/grd/d/goats/7340745902.html?utm_campaign=a',
    'https://monterey.craigslist.org/grd/d/goats/7340745902.html?utm_campaign=a',
  ],
  [
    'craigslist look-alike stripped',
    'https://notcraigslist.org/x?utm_term=a',
    'https://notcraigslist.org/x',
  ],
  [
    'craigslist in the path stripped',
    'https://a.example/craigslist.org?utm_term=a',
    'https://a.example/craigslist.org',
  ],
  ['invalid URL unchanged', 'not a url?utm_medium=x', 'not a url?utm_medium=x'],
  ['non-http URL unchanged', 'mailto:a@b.example?utm_medium=x', 'mailto:a@b.example?utm_medium=x'],
  ['empty string unchanged', '', ''],
];

describe('stripTrackingParams', () => {
  it.each(stripCases)('%s', (_name, input, expected) => {
    expect(stripTrackingParams(input)).toBe(expected);
  });
});

describe('withSource', () => {
  it.each([
    ['appends to a URL without a query', 'https://a.example/p', 'https://a.example/p?utm_source=s'],
    [
      'appends after other params',
      'https://a.example/p?k=v',
      'https://a.example/p?k=v&utm_source=s',
    ],
    [
      'replaces in place, any case',
      'https://a.example/p?UTM_SOURCE=old&k=v',
      'https://a.example/p?utm_source=s&k=v',
    ],
    [
      'drops duplicates',
      'https://a.example/p?utm_source=a&k=v&utm_source=b',
      'https://a.example/p?utm_source=s&k=v',
    ],
    [
      'keeps the fragment',
      'https://a.example/p?k=v#frag',
      'https://a.example/p?k=v&utm_source=s#frag',
    ],
    ['leaves craigslist alone', 'https://sfbay.craigslist.org/x', 'https://sfbay.craigslist.org/x'],
    ['leaves invalid URLs alone', '::nope', '::nope'],
  ])('%s', (_name, input, expected) => {
    expect(withSource(input, 's')).toBe(expected);
  });

  it('encodes the value', () => {
    expect(withSource('https://a.example/', 'a b&c')).toBe(
      'https://a.example/?utm_source=a%20b%26c',
    );
  });
});

describe('SOURCE', () => {
  it('has the three contexts of docs/PRODUCT.md §9 with Satchel names', () => {
    expect(SOURCE).toEqual({
      saves: 'satchel_saves',
      shared: 'satchel_shared',
      reader: 'satchel_reader',
    });
  });

  it.each([
    ['saves', 'satchel_saves'],
    ['shared', 'satchel_shared'],
    ['reader', 'satchel_reader'],
  ] as const)('outgoingUrl(…, %s) strips and sets utm_source=%s', (context, value) => {
    expect(outgoingUrl('https://a.example/p?utm_source=x&utm_medium=m&k=v#f', context)).toBe(
      `https://a.example/p?utm_source=${value}&k=v#f`,
    );
  });
});

describe('isLeftAlone', () => {
  it.each([
    ['https://craigslist.org/', true],
    ['https://CRAIGSLIST.ORG/', true],
    ['https://newyork.craigslist.org/x', true],
    ['https://www.craigslist.com/x', true],
    ['https://craigslist.org.evil.example/x', false],
    ['https://a.example/?u=craigslist.org', false],
    ['nonsense', false],
  ] as const)('%s → %s', (url, expected) => {
    expect(isLeftAlone(url)).toBe(expected);
  });
});
