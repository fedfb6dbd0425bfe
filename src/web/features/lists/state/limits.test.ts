import { describe, expect, test } from 'vitest';
import {
  CHARACTER_LIMIT_EXCEEDED,
  characterCount,
  ITEMS_WITH_CREATE,
  LIST_BATCH_SIZE,
  LIST_DESCRIPTION_MAX,
  LIST_NOTE_MAX,
  LIST_TITLE_MAX,
} from './limits';

describe('character counters', () => {
  test('the limits of the spec: title 100, description 200, note 300; 3 with creation, 30 a batch', () => {
    expect([LIST_TITLE_MAX, LIST_DESCRIPTION_MAX, LIST_NOTE_MAX]).toEqual([100, 200, 300]);
    expect([ITEMS_WITH_CREATE, LIST_BATCH_SIZE]).toEqual([3, 30]);
    expect(CHARACTER_LIMIT_EXCEEDED).toBe('Character Limit Exceeded');
  });

  test('shows current/limit of the trimmed text', () => {
    expect(characterCount('  Reading list  ', LIST_TITLE_MAX)).toEqual({
      count: 12,
      max: 100,
      over: false,
      text: '12/100',
    });
  });

  test('at the limit is fine; one more is over', () => {
    expect(characterCount('a'.repeat(100), LIST_TITLE_MAX).over).toBe(false);
    const over = characterCount('a'.repeat(101), LIST_TITLE_MAX);
    expect(over.over).toBe(true);
    expect(over.text).toBe('101/100');
  });

  test('an emoji counts as one character', () => {
    expect(characterCount('📚'.repeat(300), LIST_NOTE_MAX).over).toBe(false);
  });
});
