import { describe, expect, test } from 'vitest';
import { resolveFlags } from '../../flags';
import { activeAssignValues, buildCopyLink } from './copy-link';

describe('QA copy links', () => {
  test('carry each active flag as a repeated assign value, and only active ones', () => {
    const flags = resolveFlags([
      { name: 'temp.web.client.lab', assigned: true },
      { name: 'lists.dev', assigned: true, variant: 'pilot.v1' },
      { name: 'omnivore', assigned: true, variant: 'control' },
      { name: 'majc', assigned: true, variant: 'Disabled' },
      { name: 'fxa', assigned: false },
    ]);
    const values = activeAssignValues(flags);
    expect(values).toEqual(['lab', 'lists.dev:pilot.v1']);
    const link = buildCopyLink('https://satchel.example', 'home', values);
    expect(link).toBe('https://satchel.example/home?assign=lab&assign=lists.dev%3Apilot.v1');
    expect(new URL(link).searchParams.getAll('assign')).toEqual(['lab', 'lists.dev:pilot.v1']);
  });

  test('from Saves, on the given origin, with no query when nothing is active', () => {
    expect(buildCopyLink('http://127.0.0.1:3000', 'saves', [])).toBe('http://127.0.0.1:3000/saves');
    expect(buildCopyLink('http://127.0.0.1:3000', 'saves', ['lab'])).toBe(
      'http://127.0.0.1:3000/saves?assign=lab',
    );
  });

  test('encodes values so that they read back unchanged', () => {
    const values = ['a&b', 'c d', 'e=f:g/h'];
    const link = buildCopyLink('https://x.test', 'home', values);
    expect(link).not.toContain('a&b');
    expect(new URL(link).searchParams.getAll('assign')).toEqual(values);
  });

  test('a flag switched off by another flag’s override is left out', () => {
    const flags = resolveFlags([
      { name: 'lab', assigned: true },
      { name: 'lab.listen', assigned: true, payload: '{"override":"lab"}' },
    ]);
    expect(activeAssignValues(flags)).toEqual(['lab.listen']);
  });
});
