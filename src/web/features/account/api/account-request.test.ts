import { describe, expect, it } from 'vitest';
import { AccountError, accountErrorOf, errorFor, formError } from './account-request';

describe('account call errors', () => {
  it('reads the server’s sentence and field', () => {
    const error = accountErrorOf(
      403,
      { status: 0, error: 'That password is not right.', field: 'password' },
      'That password is not right.',
    );
    expect(error).toBeInstanceOf(AccountError);
    expect(error.message).toBe('That password is not right.');
    expect(error.field).toBe('password');
    expect(error.status).toBe(403);
  });

  it('falls back to the X-Error header, then to a general sentence', () => {
    expect(accountErrorOf(400, null, 'Bad thing').message).toBe('Bad thing');
    expect(accountErrorOf(400, { status: 0, error: '', field: null }, null).message).toBe(
      'Something went wrong. Please try again.',
    );
    expect(accountErrorOf(429, null, null).message).toMatch(/Too many attempts/);
    expect(accountErrorOf(500, { error: { message: 'Nested', field: 'email' } }, null)).toEqual(
      expect.objectContaining({ message: 'Nested', field: 'email' }),
    );
  });

  it('puts a message by its field, or at the form when no field shows it', () => {
    const wrong = new AccountError('Wrong.', 403, 'password');
    expect(errorFor(wrong, 'password')).toBe('Wrong.');
    expect(errorFor(wrong, 'newusername')).toBeNull();
    expect(formError(wrong, 'password')).toBeNull();
    expect(formError(wrong, 'newusername')).toBe('Wrong.');
    expect(formError(new AccountError('Down.', 0))).toBe('Down.');
    expect(formError(null)).toBeNull();
  });
});
