import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useToasts } from '../../../lib/toast';
import { viewFromPath } from '../state/views';
import type { SavedItemsData, SavedItemSummary } from '../../../lib/saved-items';
import { savedItemsKeys } from '../../../lib/saved-items';
import { toggleSavedItem } from '../../../lib/saved-items/toggle-saved-item';
import type { SaveState } from '../../../lib/saved-items';

function item(id: string): SavedItemSummary {
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
  };
}

const savesView = viewFromPath('/saves')!;
const key = savedItemsKeys.view({
  filter: savesView.filter,
  sort: { sortBy: savesView.sortBy, sortOrder: 'DESC' },
});

function seeded(ids: string[]): QueryClient {
  const client = new QueryClient();
  const data: SavedItemsData = {
    pageParams: [null],
    pages: [
      {
        items: ids.map(item),
        startCursor: null,
        endCursor: null,
        hasNextPage: false,
        hasPreviousPage: false,
        totalCount: ids.length,
      },
    ],
  };
  client.setQueryData(key, data);
  return client;
}

const onScreen = (client: QueryClient) =>
  client.getQueryData<SavedItemsData>(key)!.pages.flatMap((page) => page.items.map((i) => i.id));

/** A fake /graphql: archive and unarchive answer the save's new state, or an error. */
function fakeServer(refuse = false) {
  const operations: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: { body: string }) => {
      const body = JSON.parse(init.body) as { query: string; variables: { itemId: string } };
      const archive = /mutation ItemArchive\b/.test(body.query);
      operations.push(archive ? 'archive' : 'unarchive');
      if (refuse) {
        return new Response(JSON.stringify({ data: null, errors: [{ message: 'Not now.' }] }));
      }
      const field = archive ? 'updateSavedItemArchive' : 'updateSavedItemUnArchive';
      const state = archive
        ? { status: 'ARCHIVED', isArchived: true, archivedAt: 9 }
        : { status: 'UNREAD', isArchived: false, archivedAt: null };
      return new Response(
        JSON.stringify({ data: { [field]: { ...item(body.variables.itemId), ...state } } }),
      );
    }),
  );
  return operations;
}

const lastToast = () => useToasts.getState().toasts.at(-1);

afterEach(() => {
  vi.unstubAllGlobals();
  useToasts.setState({ toasts: [] });
});

describe('toggleSavedItem', () => {
  test('archive leaves Saves, mirrors each state, and Undo puts the save back in its place', async () => {
    const client = seeded(['s1', 's2', 's3']);
    const operations = fakeServer();
    const mirrored: SaveState[] = [];
    await toggleSavedItem(client, item('s2'), 'archive', (state) => mirrored.push(state));
    expect(onScreen(client)).toEqual(['s1', 's3']);
    expect(mirrored.map((state) => state.status)).toEqual(['ARCHIVED', 'ARCHIVED']);
    expect(lastToast()).toMatchObject({ message: 'Archived', action: { label: 'Undo' } });

    lastToast()!.action!.onAction();
    await vi.waitFor(() => expect(operations).toEqual(['archive', 'unarchive']));
    await vi.waitFor(() => expect(mirrored.at(-1)?.status).toBe('UNREAD'));
    expect(onScreen(client)).toEqual(['s1', 's2', 's3']);
  });

  test('a refusal rolls back, tells the mirror the state before and says why', async () => {
    const client = seeded(['s1', 's2']);
    fakeServer(true);
    const mirrored: SaveState[] = [];
    await toggleSavedItem(client, item('s1'), 'archive', (state) => mirrored.push(state));
    expect(onScreen(client)).toEqual(['s1', 's2']);
    expect(mirrored.map((state) => state.status)).toEqual(['ARCHIVED', 'UNREAD']);
    expect(lastToast()).toMatchObject({ tone: 'error' });
    expect(lastToast()!.message).toMatch(/^Couldn't archive this item\. /);
  });
});
