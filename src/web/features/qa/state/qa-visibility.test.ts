import { describe, expect, test } from 'vitest';
import { resolveFlags } from '../../flags';
import { canOpenQaTools } from './qa-visibility';

describe('QA tools visibility', () => {
  test('open in dev mode or with the lab flag, closed otherwise', () => {
    expect(canOpenQaTools({ devMode: true, labActive: false })).toBe(true);
    expect(canOpenQaTools({ devMode: false, labActive: true })).toBe(true);
    expect(canOpenQaTools({ devMode: false, labActive: false })).toBe(false);
    // Instance info not loaded yet: only the flag counts.
    expect(canOpenQaTools({ devMode: undefined, labActive: false })).toBe(false);
  });

  test('a lab flag in a control or disabled variant does not open them', () => {
    for (const variant of ['control', 'disabled', 'Control-B']) {
      const labActive = resolveFlags([{ name: 'lab', assigned: true, variant }]).lab?.active;
      expect(canOpenQaTools({ devMode: false, labActive: labActive ?? false })).toBe(false);
    }
    const on = resolveFlags([{ name: 'temp.web.client.lab', assigned: true }]).lab?.active;
    expect(canOpenQaTools({ devMode: false, labActive: on ?? false })).toBe(true);
  });
});
