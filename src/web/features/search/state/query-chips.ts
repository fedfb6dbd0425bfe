/**
 * The filters a query contains, as short labels for the chips above the results, read with the
 * same parser the server uses (src/common/search-query.ts), plus its notes on what it read
 * differently from how it was written.
 */
import { parseSearchQuery } from '../../../../common/search-query';
import type { TimeRange } from '../../../../common/search-query';

function day(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function rangeLabel(range: TimeRange): string {
  if (range.from !== undefined && range.to !== undefined)
    return `${day(range.from)} – ${day(range.to - 1)}`;
  if (range.from !== undefined) return `since ${day(range.from)}`;
  if (range.to !== undefined) return `before ${day(range.to)}`;
  return 'any time';
}

export interface QueryChips {
  chips: string[];
  notes: string[];
}

export function queryChips(query: string, now: number = Date.now()): QueryChips {
  const parsed = parseSearchQuery(query, now);
  const chips: string[] = [];
  for (const tag of parsed.tags) chips.push(`Tag: ${tag}`);
  for (const tag of parsed.excludeTags) chips.push(`Not tagged: ${tag}`);
  if (parsed.isFavorite !== undefined) chips.push(parsed.isFavorite ? 'Favorite' : 'Not favorite');
  if (parsed.isArchived !== undefined) chips.push(parsed.isArchived ? 'Archived' : 'Unread');
  if (parsed.isHighlighted !== undefined)
    chips.push(parsed.isHighlighted ? 'Highlighted' : 'Not highlighted');
  if (parsed.hasNote !== undefined) chips.push(parsed.hasNote ? 'Has a note' : 'No note');
  for (const type of parsed.types) chips.push(`Type: ${type}`);
  if (parsed.saved) chips.push(`Saved ${rangeLabel(parsed.saved)}`);
  if (parsed.published) chips.push(`Published ${rangeLabel(parsed.published)}`);
  const ttr = parsed.timeToRead;
  if (ttr) {
    if (ttr.min !== undefined && ttr.max !== undefined)
      chips.push(ttr.min === ttr.max ? `${ttr.min} min read` : `${ttr.min}–${ttr.max} min read`);
    else if (ttr.max !== undefined) chips.push(`Under ${ttr.max + 1} min read`);
    else if (ttr.min !== undefined) chips.push(`${ttr.min}+ min read`);
  }
  for (const term of parsed.include.flat())
    if (term.field)
      chips.push(`${term.field[0]!.toUpperCase()}${term.field.slice(1)}: ${term.text}`);
  for (const term of parsed.exclude) if (term.field) chips.push(`Not ${term.field}: ${term.text}`);
  return { chips, notes: parsed.notes };
}
