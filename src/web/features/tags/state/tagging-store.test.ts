import { beforeEach, describe, expect, test } from 'vitest';
import {
  addTag,
  closeTagging,
  openTagging,
  removeActiveTags,
  removeLastTag,
  removeTag,
  requestSuggestions,
  resetTagging,
  suggestionsFailed,
  suggestionsLoaded,
  toggleActiveTag,
  toggleTag,
  useTaggingStore,
} from './tagging-store';

const state = () => useTaggingStore.getState();

beforeEach(() => closeTagging());

describe('tagging store (docs/PRODUCT.md §3 "Tagging state", §4 "Tagging")', () => {
  test('opening starts from the item tags, normalised and unique; closing clears everything', () => {
    openTagging({ itemIds: ['1'], tagNames: ['News', ' news ', 'Go'], isBulk: false });
    expect(state()).toMatchObject({
      target: { itemIds: ['1'], isBulk: false },
      tagNames: ['news', 'go'],
      activeTags: [],
      tagSuggestions: [],
      tagSuggestionStatus: 'idle',
    });
    closeTagging();
    expect(state()).toMatchObject({ target: null, tagNames: [], tagSuggestionStatus: 'idle' });
  });

  test('adding normalises, keeps the set unique and refuses empty names', () => {
    openTagging({ itemIds: ['1'], tagNames: [], isBulk: false });
    expect(addTag('  Reading List ')).toEqual({ ok: true, name: 'reading list' });
    expect(addTag('READING LIST')).toEqual({ ok: true, name: 'reading list' });
    // Too long: refused with docs/PRODUCT.md §5's words, never cut to 25.
    expect(addTag('x'.repeat(26))).toEqual({ ok: false, reason: 'Character Limit Exceeded' });
    expect(addTag('X'.repeat(25))).toEqual({ ok: true, name: 'x'.repeat(25) });
    const empty = addTag('   ');
    expect(empty.ok).toBe(false);
    expect(addTag('_untagged_').ok).toBe(false);
    expect(state().tagNames).toEqual(['reading list', 'x'.repeat(25)]);
  });

  test('removing one tag, the last tag, and toggling', () => {
    openTagging({ itemIds: ['1'], tagNames: ['a', 'b', 'c'], isBulk: false });
    removeTag('b');
    expect(state().tagNames).toEqual(['a', 'c']);
    removeLastTag();
    expect(state().tagNames).toEqual(['a']);
    toggleTag('z');
    expect(state().tagNames).toEqual(['a', 'z']);
    toggleTag('a');
    expect(state().tagNames).toEqual(['z']);
    removeLastTag();
    removeLastTag();
    expect(state().tagNames).toEqual([]);
  });

  test('active chips toggle, and removing the active ones clears the active set', () => {
    openTagging({ itemIds: ['1'], tagNames: ['a', 'b', 'c', 'd'], isBulk: false });
    toggleActiveTag('b');
    toggleActiveTag('d');
    toggleActiveTag('c');
    toggleActiveTag('c');
    expect(state().activeTags).toEqual(['b', 'd']);
    removeActiveTags();
    expect(state().tagNames).toEqual(['a', 'c']);
    expect(state().activeTags).toEqual([]);
    toggleActiveTag('a');
    removeTag('c');
    expect(state().activeTags).toEqual([]);
  });

  test('suggestions go idle → pending → complete, and a failure also completes with none', () => {
    openTagging({ itemIds: ['1'], tagNames: [], isBulk: false });
    expect(state().tagSuggestionStatus).toBe('idle');
    requestSuggestions();
    expect(state().tagSuggestionStatus).toBe('pending');
    suggestionsLoaded(['Go', 'rust', 'go']);
    expect(state()).toMatchObject({
      tagSuggestionStatus: 'complete',
      tagSuggestions: ['go', 'rust'],
    });

    openTagging({ itemIds: ['2'], tagNames: [], isBulk: false });
    expect(state()).toMatchObject({ tagSuggestionStatus: 'idle', tagSuggestions: [] });
    requestSuggestions();
    suggestionsFailed();
    expect(state()).toMatchObject({ tagSuggestionStatus: 'complete', tagSuggestions: [] });
  });

  test('a failed save resets the editor to the tags it opened with', () => {
    openTagging({ itemIds: ['1', '2'], tagNames: ['keep'], isBulk: true });
    addTag('new');
    toggleActiveTag('keep');
    resetTagging();
    expect(state()).toMatchObject({
      target: { itemIds: ['1', '2'], isBulk: true },
      tagNames: ['keep'],
      activeTags: [],
    });
  });
});
