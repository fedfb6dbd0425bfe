import { describe, expect, it } from 'vitest';
import {
  answerWhileWaiting,
  mergeIntoOutbox,
  queueableChange,
  withWaitingChanges,
} from './outbox-rules';
import type { OutboxOp, OutboxRequest } from './outbox-rules';

const request = (operationName: string, variables: Record<string, unknown>): OutboxRequest => ({
  query: `mutation ${operationName} { x }`,
  operationName,
  variables,
});

let next = 0;
const change = (operationName: string, variables: Record<string, unknown>): OutboxOp => {
  next += 1;
  const op = queueableChange(request(operationName, variables), `op${next}`, next);
  if (!op) throw new Error(`${operationName} is not queueable`);
  return op;
};
const archive = (id: string) => change('ItemArchive', { itemId: id });
const kinds = (queue: OutboxOp[]) => queue.map((op) => `${op.kind}:${op.savedItemId}`);

describe('queueableChange', () => {
  it('takes the single-save changes and keeps the request as it would have been sent', () => {
    const op = change('ItemTagsReplace', { input: [{ savedItemId: '7', tags: ['a', 'b c'] }] });
    expect(op).toMatchObject({ kind: 'tags', savedItemId: '7', tags: ['a', 'b c'] });
    expect(op.request.variables).toEqual({ input: [{ savedItemId: '7', tags: ['a', 'b c'] }] });
    expect(change('ItemTagsRemove', { savedItemId: '7' })).toMatchObject({
      kind: 'tags',
      tags: [],
    });
    expect(change('ItemDelete', { itemId: '9' })).toMatchObject({
      kind: 'delete',
      savedItemId: '9',
    });
  });

  it('lets queries, bulk edits and malformed variables fail as before', () => {
    expect(queueableChange(request('GetSavedItems', {}), 'x', 1)).toBeNull();
    expect(queueableChange(request('ItemsTagsAdd', { input: [] }), 'x', 1)).toBeNull();
    expect(
      queueableChange(
        request('ItemTagsReplace', {
          input: [
            { savedItemId: '1', tags: ['a'] },
            { savedItemId: '2', tags: [] },
          ],
        }),
        'x',
        1,
      ),
    ).toBeNull();
    expect(queueableChange(request('ItemArchive', { itemId: '' }), 'x', 1)).toBeNull();
    expect(queueableChange(request('ItemArchive', {}), 'x', 1)).toBeNull();
  });
});

describe('answerWhileWaiting', () => {
  it('answers in the shape of the server, with only what the change sets', () => {
    expect(answerWhileWaiting(archive('5'), 1000)).toEqual({
      updateSavedItemArchive: { id: '5', status: 'ARCHIVED', isArchived: true, archivedAt: 1000 },
    });
    expect(answerWhileWaiting(change('ItemFavorite', { itemId: '5' }), 1)).toEqual({
      updateSavedItemFavorite: { id: '5', isFavorite: true, favoritedAt: 1 },
    });
    expect(answerWhileWaiting(change('ItemDelete', { itemId: '5' }), 1)).toEqual({
      deleteSavedItem: '5',
    });
    expect(
      answerWhileWaiting(
        change('ItemTagsReplace', { input: [{ savedItemId: '5', tags: ['x'] }] }),
        1,
      ),
    ).toEqual({
      replaceSavedItemTags: [
        { id: '5', tags: [{ id: 'x', name: 'x' }], status: null, _updatedAt: null },
      ],
    });
    expect(answerWhileWaiting(change('ItemTagsRemove', { savedItemId: '5' }), 1)).toMatchObject({
      updateSavedItemRemoveTags: { id: '5', tags: [] },
    });
  });
});

describe('mergeIntoOutbox', () => {
  it('keeps the order the changes were made in', () => {
    let queue: OutboxOp[] = [];
    for (const op of [archive('1'), change('ItemFavorite', { itemId: '2' }), archive('3')]) {
      queue = mergeIntoOutbox(queue, op);
    }
    expect(kinds(queue)).toEqual(['archive:1', 'favorite:2', 'archive:3']);
  });

  it('drops a change and its undo together', () => {
    let queue = mergeIntoOutbox([], archive('1'));
    queue = mergeIntoOutbox(queue, change('ItemFavorite', { itemId: '1' }));
    queue = mergeIntoOutbox(queue, change('ItemUnArchive', { itemId: '1' }));
    expect(kinds(queue)).toEqual(['favorite:1']);
    queue = mergeIntoOutbox(queue, change('ItemDelete', { itemId: '1' }));
    queue = mergeIntoOutbox(queue, change('ItemUnDelete', { itemId: '1' }));
    expect(kinds(queue)).toEqual(['favorite:1']);
  });

  it('sends only the last of two tag changes, and the same change once', () => {
    let queue = mergeIntoOutbox(
      [],
      change('ItemTagsReplace', { input: [{ savedItemId: '1', tags: ['a'] }] }),
    );
    queue = mergeIntoOutbox(queue, archive('2'));
    queue = mergeIntoOutbox(queue, change('ItemTagsRemove', { savedItemId: '1' }));
    queue = mergeIntoOutbox(queue, archive('2'));
    expect(kinds(queue)).toEqual(['tags:1', 'archive:2']);
    expect(queue[0]?.tags).toEqual([]);
  });

  it('never touches a change being sent', () => {
    const sending = { ...archive('1'), sending: true };
    const queue = mergeIntoOutbox([sending], change('ItemUnArchive', { itemId: '1' }));
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
    const queue = [archive('1'), change('ItemFavorite', { itemId: '1' }), archive('2')];
    expect(withWaitingChanges(save, queue)).toEqual({
      ...save,
      status: 'ARCHIVED',
      isArchived: true,
      isFavorite: true,
    });
    expect(
      withWaitingChanges(save, [
        change('ItemTagsReplace', { input: [{ savedItemId: '1', tags: ['n'] }] }),
      ])?.tags,
    ).toEqual([{ id: 'n', name: 'n' }]);
    expect(withWaitingChanges(save, [])).toBe(save);
  });

  it('hides a deleted save until it is restored', () => {
    expect(withWaitingChanges(save, [change('ItemDelete', { itemId: '1' })])).toBeNull();
    expect(
      withWaitingChanges(save, [
        change('ItemDelete', { itemId: '1' }),
        change('ItemUnDelete', { itemId: '1' }),
      ]),
    ).toEqual(save);
  });
});
