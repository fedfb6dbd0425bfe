import { describe, expect, test } from 'vitest';
import {
  MASTODON_INSTANCE_KEY,
  readMastodonInstance,
  rememberMastodonInstance,
} from './mastodon-instance';
import { mastodonShareUrl, parseMastodonInstance, shareText, shareUrlFor } from './share-urls';

const target = {
  url: 'https://satchel.example/share/abc?x=1&y=2',
  title: 'Cats & dogs: a #1 guide',
};
const encodedUrl = 'https%3A%2F%2Fsatchel.example%2Fshare%2Fabc%3Fx%3D1%26y%3D2';
const encodedTitle = 'Cats%20%26%20dogs%3A%20a%20%231%20guide';

describe('share URLs for each network', () => {
  test('email: subject is the title, body the title and link, spaces as %20', () => {
    expect(shareUrlFor('email', target)).toBe(
      `mailto:?subject=${encodedTitle}&body=${encodedTitle}%0A%0A${encodedUrl}`,
    );
    expect(shareUrlFor('email', { url: 'https://a.example/' })).toBe(
      'mailto:?subject=A%20link%20for%20you&body=https%3A%2F%2Fa.example%2F',
    );
  });

  test('facebook, linkedin: the link only', () => {
    expect(shareUrlFor('facebook', target)).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    );
    expect(shareUrlFor('linkedin', target)).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
    );
  });

  test('x and reddit: the link and the title, the title left out when blank', () => {
    expect(shareUrlFor('x', target)).toBe(
      `https://x.com/intent/post?url=${encodedUrl}&text=${encodedTitle}`,
    );
    expect(shareUrlFor('reddit', target)).toBe(
      `https://www.reddit.com/submit?url=${encodedUrl}&title=${encodedTitle}`,
    );
    expect(shareUrlFor('x', { url: target.url, title: '   ' })).toBe(
      `https://x.com/intent/post?url=${encodedUrl}`,
    );
    expect(shareUrlFor('reddit', { url: target.url, title: null })).toBe(
      `https://www.reddit.com/submit?url=${encodedUrl}`,
    );
  });

  test('bluesky and mastodon: one text of title then link', () => {
    expect(shareText(target)).toBe(`${target.title} ${target.url}`);
    expect(shareUrlFor('bluesky', target)).toBe(
      `https://bsky.app/intent/compose?text=${encodedTitle}%20${encodedUrl}`,
    );
    expect(mastodonShareUrl('mastodon.social', target)).toBe(
      `https://mastodon.social/share?text=${encodedTitle}%20${encodedUrl}`,
    );
    expect(mastodonShareUrl('fosstodon.org', { url: 'https://a.example/' })).toBe(
      'https://fosstodon.org/share?text=https%3A%2F%2Fa.example%2F',
    );
  });

  test('non-ASCII titles are percent-encoded as UTF-8', () => {
    expect(shareUrlFor('x', { url: 'https://a.example/', title: 'Café — “ok”' })).toContain(
      '&text=Caf%C3%A9%20%E2%80%94%20%E2%80%9Cok%E2%80%9D',
    );
  });
});

describe('Mastodon instance', () => {
  test.each([
    ['mastodon.social', 'mastodon.social'],
    ['  Mastodon.Social  ', 'mastodon.social'],
    ['https://mastodon.social/', 'mastodon.social'],
    ['http://hachyderm.io/@alice/123', 'hachyderm.io'],
    ['mastodon.social/@alice', 'mastodon.social'],
    ['@alice@fosstodon.org', 'fosstodon.org'],
    ['alice@social.example.co.uk', 'social.example.co.uk'],
    ['xn--mstdn-lua.example', 'xn--mstdn-lua.example'],
    ['toot.xn--p1ai', 'toot.xn--p1ai'],
    ['mastodon.social.', 'mastodon.social'],
  ])('accepts %j as %s', (input, instance) => {
    expect(parseMastodonInstance(input)).toEqual({ ok: true, instance });
  });

  test.each([
    '',
    '   ',
    'localhost',
    'mastodon',
    '127.0.0.1',
    'mastodon.social:8443',
    'masto don.social',
    '-bad.example',
    'bad-.example',
    'bad..example',
    'javascript:alert(1)',
    'a.b.c.1',
    `${'a'.repeat(64)}.example`,
    `${'a.'.repeat(127)}example`,
    'mäst.example',
  ])('refuses %j', (input) => {
    const result = parseMastodonInstance(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/instance/i);
  });

  test('remembers the instance under preferred-mastodon-instance and reads it back', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(readMastodonInstance(storage)).toBe('');
    rememberMastodonInstance('hachyderm.io', storage);
    expect(store.get(MASTODON_INSTANCE_KEY)).toBe('hachyderm.io');
    expect(readMastodonInstance(storage)).toBe('hachyderm.io');
    // Something else wrote garbage there: it is ignored, not offered.
    store.set(MASTODON_INSTANCE_KEY, 'not a host');
    expect(readMastodonInstance(storage)).toBe('');
    // A storage that throws does not break sharing.
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readMastodonInstance(refusing)).toBe('');
    expect(() => rememberMastodonInstance('a.example', refusing)).not.toThrow();
  });
});
