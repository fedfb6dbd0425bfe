import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { viewFromPath } from '../state/views';
import { savedItemsKeys } from '../../../lib/saved-items';
import type { SavedItemsData, SavedItemSummary, SavedItemsView } from '../../../lib/saved-items';
import {
  injectItem,
  patchItem,
  positionsOf,
  reinsertItem,
  removeItem,
} from '../../../lib/saved-items/saved-items-cache';

function item(id: string, extra: Partial<SavedItemSummary> = {}): SavedItemSummary {
  return {
    id,
    url: `https://example.com/${id}`,
    title: id,
    status: 'UNREAD',
    isFavorite: false,
    favoritedAt: null,
    isArchived: false,
    archivedAt: null,
    _createdAt: 1,
    _updatedAt: 1,
    tags: null,
    annotations: null,
    item: { __typename: 'PendingItem', itemId: id, url: `https://example.com/${id}` },
    ...extra,
  };
}

function viewOf(path: string, sortOrder: 'ASC' | 'DESC' = 'DESC'): SavedItemsView {
  const view = viewFromPath(path)!;
  return { filter: view.filter, sort: { sortBy: view.sortBy, sortOrder } };
}

function seed(client: QueryClient, view: SavedItemsView, pages: SavedItemSummary[][]) {
  const data: SavedItemsData = {
    pageParams: pages.map((_, i) => (i === 0 ? null : `c${i}`)),
    pages: pages.map((items) => ({
      items,
      startCursor: null,
      endCursor: null,
      hasNextPage: false,
      hasPreviousPage: false,
      totalCount: items.length,
    })),
  };
  client.setQueryData(savedItemsKeys.view(view), data);
}

const ids = (client: QueryClient, view: SavedItemsView) =>
  client
    .getQueryData<SavedItemsData>(savedItemsKeys.view(view))!
    .pages.map((page) => page.items.map((entry) => entry.id));

describe('saved items cache', () => {
  test('archiving moves an item out of Saves; favorites keep it', () => {
    const client = new QueryClient();
    const saves = viewOf('/saves');
    const favorites = viewOf('/saves/favorites');
    seed(client, saves, [[item('a'), item('b', { isFavorite: true })]]);
    seed(client, favorites, [[item('b', { isFavorite: true })]]);
    patchItem(client, 'b', (current) => ({ ...current, status: 'ARCHIVED' }));
    expect(ids(client, saves)).toEqual([['a']]);
    expect(ids(client, favorites)).toEqual([['b']]);
    patchItem(client, 'b', (current) => ({ ...current, isFavorite: false }));
    expect(ids(client, favorites)).toEqual([[]]);
  });

  test('delete then undo puts the item back at its old position', () => {
    const client = new QueryClient();
    const saves = viewOf('/saves');
    seed(client, saves, [
      [item('a'), item('b')],
      [item('c'), item('d')],
    ]);
    const positions = removeItem(client, 'c');
    expect(ids(client, saves)).toEqual([['a', 'b'], ['d']]);
    reinsertItem(client, positions, item('c'));
    expect(ids(client, saves)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  test('archive then undo: the item is back at its place in Saves, unchanged elsewhere', () => {
    const client = new QueryClient();
    const saves = viewOf('/saves');
    const favorites = viewOf('/saves/favorites');
    const b = item('b', { isFavorite: true });
    seed(client, saves, [[item('a'), b, item('c')]]);
    seed(client, favorites, [[b]]);
    const positions = positionsOf(client, 'b');
    expect(positions).toHaveLength(2);
    patchItem(client, 'b', (current) => ({ ...current, status: 'ARCHIVED', isArchived: true }));
    expect(ids(client, saves)).toEqual([['a', 'c']]);
    // positionsOf only reads.
    expect(ids(client, favorites)).toEqual([['b']]);
    reinsertItem(client, positions, b);
    patchItem(client, 'b', () => b);
    expect(ids(client, saves)).toEqual([['a', 'b', 'c']]);
    expect(ids(client, favorites)).toEqual([['b']]);
    const restored = client.getQueryData<SavedItemsData>(savedItemsKeys.view(saves))!;
    expect(restored.pages[0]!.items[1]!.status).toBe('UNREAD');
  });

  test('a new save goes first only in matching newest-first views', () => {
    const client = new QueryClient();
    const saves = viewOf('/saves');
    const oldest = viewOf('/saves/articles', 'ASC');
    const archive = viewOf('/saves/archive');
    seed(client, saves, [[item('a'), item('new')]]);
    seed(client, oldest, [[item('x')]]);
    seed(client, archive, [[item('y', { status: 'ARCHIVED' })]]);
    injectItem(client, item('new', { title: 'fresh' }));
    expect(ids(client, saves)).toEqual([['new', 'a']]);
    expect(ids(client, oldest)).toEqual([['x']]);
    expect(ids(client, archive)).toEqual([['y']]);
  });

  test('re-adding an archived item takes it out of the archive', () => {
    const client = new QueryClient();
    const archive = viewOf('/saves/archive');
    seed(client, archive, [[item('y', { status: 'ARCHIVED' }), item('z', { status: 'ARCHIVED' })]]);
    injectItem(client, item('y'));
    expect(ids(client, archive)).toEqual([['z']]);
  });
});
