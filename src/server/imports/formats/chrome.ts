/**
 * The `Bookmarks` file of Chrome, Chromium, Edge and Brave (in the browser's profile folder; it has
 * no extension): `{ roots: { bookmark_bar, other, synced }, version }`, each root a folder of
 * `{ type: "folder", name, children }` and `{ type: "url", name, url, date_added }` nodes, with
 * `date_added` a string of microseconds since 1601-01-01 (Windows FILETIME epoch). Folders the user
 * made become tags, the roots ("Bookmarks bar", "Other bookmarks", "Mobile bookmarks") do not.
 * Chrome has no tags or read state. Bookmarks are numbered from 1 in file order.
 */
import { fromUnixMillis } from './dates.js';
import { cleanTitle, type ImportBuilder } from './import-builder.js';
import { isObject, str, type JsonObject } from './json.js';
import { cleanTags } from './tags.js';

/** Milliseconds from 1601-01-01 to 1970-01-01. */
const EPOCH_1601_MS = 11_644_473_600_000;

export function isChromeBookmarks(data: unknown): data is JsonObject {
  return (
    isObject(data) &&
    isObject(data.roots) &&
    ['bookmark_bar', 'other', 'synced'].some((root) => isObject((data.roots as JsonObject)[root]))
  );
}

export function parseChromeJson(data: JsonObject, out: ImportBuilder): void {
  const roots = Object.values(data.roots as JsonObject).filter(isObject);
  let count = 0;
  const stack: Array<{ node: JsonObject; folders: string[]; root: boolean }> = roots
    .reverse()
    .map((node) => ({ node, folders: [], root: true }));
  while (stack.length > 0) {
    const { node, folders, root } = stack.pop()!;
    if (node.type === 'folder' || Array.isArray(node.children)) {
      const name = str(node.name);
      const inner = !root && name ? [...folders, name] : folders;
      const children = (Array.isArray(node.children) ? node.children : []).filter(isObject);
      for (let i = children.length - 1; i >= 0; i -= 1) {
        stack.push({ node: children[i]!, folders: inner, root: false });
      }
      continue;
    }
    if (node.type !== 'url') continue;
    count += 1;
    const url = str(node.url);
    if (!url) {
      out.problem(`Bookmark ${count} has no URL.`, count);
      continue;
    }
    out.add({
      row: count,
      url,
      title: cleanTitle(node.name, url),
      savedAt: since1601(node.date_added),
      tags: cleanTags(folders),
    });
  }
}

function since1601(value: unknown): Date | undefined {
  const micros = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof micros !== 'number' || micros <= 0) return undefined;
  return fromUnixMillis(Math.floor(micros / 1000) - EPOCH_1601_MS);
}
