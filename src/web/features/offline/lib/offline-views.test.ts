import { describe, expect, it } from 'vitest';
import { savesForView } from './offline-views';

const saves = [
  { id: 'a', status: 'UNREAD', isFavorite: true, _createdAt: 3, tags: [{ name: 'cooking' }] },
  { id: 'b', status: 'UNREAD', isFavorite: false, _createdAt: 1, tags: [] },
  { id: 'c', status: 'ARCHIVED', isFavorite: true, _createdAt: 2, tags: null },
];
const newest = { sortBy: 'CREATED_AT', sortOrder: 'DESC' } as const;

describe('savesForView', () => {
  it('answers Saves newest or oldest first, its favorites and its tags', () => {
    const ids = (list: Array<{ id: string }> | null) => list?.map((s) => s.id) ?? null;
    expect(ids(savesForView(saves, { filter: { statuses: ['UNREAD'] }, sort: newest }))).toEqual([
      'a',
      'b',
    ]);
    expect(
      ids(
        savesForView(saves, {
          filter: { statuses: ['UNREAD'] },
          sort: { ...newest, sortOrder: 'ASC' },
        }),
      ),
    ).toEqual(['b', 'a']);
    expect(
      ids(savesForView(saves, { filter: { status: 'UNREAD', isFavorite: true }, sort: newest })),
    ).toEqual(['a']);
    expect(
      ids(
        savesForView(saves, {
          filter: { statuses: ['UNREAD'], tagNames: ['_untagged_'] },
          sort: newest,
        }),
      ),
    ).toEqual(['b']);
  });

  it('cannot answer views of saves it does not keep', () => {
    expect(savesForView(saves, { filter: { statuses: ['ARCHIVED'] }, sort: newest })).toBeNull();
    expect(savesForView(saves, { filter: {}, sort: newest })).toBeNull();
    expect(
      savesForView(saves, { filter: { statuses: ['UNREAD'], isHighlighted: true }, sort: newest }),
    ).toBeNull();
    expect(
      savesForView(saves, {
        filter: { statuses: ['UNREAD'] },
        sort: { sortBy: 'UPDATED_AT', sortOrder: 'DESC' },
      }),
    ).toBeNull();
  });
});
