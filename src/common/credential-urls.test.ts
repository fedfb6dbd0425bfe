import { describe, expect, it } from 'vitest';
import { hasCredential, looksRandom, redactUrlCredentials } from './credential-urls.js';

// Shapes of secret links seen in the wild (values made up, shapes kept).
const SECRET_LINKS = [
  'https://user:hunter2@intranet.example.com/wiki/Plan',
  'https://deploy@git.example.com/repo.git',
  'https://docs.example.com/d/report?token=8f14e45fceea167a5a36dedd4bea2543',
  'https://app.example.com/reset-password?reset_token=Zm9vYmFyYmF6cXV4',
  'https://maps.googleapis.com/maps/api/staticmap?center=Paris&key=AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY',
  'https://bucket.s3.amazonaws.com/report.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20260101%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20260101T000000Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=fe5f80f77d5fa3beca038a248ff027d0445342fe2855ddc963176630326f1024',
  'https://d111111abcdef8.cloudfront.net/video.mp4?Expires=1767225600&Signature=nitfHRCrtziwO2HwPfWw~yYDhUF5EwRunQA-j19DzZrvDh6hQ73lDx~-ar3UocvvRQVw6EkC~GdpGQyyOSKQim-TxAnW7d8F5Kkai9HVx0FIu-5jcQb0UEmatEXAMPLE&Key-Pair-Id=K2JCJMDEHXQW5F',
  'https://storage.googleapis.com/bucket/file.txt?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=sa%40project.iam.gserviceaccount.com%2F20260101%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20260101T000000Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=1a2b3c',
  'https://account.blob.core.windows.net/c/file.pdf?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-31T00:00:00Z&st=2026-01-01T00:00:00Z&spr=https&sig=abc%2Fdef%3D',
  'https://example.com/callback?code=4%2F0AX4XfWh-secret-oauth-code&state=xyz',
  'https://app.example.com/login?jwt=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
  'https://app.example.com/magic/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl',
  'https://www.dropbox.com/scl/fi/abc/report.pdf?rlkey=x8k2j3h4g5f6d7s8a9q0w1e2r&dl=0',
  'https://calendar.example.com/feeds/private?session_id=7d9a1c',
  'https://news.example.com/article?utm_source=mail&userKey=alice-private',
  'https://zoom.example.us/j/85512345678?pwd=bXlTZWNyZXRQYXNzd29yZDEyMw',
  'https://example.com/invite?invite=Q29uZmlkZW50aWFs',
  'https://example.com/dl?id=123&t=Ab3dE5gH7jK9mN1pQ3rS5tU7vW9xY1z',
  // private feeds and calendars, unsubscribe and download links
  'https://www.patreon.com/rss/creator?auth=Zm9vYmFyYmF6cXV4cXV1eA',
  'https://feeds.example.com/podcast.xml?X-Auth=1f2e3d',
  'https://news.example.com/unsubscribe?email=a%40example.com&hash=9c1185a5c5e9fc54612808977ee8f548',
  'https://feeds.example.com/members.xml?private=a1b2c3',
  // secrets in the fragment: an OAuth implicit grant, a single-page app's own routes
  'https://app.example.com/callback#access_token=ya29.a0AfH6SMBx&token_type=Bearer&expires_in=3599',
  'https://app.example.com/#/reset-password?token=Q29uZmlkZW50aWFsVG9rZW4',
  'https://chat.example.com/#!/invite?code=Xy7Pq2Lm',
];

// Ordinary article links, some long and odd, that must stay public.
const PUBLIC_LINKS = [
  'https://www.nytimes.com/2024/05/01/climate/heat-waves-europe.html',
  'https://en.wikipedia.org/wiki/The_Lord_of_the_Rings?oldid=1218000000',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
  'https://medium.com/@writer/how-to-read-more-books-in-2024-without-trying-harder-5f3a2b1c9d8e',
  'https://example.com/search?q=the+art+of+war&page=2&sort=relevance',
  'https://www.theguardian.com/world/2025/jan/01/live-updates?page=with:block-677a1b2c8f08e2d9b0c4d5e6',
  'https://news.ycombinator.com/item?id=41234567',
  'https://github.com/owner/repo/blob/main/README.md',
  'https://arxiv.org/abs/2401.01234v2',
  'https://example.org/articles/%D8%A7%D9%84%D9%82%D8%B1%D8%A7%D8%A1%D8%A9',
  'https://example.com/path?keywords=reading-list&lang=fr',
  'https://blog.example.com/posts/why-i-stopped-using-frameworks-and-what-came-next',
  'https://www.example.com/oauth?step=2',
  'https://example.com/article#section-3',
  'https://example.com/story#:~:text=the%20quiet%20harbour',
  'https://app.example.com/#/articles/1234?page=2',
];

describe('hasCredential', () => {
  it.each(SECRET_LINKS)('finds the secret in %s', (url) => {
    expect(hasCredential(url)).toBe(true);
  });

  it.each(PUBLIC_LINKS)('keeps %s public', (url) => {
    expect(hasCredential(url)).toBe(false);
  });

  it('takes a malformed address for one without a credential', () => {
    expect(hasCredential('not a url')).toBe(false);
  });
});

describe('looksRandom', () => {
  it('tells a random value from words and numbers', () => {
    expect(looksRandom('8f14e45fceea167a5a36dedd4bea2543')).toBe(true);
    expect(looksRandom('how-to-read-more-books-without-trying')).toBe(false);
    expect(looksRandom('12345678901234567890123456')).toBe(false);
    expect(looksRandom('short1')).toBe(false);
  });
});

describe('redactUrlCredentials', () => {
  it("hides a v3 call's access token and consumer key (an app's key), and keeps the rest", () => {
    expect(
      redactUrlCredentials(
        '/v3/get?consumer_key=1234-abcd1234abcd1234abcd1234&access_token=stl_1_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&count=10',
      ),
    ).toBe('/v3/get?consumer_key=[redacted]&access_token=[redacted]&count=10');
  });

  it('hides user info and signed parameters in a full URL', () => {
    expect(
      redactUrlCredentials('https://bob:secret@files.example.com/a.pdf?X-Amz-Signature=ff00&x=1'),
    ).toBe('https://[redacted]@files.example.com/a.pdf?X-Amz-Signature=[redacted]&x=1');
  });

  it('hides a token in an implicit-grant fragment', () => {
    expect(redactUrlCredentials('/cb?ok=1#access_token=abc&state=s')).toBe(
      '/cb?ok=1#access_token=[redacted]&state=s',
    );
  });

  it('leaves an address without secrets as it is, odd encodings included', () => {
    for (const url of ['/saves?filter=archive', '/search?q=%E0%A4%A&st=all', '/healthz'])
      expect(redactUrlCredentials(url)).toBe(url);
  });
});
