import { describe, expect, test } from 'vitest';
import { resolveFlags } from '../../flags';
import { pilotAssignment, pilotStatusAfterFetch } from './pilot';

describe('lists pilot', () => {
  test('enrolled users get pilot.v1 of shareable.lists, and the flag is active', () => {
    const assignment = pilotAssignment(pilotStatusAfterFetch(true));
    expect(assignment).toEqual({ name: 'shareable.lists', assigned: true, variant: 'pilot.v1' });
    expect(resolveFlags([assignment])['shareable.lists']?.active).toBe(true);
  });

  test('others get control, which is inactive', () => {
    const assignment = pilotAssignment(pilotStatusAfterFetch(false));
    expect(assignment.variant).toBe('control');
    expect(resolveFlags([assignment])['shareable.lists']?.active).toBe(false);
  });

  test('a failed fetch still marks enrollment fetched: not enrolled', () => {
    expect(pilotStatusAfterFetch(null)).toBe('not-enrolled');
    expect(pilotAssignment('not-enrolled').assigned).toBe(true);
  });
});
