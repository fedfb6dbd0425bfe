/**
 * The operator's side of Listen (docs/API.md "Listen"): what stops it on this server, in words
 * with the install command, for administrators only; readers are told it is unavailable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, signUp, type TestApp } from '../test/test-app.js';
import { speechEngineProblem } from './engine-check.js';

describe('speechEngineProblem', () => {
  it('names a missing program and how to install it, and nothing when both answer', async () => {
    expect(await speechEngineProblem({ espeakPath: '/usr/local/nowhere/espeak-ng' })).toBe(
      'Listen: espeak-ng is not installed (apt-get install espeak-ng opus-tools).',
    );
    expect(await speechEngineProblem({ opusencPath: 'false' })).toBe(
      'Listen: opusenc failed (exit 1).',
    );
    expect(await speechEngineProblem()).toBeNull();
  });
});

describe('adminListenProblem', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers administrators only', async () => {
    const admin = await signUp(t.app); // the first account administers
    const reader = await signUp(t.app);
    const asAdmin = await graphql(t.app, admin, '{ adminListenProblem }');
    expect(asAdmin).toEqual({ data: { adminListenProblem: null } });
    const asReader = await graphql(t.app, reader, '{ adminListenProblem }');
    expect(asReader.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(asReader)).not.toMatch(/apt-get/);
  });
});
