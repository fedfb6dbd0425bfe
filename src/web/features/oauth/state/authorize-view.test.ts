import { describe, expect, test } from 'vitest';
import { ApiError } from '../../../lib/http';
import {
  authorizeView,
  isSafeRedirect,
  permissionsOf,
  problemOf,
  redirectDestination,
} from './authorize-view';
import type { AuthorizeInputs, OAuthRequestInfo, OAuthRequestStatus } from './authorize-view';

const request = (status: OAuthRequestStatus = 'pending'): OAuthRequestInfo => ({
  code: '0b7f2c4e-8a51-4c39-9d0e-3f1a2b6c7d8e',
  consumerKey: '1234-0123456789abcdef01234567',
  scopes: ['saves', 'tags', 'highlights', 'lists'],
  redirectUri: 'https://app.example.com:8443/oauth/done?x=1',
  status,
});

const loaded = (status: OAuthRequestStatus = 'pending'): AuthorizeInputs['query'] => ({
  status: 'success',
  data: request(status),
  error: null,
});
const idle: AuthorizeInputs['decision'] = { status: 'idle', error: null };
const code = 'abc';

describe('problemOf', () => {
  test('maps the server answers that end the flow', () => {
    expect(problemOf(new ApiError('No such request', 404, 'NOT_FOUND'))).toBe('not-found');
    expect(problemOf(new ApiError('Bad code', 400, 'BAD_USER_INPUT'))).toBe('not-found');
    expect(problemOf(new ApiError('Gone', 410, 'GONE'))).toBe('expired');
    expect(problemOf(new ApiError('This request has expired.', 409, 'CONFLICT'))).toBe('expired');
    expect(problemOf(new ApiError('Already answered', 409, 'CONFLICT'))).toBe('answered');
  });

  test('leaves network failures and server errors to a retry', () => {
    expect(problemOf(new TypeError('Failed to fetch'))).toBeNull();
    expect(problemOf(new ApiError('Something went wrong', 500, 'INTERNAL'))).toBeNull();
    expect(problemOf(new ApiError('Too many attempts', 429, 'RATE_LIMITED'))).toBeNull();
  });
});

describe('redirectDestination', () => {
  test('shows scheme and host (with port), never path or query', () => {
    expect(redirectDestination('https://app.example.com:8443/oauth/done?x=1')).toEqual({
      address: 'https://app.example.com:8443',
      web: true,
    });
    expect(redirectDestination('http://127.0.0.1:5000/done')).toEqual({
      address: 'http://127.0.0.1:5000',
      web: true,
    });
  });

  test('shows only the scheme of an app link without a host', () => {
    expect(redirectDestination('pocketapp1234:authorizationFinished')).toEqual({
      address: 'pocketapp1234:',
      web: false,
    });
    expect(redirectDestination('myapp://oauth/callback')).toEqual({
      address: 'myapp://oauth',
      web: false,
    });
  });

  test('returns null for what is not a URL', () => {
    expect(redirectDestination('/relative/path')).toBeNull();
  });
});

describe('isSafeRedirect', () => {
  test('refuses script and local-file schemes and non-URLs', () => {
    expect(isSafeRedirect('javascript:alert(1)')).toBe(false);
    expect(isSafeRedirect('JavaScript:alert(1)')).toBe(false);
    expect(isSafeRedirect('data:text/html,hi')).toBe(false);
    expect(isSafeRedirect('vbscript:x')).toBe(false);
    expect(isSafeRedirect('file:///etc/passwd')).toBe(false);
    expect(isSafeRedirect('not a url')).toBe(false);
  });

  test('accepts web addresses and app schemes', () => {
    expect(isSafeRedirect('https://example.com/done')).toBe(true);
    expect(isSafeRedirect('pocketapp1234:authorizationFinished')).toBe(true);
  });
});

