/**
 * The JSON files of the export, in Pocket's 2024–2025 shapes (docs/POCKET-COMPATIBILITY.md §5.2):
 * the highlights (`annotations/part_*.json`, written entry by entry so a part is never held whole)
 * and one file per list (`collections/<slug>.json`). Highlights carry a `note` when they have one,
 * which Pocket's export did not.
 */
import { slugifyTitle, uniqueSlug } from '../../common/list-slugs.js';
import type { ExportAnnotated, ExportList, ExportListItem } from './export.repo.js';

/**
 * Writes a JSON array one element at a time: `open()` before the first, `entry()` per element,
 * `close()` after the last; each returns the text to append.
 */
export class JsonArrayWriter {
  private count = 0;

  open(): string {
    this.count = 0;
    return '[';
  }

  entry(value: unknown): string {
    this.count += 1;
    return `${this.count === 1 ? '\n' : ',\n'}${JSON.stringify(value)}`;
  }

  close(): string {
    return this.count === 0 ? ']\n' : '\n]\n';
  }
}

/** An annotations entry: `{ url, title, highlights: [{ quote, created_at, note? }] }`. */
export function annotationEntry(save: ExportAnnotated): unknown {
  return {
    url: save.url,
    title: save.title,
    highlights: save.highlights.map((h) => ({
      quote: h.quote,
      created_at: Number(h.created_at),
      ...(h.note ? { note: h.note } : {}),
    })),
  };
}

/** The file name of each list (its slug, or one made from its title), unique in the export. */
export function collectionSlugs(lists: readonly ExportList[]): string[] {
  const taken = new Set<string>();
  return lists.map((list) => {
    const slug = uniqueSlug(list.slug ?? slugifyTitle(list.title), taken);
    taken.add(slug);
    return slug;
  });
}

/** A list file: `{ slug, title, description, createdAt, items: [{ url, title, excerpt, note }] }`. */
export function collectionJson(
  slug: string,
  list: ExportList,
  items: readonly ExportListItem[],
): string {
  const document = {
    slug,
    title: list.title,
    description: list.description ?? '',
    createdAt: list.createdAt.toISOString(),
    items: items.map((item) => ({
      url: item.url,
      title: item.title ?? item.url,
      excerpt: item.excerpt ?? '',
      note: item.note ?? '',
    })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
