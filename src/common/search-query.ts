/**
 * Satchel's search query language (docs/SEARCH.md). One parser for
 * the server (which turns the result into SQL) and the web client (which shows the filters it
 * understood). It never throws: malformed input degrades to words.
 *
 *   words            all must match (stemmed; the last word also matches as a prefix)
 *   "a phrase"       the words in this order
 *   -word -"phrase"  must not match
 *   a OR b           either (OR binds tighter than the implicit AND: `x a OR b` = x AND (a OR b))
 *   tag:x tag:"two words" -tag:x     with / without the tag
 *   is:favorite is:archived is:unread is:highlighted (and -is:…)
 *   has:note (-has:note)
 *   domain:example.com  title:word  author:name   (field words; -domain: excludes)
 *   type:article|video|image
 *   saved:… published:…   2024, 2024-05, 2024-05-17, a..b ranges, >date, <date,
 *                          relative <7d (within the last 7 days), >30d (longer ago); d w m y
 *   ttr:… (time to read, minutes)   ttr:<5  ttr:>20  ttr:5..10  ttr:10
 *
 * Operators are case-insensitive. An unknown operator (`foo:bar`) is searched as words.
 */

/**
 * totalCount of a search stops here (the client shows "1,000+ results"): counting every match of a
 * common word in a large library would cost more than finding the page.
 */
export const SEARCH_COUNT_CAP = 1000;

export type FieldName = 'title' | 'author' | 'domain';
export type ContentKind = 'article' | 'video' | 'image';

export interface TextTerm {
  text: string;
  phrase: boolean;
  /** Restricts the term to one field; free terms search everything. */
  field?: FieldName;
}

/** Half-open time range [from, to) in ms since the epoch; either end may be open. */
export interface TimeRange {
  from?: number;
  to?: number;
}

export interface ParsedSearch {
  /** AND of OR-groups: every group must match, any term within a group will do. */
  include: TextTerm[][];
  /** None of these may match. */
  exclude: TextTerm[];
  tags: string[];
  excludeTags: string[];
  isFavorite?: boolean;
  isArchived?: boolean;
  isHighlighted?: boolean;
  hasNote?: boolean;
  types: ContentKind[];
  saved?: TimeRange;
  published?: TimeRange;
  /** Minutes, inclusive. */
  timeToRead?: { min?: number; max?: number };
  /** What was not understood as written and how it was read instead. */
  notes: string[];
}

interface Token {
  raw: string;
  negated: boolean;
  /** Lower-cased operator name when the token looks like `name:value`. */
  operator?: string;
  value: string;
  quoted: boolean;
}

const MAX_QUERY_LENGTH = 1_000;
const MAX_TOKENS = 64;

/** Splits into tokens, honouring quotes; an unclosed quote ends at the end of the input. */
function tokenize(input: string, notes: string[]): Token[] {
  const tokens: Token[] = [];
  const text = input.slice(0, MAX_QUERY_LENGTH);
  let i = 0;
  while (i < text.length && tokens.length < MAX_TOKENS) {
    while (i < text.length && /\s/.test(text[i]!)) i += 1;
    if (i >= text.length) break;
    const start = i;
    let negated = false;
    if (text[i] === '-' && i + 1 < text.length && !/\s/.test(text[i + 1]!)) {
      negated = true;
      i += 1;
    }
    let operator: string | undefined;
    const head = /^([a-z]+):/i.exec(text.slice(i));
    if (head && text[i + head[0].length] !== undefined && !/\s/.test(text[i + head[0].length]!)) {
      operator = head[1]!.toLowerCase();
      i += head[0].length;
    }
    let value: string;
    let quoted = false;
    if (text[i] === '"') {
      quoted = true;
      const close = text.indexOf('"', i + 1);
      if (close === -1) {
        notes.push('An unclosed quote: the rest was searched as words.');
        value = text.slice(i + 1);
        quoted = false;
        i = text.length;
      } else {
        value = text.slice(i + 1, close);
        i = close + 1;
      }
    } else {
      while (i < text.length && !/\s/.test(text[i]!)) i += 1;
      value = text.slice(start + (negated ? 1 : 0) + (operator ? operator.length + 1 : 0), i);
    }
    const raw = text.slice(start, i);
    tokens.push({ raw, negated, operator, value: value.trim(), quoted });
  }
  return tokens;
}

