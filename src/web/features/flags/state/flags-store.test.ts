import { beforeEach, describe, expect, test } from 'vitest';
import { parseAssignValue, resolveFlags, shortFlagName, useFlagsStore } from './flags-store';
import { planAssignments } from './query-assignments';

describe('feature flags', () => {
  beforeEach(() => {
    useFlagsStore.getState().setServerAssignments([]);
    useFlagsStore.getState().setQueryAssignments([]);
  });

  test('full Unleash names are keyed by their short name', () => {
    expect(shortFlagName('temp.web.client.lab.listen')).toBe('lab.listen');
    expect(shortFlagName('perm.web.client.fxa')).toBe('fxa');
    expect(shortFlagName('phantom.web.client.forceFxaRedirect')).toBe('forceFxaRedirect');
    expect(shortFlagName('lists.dev')).toBe('lists.dev');
  });

  test('a variant containing control or disabled is inactive', () => {
    const flags = resolveFlags([
      { name: 'a', assigned: true },
      { name: 'b', assigned: true, variant: 'Control' },
      { name: 'c', assigned: true, variant: 'disabled' },
      { name: 'd', assigned: true, variant: 'pilot.v1' },
      { name: 'e', assigned: false, variant: 'pilot.v1' },
    ]);
    expect(Object.values(flags).map((f) => [f.name, f.active])).toEqual([
      ['a', true],
      ['b', false],
      ['c', false],
      ['d', true],
      ['e', false],
    ]);
  });

  test('a payload override switches the other flag off', () => {
    const flags = resolveFlags([
      { name: 'temp.web.client.old', assigned: true },
      { name: 'temp.web.client.new', assigned: true, payload: '{"override":"old"}' },
    ]);
    expect(flags.old?.active).toBe(false);
    expect(flags.new?.active).toBe(true);
    expect(flags.new?.payload).toEqual({ override: 'old' });
  });

  test('query assignments (name or name:variant) win over server assignments', () => {
    const store = useFlagsStore.getState();
    store.setServerAssignments([{ name: 'perm.web.client.lab', assigned: true }]);
    expect(useFlagsStore.getState().isActive('lab')).toBe(true);
    store.setQueryAssignments(['lab:control', 'forceFxaRedirect']);
    expect(useFlagsStore.getState().isActive('lab')).toBe(false);
    expect(useFlagsStore.getState().isActive('temp.web.client.forceFxaRedirect')).toBe(true);
    expect(parseAssignValue('x:')).toEqual({ name: 'x', assigned: true, variant: null });
    expect(parseAssignValue('  ')).toBeNull();
  });

  test('assign parameters apply; a stored cookie becomes the assign query unless assign is given', () => {
    expect(planAssignments(new URLSearchParams('assign=a&assign=b:v&sticky=true'), ['z'])).toEqual({
      kind: 'apply',
      values: ['a', 'b:v'],
      sticky: true,
    });
    expect(planAssignments(new URLSearchParams('q=1'), ['a', 'b'])).toEqual({
      kind: 'redirect',
      search: '?q=1&assign=a&assign=b',
      keepCookie: false,
    });
    expect(planAssignments(new URLSearchParams('sticky=true'), ['a'])).toMatchObject({
      kind: 'redirect',
      keepCookie: true,
    });
    expect(planAssignments(new URLSearchParams(''), [])).toEqual({ kind: 'none' });
  });
});
