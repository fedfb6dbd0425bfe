import { beforeEach, describe, expect, test, vi } from 'vitest';

const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
});

const store = await import('./list-dialogs-store');
const save = {
  itemId: '1',
  url: 'https://example.com/1',
  title: 'One',
  excerpt: null,
  imageUrl: null,
  publisher: null,
  authors: null,
};

describe('list dialogs', () => {
  beforeEach(() => store.closeListDialogs());

  test('the picker opens for one or many saves; "Create new list" keeps them', () => {
    store.openListPicker([save, { ...save, itemId: '2' }]);
    expect(store.useListDialogs.getState().dialog).toBe('picker');
    store.switchToCreate();
    const state = store.useListDialogs.getState();
    expect(state.dialog).toBe('create');
    expect(state.items.map((item) => item.itemId)).toEqual(['1', '2']);
  });

  test('closing forgets the saves and the progress', () => {
    store.openCreateList([save]);
    store.setAddProgress({ done: 3, total: 5 });
    store.closeListDialogs();
    expect(store.useListDialogs.getState()).toMatchObject({
      dialog: null,
      items: [],
      progress: null,
    });
  });

  test('the last used list is remembered in localStorage', () => {
    store.rememberLastList({ externalId: 'abc', title: 'Weekend reading' });
    expect(store.useListDialogs.getState().lastList?.title).toBe('Weekend reading');
    expect(JSON.parse(storage.get(store.LAST_LIST_KEY) ?? '{}')).toEqual({
      externalId: 'abc',
      title: 'Weekend reading',
    });
  });
});
