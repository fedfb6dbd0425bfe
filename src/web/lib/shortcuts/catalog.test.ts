import { describe, expect, test } from 'vitest';
import { bindingsFor, keyLabel, keysOf, SHORTCUT_TABLES } from './catalog';

describe('shortcut catalog', () => {
  test('three tables as in the spec, then the feed inbox', () => {
    expect(SHORTCUT_TABLES.map((table) => table.title)).toEqual([
      'Saves Actions',
      'Item Actions',
      'Reading Actions',
      'Feed Actions',
    ]);
    expect(SHORTCUT_TABLES[3]!.entries.flatMap((entry) => entry.keys)).toEqual([
      'j',
      'k',
      'o',
      'Enter',
      's',
      'm',
    ]);
    const saves = SHORTCUT_TABLES[0]!.entries.flatMap((entry) => entry.keys);
    for (const keys of ['g l', 'g a', 'g f', 'g r', 'g h', 'g v', 'g t', 'g s', 'g b', 'g u']) {
      expect(saves).toContain(keys);
    }
    for (const keys of ['s n', 's o', 'v l', 'v g', 'v d', 'c l', 'c d', 'c s', '?', '/']) {
      expect(saves).toContain(keys);
    }
    expect(SHORTCUT_TABLES[1]!.entries.flatMap((entry) => entry.keys).sort()).toEqual([
      'a',
      'd',
      'f',
      'j',
      'k',
      'o',
      't',
      'x',
    ]);
    expect(keysOf('help')).toEqual(['?', '/']);
  });

  test('only column width is premium', () => {
    const premium = SHORTCUT_TABLES.flatMap((table) => table.entries)
      .filter((entry) => entry.premium)
      .flatMap((entry) => entry.keys);
    expect(premium).toEqual(['alt+=', 'alt+-']);
  });

  test('premium and unavailable shortcuts are not bound for a free user', () => {
    const run = () => undefined;
    const free = bindingsFor({
      'reader-column-wider': run,
      'reader-font-larger': run,
      'go-search': run,
      help: run,
    });
    expect(free.map((binding) => binding.keys)).toEqual(['ctrl+=', 'g s', '?', '/']);
    const premium = bindingsFor({ 'reader-column-wider': run }, { premium: true });
    expect(premium.map((binding) => binding.keys)).toEqual(['alt+=']);
  });

  test('key labels', () => {
    expect(keyLabel('ctrl+=')).toBe('Ctrl + =');
    expect(keyLabel('g')).toBe('g');
  });
});
