import { describe, expect, it } from 'vitest';
import {
  avatarFileError,
  BIO_MAX,
  currentSignInValue,
  deletedAccountPath,
  initialOf,
  LIMIT_EXCEEDED,
  memberSince,
  profileChange,
  profileErrors,
  SIGN_IN_FORMS,
  signInBody,
  type Account,
} from './account';

const saved = { firstName: 'Ada', lastName: 'Lovelace', description: '' };

const account: Account = {
  id: '1',
  firstName: 'Ada',
  lastName: '',
  description: '',
  username: null,
  email: 'ada@example.com',
  avatarUrl: null,
  accountCreationDate: '2024-03-05T10:00:00.000Z',
  isPremium: false,
};

describe('account state', () => {
  it('sends only the profile fields that changed, trimmed, under Pocket’s names', () => {
    expect(profileChange(saved, saved)).toBeNull();
    expect(profileChange(saved, { ...saved, firstName: ' Ada ' })).toBeNull();
    expect(profileChange(saved, { ...saved, firstName: 'Augusta ' })).toEqual({
      newfirst_name: 'Augusta',
    });
    expect(profileChange(saved, { firstName: 'Ada', lastName: '', description: 'Hi' })).toEqual({
      newlast_name: '',
      newbio: 'Hi',
    });
  });

  it('holds names to 50 and the bio to 300 characters, and sends nothing over', () => {
    expect(profileErrors({ ...saved, firstName: 'x'.repeat(50) })).toEqual({});
    expect(profileErrors({ ...saved, lastName: 'x'.repeat(51) })).toEqual({
      lastName: LIMIT_EXCEEDED,
    });
    // Characters, not UTF-16 units: 300 emoji fit.
    expect(profileErrors({ ...saved, description: '📚'.repeat(BIO_MAX) })).toEqual({});
    expect(profileErrors({ ...saved, description: 'x'.repeat(BIO_MAX + 1) })).toEqual({
      description: LIMIT_EXCEEDED,
    });
    expect(profileChange(saved, { ...saved, description: 'x'.repeat(301) })).toBeNull();
  });

  it('checks an avatar’s type and size before sending it', () => {
    expect(avatarFileError({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarFileError({ type: 'image/webp', size: 5 * 1024 * 1024 })).toBeNull();
    expect(avatarFileError({ type: 'application/pdf', size: 10 })).toBe(
      'Choose a PNG, JPEG, GIF or WebP image.',
    );
    expect(avatarFileError({ type: 'image/jpeg', size: 6 * 1024 * 1024 })).toBe(
      'This image is 6.0 MB. Images up to 5 MB can be used.',
    );
  });

  it('shows the initial of the username, then the name, then the email', () => {
    expect(initialOf({ username: 'zed', firstName: 'Ada', email: 'a@b.c' })).toBe('Z');
    expect(initialOf({ username: null, firstName: 'ada', email: 'x@b.c' })).toBe('A');
    expect(initialOf({ username: null, firstName: '', email: 'q@b.c' })).toBe('Q');
    expect(initialOf({ username: null, firstName: '', email: null })).toBe('?');
  });

  it('says since when the person is a member', () => {
    expect(memberSince('2024-03-05T10:00:00.000Z', 'en-US')).toBe('Member since March 5, 2024');
    expect(memberSince(null)).toBeNull();
    expect(memberSince('not a date')).toBeNull();
  });

  it('builds each sign-in change with the current password', () => {
    expect(signInBody('username', ' newname ', 'pw')).toEqual({
      newusername: 'newname',
      password: 'pw',
    });
    expect(signInBody('email', 'a@b.co', 'pw')).toEqual({ newemail: 'a@b.co', password: 'pw' });
    // A password is sent as typed, spaces and all.
    expect(signInBody('password', ' new pass ', 'pw')).toEqual({
      newpassword: ' new pass ',
      password: 'pw',
    });
  });

  it('checks new sign-in values with the sign-up rules', () => {
    expect(SIGN_IN_FORMS.username.check('')).toBe('Enter the new username.');
    expect(SIGN_IN_FORMS.username.check('a')).toMatch(/^Usernames are 2–32/);
    expect(SIGN_IN_FORMS.username.check('reader_2')).toBeNull();
    expect(SIGN_IN_FORMS.email.check('nope')).toMatch(/valid email/);
    expect(SIGN_IN_FORMS.password.check('short')).toMatch(/at least 8/);
    expect(SIGN_IN_FORMS.password.done('')).toMatch(/other devices and browsers were signed out/);
  });

  it('shows the current username and email, never the password', () => {
    expect(currentSignInValue('username', account)).toBe('Not set');
    expect(currentSignInValue('email', account)).toBe('ada@example.com');
    expect(currentSignInValue('password', account)).not.toMatch(/\w/);
  });

  it('sends a deleted account to the login page with the page it left', () => {
    expect(deletedAccountPath('/account')).toBe(
      '/login?src=web-delete-success&utm_source=%2Faccount',
    );
  });
});
