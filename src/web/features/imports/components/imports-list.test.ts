// @vitest-environment jsdom
/** "Your imports" as rendered: status, progress, counts, the error and the problems disclosure. */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { ImportRow } from '../state/import-row';
import { ImportsList } from './imports-list';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
beforeEach(() => {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
});

const now = Math.floor(Date.now() / 1000);
const base: ImportRow = {
  id: '1',
  importType: 'pocket',
  format: 'Pocket export (ZIP)',
  fileName: 'pocket.zip',
  status: 'RUNNING',
  total: 200,
  processed: 50,
  created: 40,
  existing: 8,
  failed: 2,
  listsCreated: 0,
  pagesTotal: 0,
  pagesFetched: 0,
  pagesFailed: 0,
  problems: [],
  problemCount: 0,
  error: null,
  createdAt: now,
  finishedAt: null,
};

function render(rows: ImportRow[]) {
  act(() => root.render(createElement(ImportsList, { rows })));
  return [...document.querySelectorAll<HTMLElement>('ul[aria-label="Your imports"] > li')];
}

const text = (element: Element | null | undefined) =>
  element?.textContent?.replace(/\s+/g, ' ').trim();

describe('Your imports', () => {
  test('a running import shows its source, file, format, status, progress and counts', () => {
    const [item] = render([base]);
    expect(item?.getAttribute('aria-label')).toBe('Import from Pocket, pocket.zip');
    expect(text(item)).toContain('pocket.zip · Pocket export (ZIP) · just now');
    expect(text(item?.querySelector('[role="status"]'))).toBe('Importing');
    const bar = item?.querySelector('[role="progressbar"]');
    expect(bar?.getAttribute('aria-valuenow')).toBe('25');
    expect(text(item)).toContain('50 of 200');
    expect(text(item)).toContain('40 new saves · 8 already saved · 2 failed');
  });

  test('a queued import whose file is not read yet has an indeterminate bar', () => {
    const [item] = render([{ ...base, status: 'QUEUED', total: null, processed: 0 }]);
    expect(text(item?.querySelector('[role="status"]'))).toBe('Waiting to start');
    const bar = item?.querySelector('[role="progressbar"]');
    expect(bar?.hasAttribute('aria-valuenow')).toBe(false);
    expect(text(item)).toContain('Reading the file…');
  });

  test('a failed import says why', () => {
    const [item] = render([
      { ...base, status: 'FAILED', total: null, processed: 0, error: 'The ZIP has no part_*.csv.' },
    ]);
    expect(text(item?.querySelector('[role="status"]'))).toBe('Failed');
    expect(text(item)).toContain('The ZIP has no part_*.csv.');
    expect(item?.querySelector('[role="progressbar"]')).toBeNull();
  });

  test('problems are listed by row, URL and reason, with "and N more"', () => {
    const [item] = render([
      {
        ...base,
        status: 'DONE',
        processed: 200,
        problems: [
          { row: 3, url: 'not a url', reason: 'Not a valid URL' },
          { row: null, url: null, reason: 'Missing url column' },
        ],
        problemCount: 5,
      },
    ]);
    const details = item?.querySelector('details');
    expect(text(details?.querySelector('summary'))).toBe('5 rows could not be imported');
    const rows = [...(details?.querySelectorAll('tbody tr') ?? [])].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ['3', 'not a url', 'Not a valid URL'],
      ['–', '–', 'Missing url column'],
    ]);
    expect(text(details)).toContain('and 3 more');
    expect(item?.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('100');
  });

  test('no problems, no disclosure; newest first as the server sent them', () => {
    const items = render([
      { ...base, id: '2', importType: 'browser', fileName: 'bookmarks.html', status: 'DONE' },
      { ...base, id: '1' },
    ]);
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Import from Browser bookmarks, bookmarks.html',
      'Import from Pocket, pocket.zip',
    ]);
    expect(items[0]?.querySelector('details')).toBeNull();
  });
});
