import { describe, expect, test } from 'vitest';
import {
  createSequenceMatcher,
  parseKeys,
  SEQUENCE_TIMEOUT_MS,
  strokeOf,
} from './sequence-matcher';
import type { KeyStroke } from './sequence-matcher';

const key = (k: string, mods: Partial<Omit<KeyStroke, 'key'>> = {}): KeyStroke => ({
  key: k,
  ctrl: false,
  alt: false,
  meta: false,
  ...mods,
});

const GLOBAL = ['g a', 'g l', 'g u', 's n', 'c d', '?', '/'];
const ITEM = ['a', 'f', 'd', 'j', 'k', 'x'];
const ALL = [...GLOBAL, ...ITEM, 'ctrl+=', 'alt+='];

describe('sequence matcher', () => {
  test('the spec timeout is 1000 ms', () => {
    expect(SEQUENCE_TIMEOUT_MS).toBe(1000);
  });

  test('g then a within the timeout matches "g a", and not the single "a"', () => {
    const m = createSequenceMatcher();
    expect(m.feed(key('g'), 0, ALL)).toBeNull();
    expect(m.feed(key('a'), 400, ALL)).toBe('g a');
    // Completed: the next "a" is the item shortcut on its own.
    expect(m.feed(key('a'), 500, ALL)).toBe('a');
  });

  test('a sequence is exactly at the limit at 1000 ms and over it after', () => {
    const m = createSequenceMatcher();
    m.feed(key('g'), 0, ALL);
    expect(m.feed(key('l'), 1000, ALL)).toBe('g l');
    m.feed(key('g'), 2000, ALL);
    // Too slow: the sequence is dropped; "l" alone is nothing.
    expect(m.feed(key('l'), 3001, ALL)).toBeNull();
  });

  test('after the timeout the second key counts on its own (g … a archives the item)', () => {
    const m = createSequenceMatcher();
    m.feed(key('g'), 0, ALL);
    expect(m.feed(key('a'), 1500, ALL)).toBe('a');
  });

  test('a wrong key resets the sequence, then may start a new one', () => {
    const m = createSequenceMatcher();
    m.feed(key('g'), 0, ALL);
    expect(m.feed(key('z'), 100, ALL)).toBeNull();
    expect(m.feed(key('a'), 200, ALL)).toBe('a');
    m.feed(key('g'), 300, ALL);
    expect(m.feed(key('s'), 400, ALL)).toBeNull(); // wrong for g…, but starts "s n"
    expect(m.feed(key('n'), 500, ALL)).toBe('s n');
    m.feed(key('g'), 600, ALL);
    expect(m.feed(key('j'), 700, ALL)).toBe('j');
  });

  test('a repeated first key restarts the sequence', () => {
    const m = createSequenceMatcher();
    m.feed(key('g'), 0, ALL);
    expect(m.feed(key('g'), 100, ALL)).toBeNull();
    expect(m.feed(key('u'), 200, ALL)).toBe('g u');
  });

  test('single keys and symbols match at once', () => {
    const m = createSequenceMatcher();
    expect(m.feed(key('?'), 0, ALL)).toBe('?');
    expect(m.feed(key('/'), 10, ALL)).toBe('/');
    expect(m.feed(key('j'), 20, ALL)).toBe('j');
  });

  test('modifiers must match exactly', () => {
    const m = createSequenceMatcher();
    expect(m.feed(key('=', { ctrl: true }), 0, ALL)).toBe('ctrl+=');
    expect(m.feed(key('=', { alt: true }), 10, ALL)).toBe('alt+=');
    expect(m.feed(key('=', { ctrl: true, alt: true }), 20, ALL)).toBeNull();
    expect(m.feed(key('='), 30, ALL)).toBeNull();
    // ctrl+a (select all) is not the archive shortcut; meta+f is not favorite.
    expect(m.feed(key('a', { ctrl: true }), 40, ALL)).toBeNull();
    expect(m.feed(key('f', { meta: true }), 50, ALL)).toBeNull();
    // And a chord does not continue a pending sequence.
    m.feed(key('g'), 60, ALL);
    expect(m.feed(key('a', { ctrl: true }), 70, ALL)).toBeNull();
    expect(m.feed(key('a'), 80, ALL)).toBe('a');
  });

  test('only shortcuts active now can match (e.g. unbound premium ones)', () => {
    const m = createSequenceMatcher();
    const free = ALL.filter((k) => k !== 'alt+=');
    expect(m.feed(key('=', { alt: true }), 0, free)).toBeNull();
    m.feed(key('g'), 10, ITEM);
    expect(m.feed(key('a'), 20, ITEM)).toBe('a');
  });

  test('reset forgets a pending sequence', () => {
    const m = createSequenceMatcher();
    m.feed(key('g'), 0, ALL);
    m.reset();
    expect(m.feed(key('a'), 10, ALL)).toBe('a');
  });
});

describe('keys', () => {
  test('parseKeys reads steps and chords', () => {
    expect(parseKeys('g a')).toEqual([key('g'), key('a')]);
    expect(parseKeys('ctrl+=')).toEqual([key('=', { ctrl: true })]);
    expect(parseKeys('alt+-')).toEqual([key('-', { alt: true })]);
    expect(parseKeys('?')).toEqual([key('?')]);
    expect(parseKeys('ctrl++')).toEqual([key('+', { ctrl: true })]);
  });

  const event = (
    k: string,
    code: string,
    mods: Partial<Record<'ctrlKey' | 'altKey' | 'metaKey', boolean>> = {},
  ) => ({
    key: k,
    code,
    ctrlKey: false,
    altKey: false,
    metaKey: false,
    ...mods,
  });

  test('strokeOf lower-cases letters, ignores bare modifiers, reads chords by physical key', () => {
    expect(strokeOf(event('G', 'KeyG'))).toEqual(key('g'));
    expect(strokeOf(event('?', 'Slash'))).toEqual(key('?'));
    expect(strokeOf(event('Shift', 'ShiftLeft'))).toBeNull();
    expect(strokeOf(event('Control', 'ControlLeft', { ctrlKey: true }))).toBeNull();
    expect(strokeOf(event('Escape', 'Escape'))).toEqual(key('escape'));
    // macOS: alt+= types "≠"; ctrl+shift+= types "+".
    expect(strokeOf(event('≠', 'Equal', { altKey: true }))).toEqual(key('=', { alt: true }));
    expect(strokeOf(event('+', 'Equal', { ctrlKey: true }))).toEqual(key('=', { ctrl: true }));
    expect(strokeOf(event('–', 'Minus', { altKey: true }))).toEqual(key('-', { alt: true }));
  });
});
