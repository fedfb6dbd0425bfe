import { describe, expect, it } from 'vitest';
import { ReaderSlugs } from './reader-slug.js';

describe('reader slugs', () => {
  const slugs = new ReaderSlugs('instance-key-1');

  it.each([1, 2, 42, 1_000_000, 2 ** 40])('round-trips item %i', (id) => {
    const slug = slugs.encode(id);
    expect(slug).toMatch(/^[0-9a-z]+_[0-9a-f]{12}$/);
    expect(slugs.decode(slug)).toBe(id);
  });

  it('refuses a slug with a forged signature, another instance’s slug, and garbage', () => {
    const slug = slugs.encode(7);
    const [masked] = slug.split('_');
    expect(slugs.decode(`${masked}_000000000000`)).toBeUndefined();
    expect(new ReaderSlugs('another-key').decode(slug)).toBeUndefined();
    for (const bad of [
      '',
      '123',
      'abc_def',
      `${slug}x`,
      '../etc/passwd',
      'zzzzzzzzzzzzz_0123456789ab',
    ]) {
      expect(slugs.decode(bad)).toBeUndefined();
    }
  });

  it('does not show the id', () => {
    expect(slugs.encode(1_000_000)).not.toContain('1000000');
    expect(slugs.encode(123456).split('_')[0]).not.toBe((123456).toString(36));
  });

  it('does not make neighbouring ids look alike', () => {
    expect(slugs.encode(100).split('_')[1]).not.toBe(slugs.encode(101).split('_')[1]);
  });
});
