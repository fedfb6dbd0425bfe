import { describe, expect, test } from 'vitest';
import { fetchAllTags, mergeTagPage } from './get-users-tags';
import type { TagPage } from './get-users-tags';

const tag = (name: string) => ({ id: `id-${name}`, name, savedItemCount: 1 });

function pages(total: number, size = 100): Map<string | null, TagPage> {
  const names = Array.from({ length: total }, (_, i) => `t${String(i).padStart(3, '0')}`);
  const out = new Map<string | null, TagPage>();
  for (let start = 0; start < total; start += size) {
    const chunk = names.slice(start, start + size);
    out.set(start === 0 ? null : names[start - 1]!, {
      tags: chunk.map(tag),
      totalCount: total,
      hasNextPage: start + size < total,
      endCursor: chunk.at(-1) ?? null,
    });
  }
  return out;
}

describe('GetUsersTags loop (docs/PRODUCT.md §7)', () => {
  test('reads every page: 250 tags in three requests of 100', async () => {
    const book = pages(250);
    const asked: Array<string | null> = [];
    const result = await fetchAllTags(async (after) => {
      asked.push(after);
      return book.get(after)!;
    });
    expect(asked).toEqual([null, 't099', 't199']);
    expect(result.totalCount).toBe(250);
    expect(result.tags).toHaveLength(250);
    expect(result.tags.at(-1)?.name).toBe('t249');
  });

  test('the first page replaces, later pages append', () => {
    const old = { tags: [tag('stale')], totalCount: 1 };
    const first = { tags: [tag('a')], totalCount: 2, hasNextPage: true, endCursor: 'a' };
    const second = { tags: [tag('b')], totalCount: 2, hasNextPage: false, endCursor: 'b' };
    const afterFirst = mergeTagPage(old, first, true);
    expect(afterFirst.tags.map((t) => t.name)).toEqual(['a']);
    expect(mergeTagPage(afterFirst, second, false).tags.map((t) => t.name)).toEqual(['a', 'b']);
  });

  test('stops when the cursor does not move', async () => {
    let calls = 0;
    const result = await fetchAllTags(async () => {
      calls += 1;
      return { tags: [tag('x')], totalCount: 9, hasNextPage: true, endCursor: 'same' };
    });
    expect(calls).toBe(2);
    expect(result.tags).toHaveLength(2);
  });

  test('no tags: one request', async () => {
    let calls = 0;
    const result = await fetchAllTags(async () => {
      calls += 1;
      return { tags: [], totalCount: 0, hasNextPage: false, endCursor: null };
    });
    expect(calls).toBe(1);
    expect(result).toEqual({ tags: [], totalCount: 0 });
  });
});