describe('authorizeView', () => {
  test('without a request_token the link is not valid (nothing is fetched)', () => {
    const view = authorizeView({
      code: null,
      query: { status: 'pending', error: null },
      decision: idle,
    });
    expect(view).toEqual({ kind: 'problem', problem: 'not-found' });
  });

  test('loading, then the question with the destination', () => {
    expect(
      authorizeView({ code, query: { status: 'pending', error: null }, decision: idle }),
    ).toEqual({ kind: 'loading' });
    expect(authorizeView({ code, query: loaded(), decision: idle })).toEqual({
      kind: 'ask',
      request: request(),
      destination: { address: 'https://app.example.com:8443', web: true },
      deciding: false,
      decisionError: null,
    });
  });

  test('a request that is no longer pending cannot be answered', () => {
    for (const status of ['approved', 'denied', 'used'] as const) {
      expect(authorizeView({ code, query: loaded(status), decision: idle })).toEqual({
        kind: 'problem',
        problem: 'answered',
      });
    }
    expect(authorizeView({ code, query: loaded('expired'), decision: idle })).toEqual({
      kind: 'problem',
      problem: 'expired',
    });
  });

  test('a failed load is not found, or an error to retry with its message', () => {
    const notFound = new ApiError('Not found', 404, 'NOT_FOUND');
    expect(
      authorizeView({ code, query: { status: 'error', error: notFound }, decision: idle }),
    ).toEqual({ kind: 'problem', problem: 'not-found' });
    expect(
      authorizeView({
        code,
        query: { status: 'error', error: new TypeError('Failed to fetch') },
        decision: idle,
      }),
    ).toEqual({
      kind: 'load-error',
      message: 'Satchel could not be reached. Check your connection and try again.',
    });
  });

  test('while deciding the buttons are busy; success leaves for the app', () => {
    const deciding = authorizeView({
      code,
      query: loaded(),
      decision: { status: 'pending', approve: true, error: null },
    });
    expect(deciding).toMatchObject({ kind: 'ask', deciding: true, decisionError: null });
    expect(
      authorizeView({
        code,
        query: loaded(),
        decision: { status: 'success', approve: false, error: null },
      }),
    ).toEqual({ kind: 'sent', approved: false });
  });

  test('a decision the server refuses ends the flow; a failed one can be tried again', () => {
    const conflict = new ApiError('This request was already answered.', 409, 'CONFLICT');
    expect(
      authorizeView({
        code,
        query: loaded(),
        decision: { status: 'error', approve: true, error: conflict },
      }),
    ).toEqual({ kind: 'problem', problem: 'answered' });
    const expired = new ApiError('This request has expired.', 410, 'GONE');
    expect(
      authorizeView({
        code,
        query: loaded(),
        decision: { status: 'error', approve: true, error: expired },
      }),
    ).toEqual({ kind: 'problem', problem: 'expired' });
    expect(
      authorizeView({
        code,
        query: loaded(),
        decision: { status: 'error', approve: true, error: new TypeError('Failed to fetch') },
      }),
    ).toMatchObject({
      kind: 'ask',
      deciding: false,
      decisionError:
        'Your answer was not sent. Satchel could not be reached. Check your connection and try again.',
    });
  });
});

describe('permissionsOf', () => {
  test("lists exactly what a Pocket app's scopes allow, and what no app can do", () => {
    const { can, cannot } = permissionsOf(request());
    expect(can).toEqual([
      'Read, add, archive, favorite and delete your saves, and search and share them',
      'Read, add, rename and remove the tags on your saves',
      'Read, add and delete your highlights and their notes',
      'Read, make and change your lists',
    ]);
    expect(can.join(' ')).not.toMatch(/browser shows/);
    expect(cannot).toEqual([
      'See your email or change your account settings',
      'Import or export your library',
      'Follow feeds or manage your connected apps',
      'Administer this Satchel or curate its recommendations',
    ]);
  });

  test("adds captures for Satchel's extension, and ignores scopes it does not know", () => {
    const { can } = permissionsOf({
      scopes: ['captures', 'saves', 'admin', 'tags', 'highlights', 'lists'],
    });
    expect(can).toHaveLength(5);
    expect(can[4]).toBe(
      'Save a page as your browser shows it (its HTML, for pages behind a sign-in)',
    );
  });
});
