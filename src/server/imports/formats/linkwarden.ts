/**
 * Linkwarden's backup (Settings → Data → Export, `/api/v1/migration`; docs/IMPORT.md): the user
 * record with `collections: [{ id, name, parentId, links: [{ id, name, url, type, tags: [{ name }],
 * createdAt }] }]` and `pinnedLinks`. Each collection on the way from the top to a link becomes a
 * tag (except the default "Unorganized"), pinned links become favourites. Uploaded files (`type`
 * pdf or image, no `url`) cannot be saved and are problems. Links are numbered from 1 in file
 * order, collection after collection.
 */
import { fromIso } from './dates.js';
import { cleanTitle, type ImportBuilder } from './import-builder.js';
import { isObject, str, type JsonObject } from './json.js';
import { cleanTags } from './tags.js';

/** The collection every Linkwarden account starts with; links land there unless moved. */
const DEFAULT_COLLECTION = 'unorganized';

export function isLinkwardenBackup(data: unknown): data is JsonObject {
  return (
    isObject(data) &&
    Array.isArray(data.collections) &&
    data.collections.some((c) => isObject(c) && Array.isArray(c.links))
  );
}

export function parseLinkwardenJson(data: JsonObject, out: ImportBuilder): void {
  const collections = (data.collections as unknown[]).filter(isObject);
  const byId = new Map(collections.map((c) => [idOf(c.id), c]));
  const pinned = new Set(
    (Array.isArray(data.pinnedLinks) ? data.pinnedLinks : [])
      .filter(isObject)
      .flatMap((link) => [idOf(link.id), str(link.url)])
      .filter((key): key is string => key !== undefined),
  );
  let count = 0;
  for (const collection of collections) {
    const path = collectionPath(collection, byId);
    for (const link of Array.isArray(collection.links) ? collection.links : []) {
      count += 1;
      if (!isObject(link)) {
        out.problem(`Link ${count} is not a link.`, count);
        continue;
      }
      const url = str(link.url);
      if (!url) {
        const kind = str(link.type);
        out.problem(
          kind && kind !== 'url'
            ? `Link ${count} is an uploaded file (${kind}), not a web page; Satchel saves links only.`
            : `Link ${count} has no URL.`,
          count,
        );
        continue;
      }
      const tags = (Array.isArray(link.tags) ? link.tags : []).map((tag: unknown) =>
        isObject(tag) ? tag.name : tag,
      );
      out.add({
        row: count,
        url,
        title: cleanTitle(link.name, url),
        savedAt: fromIso(link.createdAt),
        favorite: pinned.has(idOf(link.id) ?? url) || pinned.has(url),
        tags: cleanTags([...tags, ...path]),
      });
    }
  }
}

/** Names from the top collection down to this one, without the default one; cycles cut. */
function collectionPath(
  collection: JsonObject,
  byId: Map<string | undefined, JsonObject>,
): string[] {
  const names: string[] = [];
  const seen = new Set<JsonObject>();
  for (let at: JsonObject | undefined = collection; at && !seen.has(at);) {
    seen.add(at);
    const name = str(at.name);
    if (name && name.toLowerCase() !== DEFAULT_COLLECTION) names.unshift(name);
    const parent = idOf(at.parentId);
    at = parent === undefined ? undefined : byId.get(parent);
  }
  return names;
}

/** An id as the file writes it (a number, or a string in some versions). */
function idOf(value: unknown): string | undefined {
  return typeof value === 'number' || typeof value === 'string' ? String(value) : undefined;
}
