/**
 * Netscape bookmark HTML (docs/IMPORT.md): browsers, Pinboard, Raindrop, Karakeep, Shiori. Nested
 * `<DL>` lists of `<DT><H3>Folder</H3>` and `<DT><A HREF ADD_DATE TAGS TOREAD>`. The chain of
 * folders above a bookmark becomes tags (except the browser's own toolbar and "other" roots);
 * Pinboard's TOREAD="0" means read, so archived.
 */
import { Parser } from 'htmlparser2';
import { fromAnyDate } from './dates.js';
import { cleanTitle, type ImportBuilder } from './import-builder.js';
import { ImportFileError } from './import-file-error.js';
import { cleanTags } from './tags.js';

/** Attributes browsers put on their root folders, whose names are no tag anyone chose. */
const ROOT_FOLDER_ATTRS = ['personal_toolbar_folder', 'unfiled_bookmarks_folder'];

/**
 * Elements open at once, folders included (each is three: DT, DL, P). Browsers' files nest a few
 * levels; past this, every element and bookmark would cost time in proportion to the depth, and
 * the whole file time in its square (docs/IMPORT.md "Limits").
 */
export const MAX_BOOKMARK_NESTING = 128;

export function parseNetscapeHtml(text: string, out: ImportBuilder): void {
  /** Folder names of the open <DL> lists; null for a list that is no folder (or a root folder). */
  const folders: (string | null)[] = [];
  let heading: { name: string; root: boolean } | undefined;
  let pendingFolder: string | null = null;
  let link: { attrs: Record<string, string>; text: string } | undefined;
  let count = 0;
  let open = 0;

  const parser = new Parser(
    {
      onopentag(tag, attrs) {
        open += 1;
        if (open > MAX_BOOKMARK_NESTING) {
          throw new ImportFileError(
            `This bookmarks file nests its folders more than ${MAX_BOOKMARK_NESTING} elements deep; Satchel reads at most ${MAX_BOOKMARK_NESTING}. Move the deepest folders up and export it again.`,
          );
        }
        if (tag === 'h3') heading = { name: '', root: ROOT_FOLDER_ATTRS.some((a) => a in attrs) };
        else if (tag === 'dl') {
          folders.push(pendingFolder);
          pendingFolder = null;
        } else if (tag === 'a') link = { attrs, text: '' };
      },
      ontext(data) {
        if (heading) heading.name += data;
        if (link) link.text += data;
      },
      onclosetag(tag) {
        open -= 1;
        if (tag === 'h3' && heading) {
          const name = heading.name.trim();
          pendingFolder = heading.root || !name ? null : name;
          heading = undefined;
        } else if (tag === 'dl') {
          folders.pop();
        } else if (tag === 'a' && link) {
          count += 1;
          addBookmark(link, count);
          link = undefined;
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true, lowerCaseTags: true },
  );

  function addBookmark(
    { attrs, text: title }: { attrs: Record<string, string>; text: string },
    row: number,
  ) {
    const url = attrs.href?.trim();
    if (!url) {
      out.problem(`Bookmark ${row} has no URL.`, row);
      return;
    }
    const tags = (attrs.tags ?? attrs.tag ?? '').split(',');
    const folderTags = folders.filter((name): name is string => name !== null);
    out.add({
      row,
      url,
      title: cleanTitle(title, url),
      savedAt: fromAnyDate(attrs.add_date),
      status: attrs.toread === '0' ? 'ARCHIVED' : 'UNREAD',
      tags: cleanTags([...tags, ...folderTags]),
    });
  }

  parser.end(text);
}
