/**
 * Checks a batch of parsed records against the rules every save follows (URL rules, title, tag
 * and highlight limits) before it is written. A record that breaks a rule becomes a problem with
 * its row and reason; a tag or highlight that breaks one is left out and reported, and the rest
 * of the record is still imported. Records repeating a URL of the batch are merged into the first.
 */
import { normalizeTagName } from '../../common/tag-rules.js';
import { validateSaveUrl } from '../../common/url-rules.js';
import {
  MAX_HIGHLIGHTS_PER_ITEM,
  MAX_NOTE_LENGTH,
  MAX_QUOTE_LENGTH,
} from '../highlights/highlights.service.js';
import { normalizeUrl } from '../items/normalize-url.js';
import type { ImportProblem, ImportRecord } from './import-record.js';
import type { PreparedRecord } from './import-writes.repo.js';

const MAX_TITLE_LENGTH = 500;
/** Tags kept per save; more is almost always a broken export. */
const MAX_TAGS_PER_SAVE = 100;
/**
 * Highlights kept per save: the bound every save has (premium's), never the free limit of 3,
 * which governs creating highlights, not restoring a user's own (DECISIONS §16). More is reported.
 */
const MAX_HIGHLIGHTS_PER_SAVE = MAX_HIGHLIGHTS_PER_ITEM;

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
      earlier.tags = [...new Set([...earlier.tags, ...tags])].slice(0, MAX_TAGS_PER_SAVE);
      earlier.highlights = keptHighlights([...earlier.highlights, ...highlights], record, problems);
      continue;
    }
    byNormalUrl.set(normalUrl, {
      row: record.row,
      givenUrl: checked.url,
      normalUrl,
      title: record.title?.trim() ? record.title.trim().slice(0, MAX_TITLE_LENGTH) : null,
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
  const names = new Set<string>();
  for (const raw of record.tags) {
    const result = normalizeTagName(raw);
    if (result.ok) names.add(result.name);
    else {
      problems.push({
        row: record.row,
        url: record.url.slice(0, 300),
        reason: `The tag "${raw.slice(0, 40)}" was left out: ${result.reason}`,
      });
    }
  }
  if (names.size > MAX_TAGS_PER_SAVE) {
    problems.push({
      row: record.row,
      url: record.url.slice(0, 300),
      reason: `Only the first ${MAX_TAGS_PER_SAVE} of its ${names.size} tags were kept.`,
    });
  }
  return [...names].slice(0, MAX_TAGS_PER_SAVE);
}

function checkHighlights(
  record: ImportRecord,
  problems: ImportProblem[],
): PreparedRecord['highlights'] {
  const kept: PreparedRecord['highlights'] = [];
  for (const highlight of record.highlights) {
    // Kept as written: spaces at a quote's ends are part of the passage (and of its match on a
    // second import of the same file).
    const quote = highlight.quote;
    if (!quote.trim()) continue;
    if (quote.length > MAX_QUOTE_LENGTH) {
      problems.push({
        row: record.row,
        url: record.url.slice(0, 300),
        reason: `A highlight longer than ${MAX_QUOTE_LENGTH.toLocaleString('en')} characters was left out.`,
      });
      continue;
    }
    const note = highlight.note?.trim() ? highlight.note.trim().slice(0, MAX_NOTE_LENGTH) : null;
    kept.push({ quote, note, createdAt: highlight.createdAt ?? null });
  }
  return keptHighlights(kept, record, problems);
}

/** One highlight per quote, up to the bound of a save; what is past it is reported. */
function keptHighlights(
  highlights: PreparedRecord['highlights'],
  record: ImportRecord,
  problems: ImportProblem[],
): PreparedRecord['highlights'] {
  const unique = [...new Map(highlights.map((highlight) => [highlight.quote, highlight])).values()];
  if (unique.length <= MAX_HIGHLIGHTS_PER_SAVE) return unique;
  problems.push({
    row: record.row,
    url: record.url.slice(0, 300),
    reason: `Only the first ${MAX_HIGHLIGHTS_PER_SAVE.toLocaleString('en')} of its ${unique.length.toLocaleString('en')} highlights were kept.`,
  });
  return unique.slice(0, MAX_HIGHLIGHTS_PER_SAVE);
}
