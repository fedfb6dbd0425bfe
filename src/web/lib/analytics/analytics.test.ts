import { describe, expect, test } from 'vitest';
import { createAnalytics } from './analytics';
import type { AnalyticsEvent } from './analytics';
import { ANALYTICS_EVENTS } from './events';
import { validateEventData } from './validate';

function setup(options: { dev?: boolean; capacity?: number } = {}) {
  const warnings: unknown[][] = [];
  const analytics = createAnalytics({
    dev: options.dev ?? true,
    capacity: options.capacity,
    warn: (...args) => warnings.push(args),
    now: () => 1_700_000_000_000,
  });
  return { analytics, warnings };
}

describe('analytics validation', () => {
  test('a complete, well-typed event passes', () => {
    expect(validateEventData(ANALYTICS_EVENTS['saves.theme'], { value: 'sepia' })).toEqual([]);
    expect(
      validateEventData(ANALYTICS_EVENTS['saves.sort'], { value: 'ASC', section: 'archive' }),
    ).toEqual([]);
  });

  test('a missing field is a value-missing error, a wrong type a value-type error', () => {
    expect(validateEventData(ANALYTICS_EVENTS['saves.sort'], { value: 'ASC' })).toEqual([
      { kind: 'value-missing', field: 'section', expected: 'string', received: undefined },
    ]);
    expect(
      validateEventData(ANALYTICS_EVENTS['saves.sort'], { value: 'sideways', section: 7 }),
    ).toEqual([
      { kind: 'value-type', field: 'value', expected: 'one of ASC, DESC', received: 'sideways' },
      { kind: 'value-type', field: 'section', expected: 'string', received: 7 },
    ]);
    expect(validateEventData(ANALYTICS_EVENTS['saves.display.view'], null)).toEqual([
      {
        kind: 'value-missing',
        field: 'value',
        expected: 'one of grid, list, detail',
        received: undefined,
      },
    ]);
  });
});

describe('track', () => {
  test('valid events wait in the queue with their schema details', () => {
    const { analytics, warnings } = setup();
    expect(analytics.track('saves.display.view', { value: 'list' })).toBe(true);
    expect(analytics.pending()).toEqual([
      {
        name: 'saves.display.view',
        eventType: 'engagement',
        entities: ['ui'],
        data: { value: 'list' },
        at: 1_700_000_000_000,
      },
    ]);
    expect(warnings).toEqual([]);
  });

  test('invalid events are dropped, with a warning in dev mode only', () => {
    const dev = setup({ dev: true });
    // @ts-expect-error a value the schema does not allow
    expect(dev.analytics.track('saves.theme', { value: 'purple' })).toBe(false);
    // @ts-expect-error the section is missing
    expect(dev.analytics.track('saves.sort', { value: 'DESC' })).toBe(false);
    expect(dev.analytics.pending()).toEqual([]);
    expect(dev.warnings.map((w) => String(w[0]))).toEqual([
      expect.stringContaining('value-type in saves.theme: field "value"'),
      expect.stringContaining('value-missing in saves.sort: field "section"'),
    ]);

    const prod = setup({ dev: false });
    // @ts-expect-error a value the schema does not allow
    expect(prod.analytics.track('saves.theme', { value: 'purple' })).toBe(false);
    expect(prod.analytics.pending()).toEqual([]);
    expect(prod.warnings).toEqual([]);
  });

  test('unknown event names are dropped', () => {
    const { analytics, warnings } = setup();
    // @ts-expect-error not a known event
    expect(analytics.track('saves.nonsense', { value: 'x' })).toBe(false);
    expect(analytics.pending()).toEqual([]);
    expect(warnings).toHaveLength(1);
  });

  test('the queue keeps the newest events up to its capacity', () => {
    const { analytics } = setup({ capacity: 3 });
    for (const section of ['a', 'b', 'c', 'd', 'e']) {
      analytics.track('saves.sort', { value: 'ASC', section });
    }
    expect(analytics.pending().map((e) => e.data.section)).toEqual(['c', 'd', 'e']);
  });

  test('a sink drains the queue, then receives new events directly', () => {
    const { analytics } = setup();
    analytics.track('saves.theme', { value: 'dark' });
    analytics.track('saves.theme', { value: 'light' });
    const received: AnalyticsEvent[] = [];
    analytics.setSink((event) => received.push(event));
    expect(received.map((e) => e.data.value)).toEqual(['dark', 'light']);
    expect(analytics.pending()).toEqual([]);

    analytics.track('saves.display.view', { value: 'detail' });
    expect(received.map((e) => e.data.value)).toEqual(['dark', 'light', 'detail']);
    expect(analytics.pending()).toEqual([]);

    // Detached: events queue again.
    analytics.setSink(null);
    analytics.track('saves.display.view', { value: 'grid' });
    expect(analytics.pending().map((e) => e.data.value)).toEqual(['grid']);
  });

  test('a sink that throws never breaks tracking', () => {
    const { analytics, warnings } = setup();
    analytics.track('saves.theme', { value: 'dark' });
    const received: string[] = [];
    expect(() =>
      analytics.setSink((event) => {
        received.push(String(event.data.value));
        throw new Error('collector down');
      }),
    ).not.toThrow();
    expect(analytics.track('saves.theme', { value: 'sepia' })).toBe(true);
    expect(received).toEqual(['dark', 'sepia']);
    expect(warnings).toHaveLength(2);
  });
});
