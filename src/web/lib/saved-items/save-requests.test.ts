import { afterEach, describe, expect, it, vi } from 'vitest';
import { setOfflineMutationHandler } from '../graphql-client';
import type { GraphQLRequestBody } from '../graphql-client';
import type { SaveChange } from './save-changes';
import { SAVE_REQUESTS } from './save-requests';

/** What the outbox is handed: each request as it would have been sent, with its typed change. */
const kept: Array<{ request: GraphQLRequestBody; change: SaveChange }> = [];

/** No network: fetch fails, and the outbox keeps every change it is handed. */
function offline() {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
  setOfflineMutationHandler(async (request, change) => {
    kept.push({ request, change });
    return true;
  });
}

afterEach(() => {
  kept.length = 0;
  setOfflineMutationHandler(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the requests of changes that may wait offline', () => {
  it('hand the outbox the typed change and the request exactly as it would have been sent', async () => {
    offline();
    await SAVE_REQUESTS.archive('5');
    await SAVE_REQUESTS.replaceTags('7', ['a', 'b c']);
    await SAVE_REQUESTS.removeTags('7');
    expect(kept.map((entry) => entry.change)).toEqual([
      { kind: 'archive', savedItemId: '5' },
      { kind: 'tags', savedItemId: '7', tags: ['a', 'b c'] },
      { kind: 'tags', savedItemId: '7', tags: [] },
    ]);
    expect(kept.map(({ request }) => [request.operationName, request.variables])).toEqual([
      ['ItemArchive', { itemId: '5' }],
      ['ItemTagsReplace', { input: [{ savedItemId: '7', tags: ['a', 'b c'] }] }],
      ['ItemTagsRemove', { savedItemId: '7' }],
    ]);
    expect(kept[0]!.request.query).toContain('mutation ItemArchive($itemId: ID!)');
  });

  it('answer while waiting in the shape of the server, with only what the change sets', async () => {
    offline();
    expect(await SAVE_REQUESTS.archive('5')).toEqual({
      id: '5',
      status: 'ARCHIVED',
      isArchived: true,
      archivedAt: 1000,
    });
    expect(await SAVE_REQUESTS.unfavorite('5')).toEqual({
      id: '5',
      isFavorite: false,
      favoritedAt: null,
    });
    expect(await SAVE_REQUESTS.delete('5')).toBeUndefined();
    expect(await SAVE_REQUESTS.undelete('5')).toEqual({ id: '5' });
    expect(await SAVE_REQUESTS.replaceTags('5', ['x'])).toEqual([
      { id: '5', tags: [{ id: 'x', name: 'x' }], status: null, _updatedAt: null },
    ]);
    expect(await SAVE_REQUESTS.removeTags('5')).toMatchObject({ id: '5', tags: [] });
  });

  it('fail as before when the outbox does not keep them', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    setOfflineMutationHandler(async () => false);
    await expect(SAVE_REQUESTS.favorite('5')).rejects.toThrow('Could not reach the server');
  });
});
