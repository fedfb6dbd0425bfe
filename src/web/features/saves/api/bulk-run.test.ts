import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { viewFromPath } from '../state/views';
import { runBulkAction } from '../../../lib/saved-items/bulk-run';
import { savedItemsKeys } from '../../../lib/saved-items';
import type { SavedItemsData, SavedItemSummary } from '../../../lib/saved-items';

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

/** A fake /graphql answering archive batches; batches listed in `failing` answer an error. */
function fakeServer(failing: number[] = []) {
  const bodies: Array<{ query: string; variables: Record<string, string> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: { body: string }) => {
      const body = JSON.parse(init.body) as { query: string; variables: Record<string, string> };
      bodies.push(body);
      if (failing.includes(bodies.length)) {
        return new Response(
          JSON.stringify({
            data: null,
            errors: [{ message: 'Saving is unavailable.', extensions: { code: 'UNAVAILABLE' } }],
          }),
        );
      }
      const data = Object.fromEntries(
        Object.entries(body.variables).map(([name, id]) => [
          `a${name.slice(2)}`,
          { id, status: 'ARCHIVED', isArchived: true, archivedAt: 5, _updatedAt: 5 },
        ]),
      );
      return new Response(JSON.stringify({ data }));
    }),
  );
  return bodies;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const ids = (n: number) => Array.from({ length: n }, (_, i) => `s${i + 1}`);

describe('bulk run', () => {
  test('75 items: 3 sequential requests, the cache follows each batch', async () => {
    const client = seeded(ids(75));
    const bodies = fakeServer();
    const progress: number[] = [];
    let batchTotal = 0;
    const result = await runBulkAction(client, 'archive', ids(75), {
      onStart: (total) => (batchTotal = total),
      onBatchDone: (done) => progress.push(done),
    });
    expect(result).toEqual({ done: 75, total: 75, error: null });
    expect(batchTotal).toBe(3);
    expect(progress).toEqual([30, 60, 75]);
    expect(bodies.map((body) => Object.keys(body.variables).length)).toEqual([30, 30, 15]);
    expect(bodies[1]!.variables.id0).toBe('s31');
    expect(onScreen(client)).toEqual([]);
  });

  test('stops at the first batch with errors; earlier batches stay applied', async () => {
    const client = seeded(ids(75));
    const bodies = fakeServer([2]);
    const progress: number[] = [];
    const result = await runBulkAction(client, 'archive', ids(75), {
      onBatchDone: (done) => progress.push(done),
    });
    expect(result).toEqual({ done: 30, total: 75, error: 'Saving is unavailable.' });
    expect(bodies).toHaveLength(2);
    expect(progress).toEqual([30]);
    expect(onScreen(client)).toEqual(ids(75).slice(30));
  });

  test('delete removes the items from every view', async () => {
    const client = seeded(ids(3));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: { a0: 's1', a1: 's3' } }))),
    );
    const result = await runBulkAction(client, 'delete', ['s1', 's3']);
    expect(result.error).toBeNull();
    expect(onScreen(client)).toEqual(['s2']);
  });
});