const DAY = 86_400_000;
const UNIT_DAYS: Record<string, number> = { d: 1, w: 7, m: 30, y: 365 };

/** A calendar date (UTC) or a year/month as the range it covers. */
function calendarRange(text: string): TimeRange | null {
  const match = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$/.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = match[2] ? Number(match[2]) - 1 : undefined;
  const day = match[3] ? Number(match[3]) : undefined;
  if (month !== undefined && (month < 0 || month > 11)) return null;
  if (day !== undefined && (day < 1 || day > 31)) return null;
  if (month === undefined) return { from: Date.UTC(year, 0, 1), to: Date.UTC(year + 1, 0, 1) };
  if (day === undefined)
    return { from: Date.UTC(year, month, 1), to: Date.UTC(year, month + 1, 1) };
  const from = Date.UTC(year, month, day);
  if (new Date(from).getUTCDate() !== day) return null;
  return { from, to: from + DAY };
}

/** `7d`, `2w`, `3m`, `1y` → milliseconds. */
function relativeSpan(text: string): number | null {
  const match = /^(\d{1,4})([dwmy])$/i.exec(text);
  if (!match) return null;
  return Number(match[1]) * UNIT_DAYS[match[2]!.toLowerCase()]! * DAY;
}

/** Parses a date operator's value; null when it is not one. */
export function parseTimeRange(value: string, now: number): TimeRange | null {
  const v = value.trim();
  const comparison = /^(<=?|>=?)(.+)$/.exec(v);
  if (comparison) {
    const [, op, rest] = comparison;
    const span = relativeSpan(rest!);
    if (span !== null) {
      // Relative: "<7d" = less than 7 days ago (newer), ">30d" = more than 30 days ago (older).
      return op!.startsWith('<') ? { from: now - span } : { to: now - span };
    }
    const calendar = calendarRange(rest!);
    if (!calendar) return null;
    if (op === '<') return { to: calendar.from };
    if (op === '<=') return { to: calendar.to };
    if (op === '>') return { from: calendar.to };
    return { from: calendar.from };
  }
  const range = /^([^.]*)\.\.([^.]*)$/.exec(v);
  if (range) {
    const start = range[1] ? calendarRange(range[1]) : {};
    const end = range[2] ? calendarRange(range[2]) : {};
    if (!start || !end || (!range[1] && !range[2])) return null;
    return {
      ...(start.from !== undefined ? { from: start.from } : {}),
      ...(end.to !== undefined ? { to: end.to } : {}),
    };
  }
  const span = relativeSpan(v);
  if (span !== null) return { from: now - span };
  return calendarRange(v);
}

/** Parses a time-to-read value (minutes); null when it is not one. */
export function parseMinutes(value: string): { min?: number; max?: number } | null {
  const v = value.trim().replace(/\s*(min|m)$/i, '');
  const comparison = /^(<=?|>=?)(\d{1,4})$/.exec(v);
  if (comparison) {
    const n = Number(comparison[2]);
    if (comparison[1] === '<') return { max: Math.max(0, n - 1) };
    if (comparison[1] === '<=') return { max: n };
    if (comparison[1] === '>') return { min: n + 1 };
    return { min: n };
  }
  const range = /^(\d{1,4})?\.\.(\d{1,4})?$/.exec(v);
  if (range && (range[1] || range[2])) {
    return {
      ...(range[1] ? { min: Number(range[1]) } : {}),
      ...(range[2] ? { max: Number(range[2]) } : {}),
    };
  }
  if (/^\d{1,4}$/.test(v)) return { min: Number(v), max: Number(v) };
  return null;
}

