/**
 * Firefox's bookmark backup (Bookmarks → Manage Bookmarks → Import and Backup → Backup…,
 * `bookmarks-YYYY-MM-DD.json`): a tree of containers (`type: "text/x-moz-place-container"`,
 * `children`) and bookmarks (`type: "text/x-moz-place"`, `uri`, `title`, `dateAdded` in
 * microseconds, `tags` as one comma-separated string). Folders the user made become tags; the
 * browser's own roots (menu, toolbar, other, mobile: they carry a `root` name) do not.
 * Bookmarks are numbered from 1 in file order, folders and separators not counted.
 */
import { fromUnixMillis } from './dates.js';
import { cleanTitle, type ImportBuilder } from './import-builder.js';
import { isObject, str, type JsonObject } from './json.js';
import { cleanTags } from './tags.js';

const CONTAINER = 'text/x-moz-place-container';
const BOOKMARK = 'text/x-moz-place';

/** The root of a backup: a container with children, usually `root: "placesRoot"`. */
export function isFirefoxBackup(data: unknown): data is JsonObject {
  return (
    isObject(data) &&
    Array.isArray(data.children) &&
    (data.type === CONTAINER || data.root === 'placesRoot')
  );
}

export function parseFirefoxJson(root: JsonObject, out: ImportBuilder): void {
  let count = 0;
  // Iterative, so a deeply nested (or hostile) tree cannot overflow the stack.
  const stack: Array<{ node: unknown; folders: string[] }> = [{ node: root, folders: [] }];
  while (stack.length > 0) {
    const { node, folders } = stack.pop()!;
    if (!isObject(node)) continue;
    if (node.type === CONTAINER || Array.isArray(node.children)) {
      const name = str(node.title);
      const inner = node.root === undefined && name ? [...folders, name] : folders;
      const children = Array.isArray(node.children) ? node.children : [];
      for (let i = children.length - 1; i >= 0; i -= 1) {
        stack.push({ node: children[i], folders: inner });
      }
      continue;
    }
    if (node.type !== BOOKMARK) continue; // separators
    count += 1;
    const url = str(node.uri);
    if (!url) {
      out.problem(`Bookmark ${count} has no URL.`, count);
      continue;
    }
    const tags = typeof node.tags === 'string' ? node.tags.split(',') : [];
    out.add({
      row: count,
      url,
      title: cleanTitle(node.title, url),
      savedAt: microseconds(node.dateAdded),
      tags: cleanTags([...tags, ...folders]),
    });
  }
}

function microseconds(value: unknown): Date | undefined {
  return typeof value === 'number' ? fromUnixMillis(Math.floor(value / 1000)) : undefined;
}
