import { describe, expect, it } from 'vitest';
import { authorize } from './authorize.js';
import { DomainError } from './errors.js';

describe('authorize', () => {
  it('lets an allowed caller through', () => {
    expect(() => authorize(true, 'unused')).not.toThrow();
  });

  it('refuses with FORBIDDEN and the words given', () => {
    let thrown: unknown;
    try {
      authorize(false, 'Only administrators can moderate lists.');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({
      kind: 'FORBIDDEN',
      message: 'Only administrators can moderate lists.',
    });
  });
});
