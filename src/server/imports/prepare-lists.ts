/**
 * Turns a file's lists into lists ready to write (lists/list-import.ts): each item's URL checked
 * by the save rules and mapped to its item (created when the page is new), its title taken from
 * the file's list or, failing that, from the file's save of the same page.
 */
import { validateSaveUrl } from '../../common/url-rules.js';
import type { Queryable } from '../db/types.js';
import type { ItemsService } from '../items/items.service.js';
import { normalizeUrl } from '../items/normalize-url.js';
import type { ImportedList } from '../lists/list-import.js';
import type { ImportList, ImportProblem, ImportRecord } from './import-record.js';

export async function prepareLists(
  tx: Queryable,
  items: Pick<ItemsService, 'itemsForBatch'>,
  lists: readonly ImportList[],
  records: readonly ImportRecord[],
): Promise<{ lists: ImportedList[]; problems: ImportProblem[] }> {
  const problems: ImportProblem[] = [];
  const checked = lists.map((list) => ({
    list,
    items: list.items.flatMap((item) => {
      const result = validateSaveUrl(item.url);
      if (result.ok) return [{ item, givenUrl: result.url, normalUrl: normalizeUrl(result.url) }];
      problems.push({
        url: item.url.slice(0, 300),
        reason: `An item of the list "${list.title.slice(0, 100)}" was left out: ${result.reason}`,
      });
      return [];
    }),
  }));
  const itemIds = await items.itemsForBatch(
    tx,
    checked.flatMap(({ items: entries }) => entries),
  );
  const titles = new Map<string, string>();
  for (const record of records) {
    if (!record.title) continue;
    const result = validateSaveUrl(record.url);
    if (result.ok) titles.set(normalizeUrl(result.url), record.title);
  }
  return {
    problems,
    lists: checked.map(({ list, items: entries }) => ({
      title: list.title,
      description: list.description ?? null,
      items: entries.map(({ item, givenUrl, normalUrl }) => ({
        itemId: itemIds.get(normalUrl)!.itemId,
        url: givenUrl,
        title: item.title ?? titles.get(normalUrl) ?? null,
        excerpt: item.excerpt ?? null,
        note: item.note ?? null,
      })),
    })),
  };
}
