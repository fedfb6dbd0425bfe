/**
 * Checks a batch of parsed records against the rules every save follows before it is written:
 * the URL rules (common/url-rules.ts), the title (saves/save-rules.ts), tag names
 * (common/tag-rules.ts) and highlights (highlights/highlight-rules.ts), the same functions the
 * services use for a single save. A record that breaks a rule becomes a problem with its row and
 * reason; a tag or highlight that breaks one is left out and reported, and the rest of the record
 * is still imported. Records repeating a URL of the batch are merged into the first.
 */
import { checkTagNames, MAX_TAGS_PER_WRITE } from '../../common/tag-rules.js';
import { stripControlCharacters } from '../../common/text-rules.js';
import { validateSaveUrl } from '../../common/url-rules.js';
import {
  checkQuote,
  importedNote,
  IMPORTED_HIGHLIGHTS_PER_SAVE,
  MAX_NOTE_LENGTH,
  MAX_QUOTE_LENGTH,
  oneHighlightPerQuote,
} from '../highlights/highlight-rules.js';
import { normalizeUrl } from '../items/normalize-url.js';
import { saveTitle } from '../saves/save-rules.js';
import type { ImportProblem, ImportRecord } from './import-record.js';
import type { PreparedRecord } from './import-writes.repo.js';

export interface PreparedBatch {
  records: PreparedRecord[];
  problems: ImportProblem[];
  /** Records that could not be imported. */
  failed: number;
  /** Records merged into an earlier record of the batch with the same page. */
  duplicates: number;
}

export function prepareBatch(records: readonly ImportRecord[]): PreparedBatch {
  const byNormalUrl = new Map<string, PreparedRecord>();
  const problems: ImportProblem[] = [];
  let failed = 0;
  let duplicates = 0;
  for (const record of records) {
    const checked = validateSaveUrl(record.url);
    if (!checked.ok) {
      failed += 1;
      problems.push({ row: record.row, url: record.url.slice(0, 300), reason: checked.reason });
      continue;
    }
    const tags = checkTags(record, problems);
    const highlights = checkHighlights(record, problems);
    const normalUrl = normalizeUrl(checked.url);
    const earlier = byNormalUrl.get(normalUrl);
    if (earlier) {
      duplicates += 1;
      earlier.tags = [...new Set([...earlier.tags, ...tags])].slice(0, MAX_TAGS_PER_WRITE);
      earlier.highlights = keptHighlights([...earlier.highlights, ...highlights], record, problems);
      continue;
    }
    byNormalUrl.set(normalUrl, {
      row: record.row,
      givenUrl: checked.url,
      normalUrl,
      title: saveTitle(record.title),
      savedAt: record.savedAt ?? null,
      status: record.status,
      favorite: record.favorite,
      tags,
      highlights,
    });
  }
  return { records: [...byNormalUrl.values()], problems, failed, duplicates };
}

function checkTags(record: ImportRecord, problems: ImportProblem[]): string[] {
  const { names, refused } = checkTagNames(record.tags.map(stripControlCharacters));
  for (const { raw, reason } of refused) {
    problems.push({
      row: record.row,
      url: record.url.slice(0, 300),
      reason: `The tag "${raw.slice(0, 40)}" was left out: ${reason}`,
    });
  }
  if (names.length > MAX_TAGS_PER_WRITE) {
    problems.push({
      row: record.row,
      url: record.url.slice(0, 300),
      reason: `Only the first ${MAX_TAGS_PER_WRITE} of its ${names.length} tags were kept.`,
    });
  }
  return names.slice(0, MAX_TAGS_PER_WRITE);
}

function checkHighlights(
  record: ImportRecord,
  problems: ImportProblem[],
): PreparedRecord['highlights'] {
  const kept: PreparedRecord['highlights'] = [];
  for (const highlight of record.highlights) {
    // Kept as written: spaces at a quote's ends are part of the passage (and of its match on a
    // second import of the same file). Control characters are not: PostgreSQL cannot store U+0000.
    const quote = stripControlCharacters(highlight.quote);
    const checked = checkQuote(quote);
    if (!checked.ok && checked.problem === 'blank') continue; // nothing was highlighted
    if (!checked.ok) {
      problems.push({
        row: record.row,
        url: record.url.slice(0, 300),
        reason: `A highlight longer than ${MAX_QUOTE_LENGTH.toLocaleString('en')} characters was left out.`,
      });
      continue;
    }
    const { note, cut } = importedNote(highlight.note);
    if (cut) {
      problems.push({
        row: record.row,
        url: record.url.slice(0, 300),
        reason: `A highlight's note was cut to its first ${MAX_NOTE_LENGTH.toLocaleString('en')} characters.`,
      });
    }
    kept.push({ quote, note, createdAt: highlight.createdAt ?? null });
  }
  return keptHighlights(kept, record, problems);
}

/** One highlight per quote, up to what a save keeps from an import; what is past it is reported. */
function keptHighlights(
  highlights: PreparedRecord['highlights'],
  record: ImportRecord,
  problems: ImportProblem[],
): PreparedRecord['highlights'] {
  const unique = oneHighlightPerQuote(highlights);
  if (unique.length <= IMPORTED_HIGHLIGHTS_PER_SAVE) return unique;
  problems.push({
    row: record.row,
    url: record.url.slice(0, 300),
    reason: `Only the first ${IMPORTED_HIGHLIGHTS_PER_SAVE.toLocaleString('en')} of its ${unique.length.toLocaleString('en')} highlights were kept.`,
  });
  return unique.slice(0, IMPORTED_HIGHLIGHTS_PER_SAVE);
}
