import { describe, expect, test } from 'vitest';
import { HOME_STORED_TOPICS_KEY, resetStoredTopics } from './topic-reset';

function memoryStorage(initial: Record<string, string>) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

describe('topic-selector reset', () => {
  test('removes only the stored Home topics', () => {
    const storage = memoryStorage({ [HOME_STORED_TOPICS_KEY]: '["food"]', other: 'kept' });
    expect(HOME_STORED_TOPICS_KEY).toBe('pocket-home-stored-topics');
    expect(resetStoredTopics(storage)).toBe(true);
    expect(storage.map.has(HOME_STORED_TOPICS_KEY)).toBe(false);
    expect(storage.map.get('other')).toBe('kept');
    expect(resetStoredTopics(storage)).toBe(false);
  });
});
