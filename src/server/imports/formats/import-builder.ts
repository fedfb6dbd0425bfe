/**
 * Collects what a parser finds, under the limits of one import (IMPORT_LIMITS): at most maxRecords
 * records and maxProblems problems are kept, the rest only counted, so a huge or broken file cannot
 * grow memory without bound. finish() adds the summary problems.
 */
import {
  IMPORT_LIMITS,
  type ImportFormat,
  type ImportHighlight,
  type ImportList,
  type ImportProblem,
  type ImportRecord,
  type ParsedImport,
} from '../import-record.js';

export interface ImportLimits {
  maxRecords: number;
  maxProblems: number;
}

/** The fields a parser fills; the rest default (unread, not a favourite, no tags or highlights). */
export interface RecordInput {
  row: number;
  url: string;
  title?: string | undefined;
  savedAt?: Date | undefined;
  status?: ImportRecord['status'] | undefined;
  favorite?: boolean | undefined;
  tags?: string[] | undefined;
  highlights?: ImportHighlight[] | undefined;
}

/** Titles that services write when they had none: we leave those out so the article's own title wins. */
const PLACEHOLDER_TITLES = new Set(['problem loading page', 'untitled', 'no title']);

/** A title worth keeping: trimmed, not empty, not the URL itself, not a placeholder. */
export function cleanTitle(title: unknown, url: string): string | undefined {
  if (typeof title !== 'string') return undefined;
  const trimmed = title.replace(/\s+/g, ' ').trim();
  if (!trimmed || trimmed === url || PLACEHOLDER_TITLES.has(trimmed.toLowerCase()))
    return undefined;
  return trimmed;
}

export class ImportBuilder {
  readonly records: ImportRecord[] = [];
  readonly lists: ImportList[] = [];
  private readonly problems: ImportProblem[] = [];
  private droppedRecords = 0;
  private droppedProblems = 0;

  constructor(private readonly limits: ImportLimits = IMPORT_LIMITS) {}

  /** Adds a record, or counts it when the import is full. Returns the record when it was kept. */
  add(input: RecordInput): ImportRecord | undefined {
    if (this.records.length >= this.limits.maxRecords) {
      this.droppedRecords += 1;
      return undefined;
    }
    const record: ImportRecord = {
      row: input.row,
      url: input.url.trim(),
      title: input.title,
      savedAt: input.savedAt,
      status: input.status ?? 'UNREAD',
      favorite: input.favorite ?? false,
      tags: input.tags ?? [],
      highlights: input.highlights ?? [],
    };
    this.records.push(record);
    return record;
  }

  /** Problems found so far, listed or only counted. */
  get problemCount(): number {
    return this.problems.length + this.droppedProblems;
  }

  /** Notes a problem; `reason` is a sentence the user can act on. */
  problem(reason: string, row?: number, url?: string): void {
    if (this.problems.length >= this.limits.maxProblems) {
      this.droppedProblems += 1;
      return;
    }
    this.problems.push({ row, url, reason });
  }

  finish(format: ImportFormat): ParsedImport {
    const problems = [...this.problems];
    if (this.droppedRecords > 0) {
      // First, so it is seen even when the list of problems is long.
      problems.unshift({
        reason: `${count(this.droppedRecords, 'more save was', 'more saves were')} left out: one import holds at most ${this.limits.maxRecords.toLocaleString('en-US')} saves. Import the rest in another file.`,
      });
    }
    let dropped = this.droppedProblems;
    if (problems.length > this.limits.maxProblems) {
      dropped += problems.length - this.limits.maxProblems;
      problems.length = this.limits.maxProblems;
    }
    if (dropped > 0) {
      problems.push({
        reason: `${count(dropped, 'more problem was', 'more problems were')} not listed.`,
      });
    }
    return { format, records: this.records, lists: this.lists, problems };
  }
}

function count(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
