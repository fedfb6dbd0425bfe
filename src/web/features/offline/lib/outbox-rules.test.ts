import { describe, expect, it } from 'vitest';
import type { SaveChange } from '../../../lib/saved-items';
import { mergeIntoOutbox, outboxEntry, withWaitingChanges } from './outbox-rules';
import type { OutboxOp } from './outbox-rules';

let next = 0;
/** A waiting change as the outbox stores it, queued `next` seconds after the epoch. */
const entry = (change: SaveChange): OutboxOp => {
  next += 1;
  const request = { query: 'mutation X { x }', operationName: 'X', variables: {} };
  return outboxEntry(change, request, `op${next}`, next * 1000);
};
const on = (kind: Exclude<SaveChange['kind'], 'tags'>, savedItemId: string) =>
  entry({ kind, savedItemId });
const tagsOf = (savedItemId: string, tags: string[]) => entry({ kind: 'tags', savedItemId, tags });
const archive = (id: string) => on('archive', id);
const kinds = (queue: OutboxOp[]) => queue.map((op) => `${op.kind}:${op.savedItemId}`);

describe('outboxEntry', () => {
  it('stores the typed change with the request exactly as it would have been sent', () => {
    const request = {
      query: 'mutation ItemTagsReplace { x }',
      operationName: 'ItemTagsReplace',
      variables: { input: [{ savedItemId: '7', tags: ['a'] }] },
    };
    expect(outboxEntry({ kind: 'tags', savedItemId: '7', tags: ['a'] }, request, 'x', 5)).toEqual({
      id: 'x',
      kind: 'tags',
      savedItemId: '7',
      tags: ['a'],
      request,
      queuedAt: 5,
    });
  });
});

describe('mergeIntoOutbox', () => {
  it('keeps the order the changes were made in', () => {
    let queue: OutboxOp[] = [];
    for (const op of [archive('1'), on('favorite', '2'), archive('3')]) {
      queue = mergeIntoOutbox(queue, op);
    }
    expect(kinds(queue)).toEqual(['archive:1', 'favorite:2', 'archive:3']);
  });

  it('drops a change and its undo together', () => {
    let queue = mergeIntoOutbox([], archive('1'));
    queue = mergeIntoOutbox(queue, on('favorite', '1'));
    queue = mergeIntoOutbox(queue, on('unarchive', '1'));
    expect(kinds(queue)).toEqual(['favorite:1']);
    queue = mergeIntoOutbox(queue, on('delete', '1'));
    queue = mergeIntoOutbox(queue, on('undelete', '1'));
    expect(kinds(queue)).toEqual(['favorite:1']);
  });

  it('sends only the last of two tag changes, and the same change once', () => {
    let queue = mergeIntoOutbox([], tagsOf('1', ['a']));
    queue = mergeIntoOutbox(queue, archive('2'));
    queue = mergeIntoOutbox(queue, tagsOf('1', []));
    queue = mergeIntoOutbox(queue, archive('2'));
    expect(kinds(queue)).toEqual(['tags:1', 'archive:2']);
    expect(queue[0]).toMatchObject({ kind: 'tags', tags: [] });
  });

  it('never touches a change being sent', () => {
    const sending = { ...archive('1'), sending: true };
    const queue = mergeIntoOutbox([sending], on('unarchive', '1'));
    expect(kinds(queue)).toEqual(['archive:1', 'unarchive:1']);
  });
});

describe('withWaitingChanges', () => {
  const save = {
    id: '1',
    status: 'UNREAD',
    isArchived: false,
    isFavorite: false,
    tags: [{ id: 't', name: 't' }],
  };

  it('shows a save as it will be once the changes are sent', () => {
    const queue = [archive('1'), on('favorite', '1'), archive('2')];
    // The times are those the changes were made at, as the server will record them.
    expect(withWaitingChanges(save, queue)).toEqual({
      ...save,
      status: 'ARCHIVED',
      isArchived: true,
      archivedAt: queue[0]!.queuedAt / 1000,
      isFavorite: true,
      favoritedAt: queue[1]!.queuedAt / 1000,
    });
    expect(withWaitingChanges(save, [tagsOf('1', ['n'])])?.tags).toEqual([{ id: 'n', name: 'n' }]);
    expect(withWaitingChanges(save, [])).toBe(save);
  });

  it('hides a deleted save until it is restored', () => {
    expect(withWaitingChanges(save, [on('delete', '1')])).toBeNull();
    expect(withWaitingChanges(save, [on('delete', '1'), on('undelete', '1')])).toEqual(save);
  });
});

describe('entries stored by an older client', () => {
  // The shape stored in IndexedDB before the changes were typed: the same fields.
  const stored = (fields: Record<string, unknown>) =>
    ({
      id: 'old',
      request: { query: 'mutation ItemArchive { x }', operationName: 'ItemArchive', variables: {} },
      queuedAt: 2000,
      ...fields,
    }) as OutboxOp;

  it('merge and show as new ones do', () => {
    const old = stored({ kind: 'archive', savedItemId: '1' });
    expect(kinds(mergeIntoOutbox([old], on('unarchive', '1')))).toEqual([]);
    const save = { id: '1', status: 'UNREAD', isArchived: false };
    expect(withWaitingChanges(save, [old])).toMatchObject({ status: 'ARCHIVED', archivedAt: 2 });
    expect(
      withWaitingChanges({ ...save, tags: [{ id: 'a', name: 'a' }] }, [
        stored({ kind: 'tags', savedItemId: '1' }),
      ])?.tags,
    ).toEqual([]);
  });
});
