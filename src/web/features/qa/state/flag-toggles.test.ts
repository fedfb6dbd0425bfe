import { describe, expect, test } from 'vitest';
import { resolveFlags } from '../../flags';
import { assignValuesAfterToggle, flagRows, KNOWN_FLAGS } from './flag-toggles';

const apply = (values: string[]) =>
  resolveFlags(
    values.map((value) => {
      const [name, variant] = value.split(':');
      return { name: name!, assigned: true, variant: variant ?? null };
    }),
  );

describe('QA flag toggles', () => {
  test('switching a flag on keeps the others as they were', () => {
    const flags = resolveFlags([
      { name: 'lab', assigned: true },
      { name: 'lists.dev', assigned: true, variant: 'pilot.v1' },
    ]);
    const values = assignValuesAfterToggle(flags, 'omnivore', true);
    expect(values.sort()).toEqual(['lab', 'lists.dev:pilot.v1', 'omnivore']);
    const after = apply(values);
    expect(after.omnivore?.active).toBe(true);
    expect(after.lab?.active).toBe(true);
    expect(after['lists.dev']?.variant).toBe('pilot.v1');
  });

  test('switching a flag off makes it inactive (variant disabled)', () => {
    const flags = resolveFlags([
      { name: 'lab', assigned: true },
      { name: 'omnivore', assigned: true },
    ]);
    const values = assignValuesAfterToggle(flags, 'omnivore', false);
    expect(values).toEqual(['lab', 'omnivore:disabled']);
    expect(apply(values).omnivore?.active).toBe(false);
    expect(apply(values).lab?.active).toBe(true);
  });

  test('switching an inactive control flag on drops the control variant', () => {
    const flags = resolveFlags([{ name: 'fxa', assigned: true, variant: 'control' }]);
    expect(assignValuesAfterToggle(flags, 'fxa', true)).toEqual(['fxa']);
  });

  test('rows list the known flags first, then the others by name', () => {
    const flags = resolveFlags([
      { name: 'zeta', assigned: true },
      { name: 'alpha', assigned: true, variant: 'control' },
      { name: 'lab', assigned: true },
    ]);
    const rows = flagRows(flags);
    expect(rows.map((row) => row.name)).toEqual([...KNOWN_FLAGS, 'alpha', 'zeta']);
    expect(rows.find((row) => row.name === 'lab')?.active).toBe(true);
    expect(rows.find((row) => row.name === 'alpha')?.active).toBe(false);
    expect(rows.find((row) => row.name === 'majc')?.active).toBe(false);
  });
});