const IS_FLAGS: Record<string, (search: ParsedSearch, on: boolean) => void> = {
  favorite: (s, on) => (s.isFavorite = on),
  favorites: (s, on) => (s.isFavorite = on),
  archived: (s, on) => (s.isArchived = on),
  archive: (s, on) => (s.isArchived = on),
  unread: (s, on) => (s.isArchived = !on),
  highlighted: (s, on) => (s.isHighlighted = on),
};

const TYPES: Record<string, ContentKind> = {
  article: 'article',
  articles: 'article',
  video: 'video',
  videos: 'video',
  image: 'image',
  images: 'image',
};

/** Parses a query; `now` (ms) anchors relative dates. */
export function parseSearchQuery(input: string, now: number = Date.now()): ParsedSearch {
  const search: ParsedSearch = {
    include: [],
    exclude: [],
    tags: [],
    excludeTags: [],
    types: [],
    notes: [],
  };
  const tokens = tokenize(input, search.notes);
  let joinNext = false;
  const addText = (term: TextTerm, negated: boolean) => {
    if (!term.text) return;
    if (negated) {
      search.exclude.push(term);
      joinNext = false;
      return;
    }
    const last = search.include.at(-1);
    if (joinNext && last) last.push(term);
    else search.include.push([term]);
    joinNext = false;
  };
  const asWords = (token: Token) =>
    addText({ text: token.raw.replace(/^-/, '').replace(/"/g, ''), phrase: false }, token.negated);

  for (const token of tokens) {
    if (!token.operator && !token.quoted && !token.negated && token.value === 'OR') {
      if (search.include.length > 0) joinNext = true;
      continue;
    }
    if (!token.operator) {
      addText({ text: token.value, phrase: token.quoted }, token.negated);
      continue;
    }
    const value = token.value;
    const understood = applyOperator(search, token, value, now, addText);
    if (!understood) {
      search.notes.push(`"${token.raw}" is not a search operator: searched as words.`);
      asWords(token);
    }
  }
  return search;
}

function applyOperator(
  search: ParsedSearch,
  token: Token,
  value: string,
  now: number,
  addText: (term: TextTerm, negated: boolean) => void,
): boolean {
  const on = !token.negated;
  switch (token.operator) {
    case 'tag':
    case 'tags': {
      const name = value.toLowerCase().trim();
      if (!name) return false;
      (on ? search.tags : search.excludeTags).push(name);
      return true;
    }
    case 'is': {
      const set = IS_FLAGS[value.toLowerCase()];
      if (!set) return false;
      set(search, on);
      return true;
    }
    case 'has':
      if (value.toLowerCase() !== 'note' && value.toLowerCase() !== 'notes') return false;
      search.hasNote = on;
      return true;
    case 'domain':
    case 'site': {
      const domain = value
        .toLowerCase()
        .replace(/^https?:\/\//, '')
        .replace(/^www\./, '')
        .replace(/\/.*$/, '');
      if (!domain) return false;
      addText({ text: domain, phrase: false, field: 'domain' }, !on);
      return true;
    }
    case 'title':
    case 'author':
      if (!value) return false;
      addText({ text: value, phrase: token.quoted, field: token.operator }, !on);
      return true;
    case 'type': {
      const kinds = value
        .toLowerCase()
        .split('|')
        .map((kind) => TYPES[kind]);
      if (kinds.length === 0 || kinds.some((kind) => kind === undefined) || !on) return false;
      search.types.push(...(kinds as ContentKind[]));
      return true;
    }
    case 'saved':
    case 'added':
    case 'published': {
      const range = on ? parseTimeRange(value, now) : null;
      if (!range) return false;
      search[token.operator === 'published' ? 'published' : 'saved'] = range;
      return true;
    }
    case 'ttr':
    case 'time': {
      const minutes = on ? parseMinutes(value) : null;
      if (!minutes) return false;
      search.timeToRead = minutes;
      return true;
    }
    case undefined:
    default:
      return false;
  }
}
