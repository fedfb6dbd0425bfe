import { afterEach, describe, expect, test } from 'vitest';
import { setAnalyticsSink } from '../../../lib/analytics';
import type { AnalyticsEvent } from '../../../lib/analytics';
import {
  parseListMode,
  parseSortOptions,
  setListMode,
  setSortOrder,
  useDisplayPrefs,
} from './display-prefs';

describe('display preferences in localStorage', () => {
  test('list mode defaults to grid and ignores junk', () => {
    expect(parseListMode(null)).toBe('grid');
    expect(parseListMode('detail')).toBe('detail');
    expect(parseListMode('list')).toBe('list');
    expect(parseListMode('"list"')).toBe('grid');
  });

  test('sort options keep valid per-section orders only', () => {
    expect(parseSortOptions(null)).toEqual({});
    expect(parseSortOptions('not json')).toEqual({});
    expect(parseSortOptions('[1]')).toEqual({});
    expect(parseSortOptions('{"saves":"ASC","archive":"DESC","videos":"sideways"}')).toEqual({
      saves: 'ASC',
      archive: 'DESC',
    });
  });
});

describe('analytics on display preference changes', () => {
  afterEach(() => setAnalyticsSink(null));

  function collect(): AnalyticsEvent[] {
    const events: AnalyticsEvent[] = [];
    setAnalyticsSink((event) => events.push(event));
    return events;
  }

  test('a list mode change emits saves.display.view; picking the same mode does not', () => {
    const events = collect();
    expect(useDisplayPrefs.getState().listMode).toBe('grid');
    setListMode('grid');
    setListMode('list');
    setListMode('list');
    setListMode('detail');
    expect(events.map((e) => [e.name, e.data])).toEqual([
      ['saves.display.view', { value: 'list' }],
      ['saves.display.view', { value: 'detail' }],
    ]);
    expect(useDisplayPrefs.getState().listMode).toBe('detail');
  });

  test('a sort change emits saves.sort with its section; the default order counts as set', () => {
    const events = collect();
    setSortOrder('archive', 'DESC');
    setSortOrder('archive', 'ASC');
    setSortOrder('archive', 'ASC');
    setSortOrder('saves', 'ASC');
    setSortOrder('archive', 'DESC');
    expect(events.map((e) => [e.name, e.data])).toEqual([
      ['saves.sort', { value: 'ASC', section: 'archive' }],
      ['saves.sort', { value: 'ASC', section: 'saves' }],
      ['saves.sort', { value: 'DESC', section: 'archive' }],
    ]);
  });
});
