import { afterEach, expect, test } from 'vitest';
import { setAnalyticsSink } from '../../../lib/analytics';
import type { AnalyticsEvent } from '../../../lib/analytics';
import { useThemeStore } from './theme-store';

afterEach(() => setAnalyticsSink(null));

test('a theme change emits saves.theme; picking the current theme again does not', () => {
  const events: AnalyticsEvent[] = [];
  setAnalyticsSink((event) => events.push(event));
  const { setPreference } = useThemeStore.getState();
  expect(useThemeStore.getState().preference).toBe('light');
  setPreference('light');
  setPreference('dark');
  setPreference('dark');
  setPreference('system');
  expect(events.map((e) => [e.name, e.data])).toEqual([
    ['saves.theme', { value: 'dark' }],
    ['saves.theme', { value: 'system' }],
  ]);
  expect(useThemeStore.getState().preference).toBe('system');
});
