// @vitest-environment jsdom
/**
 * The Profile section as a user meets it: typed into in jsdom, with the save call a function
 * the test controls (the real call is covered by e2e/account.e2e.ts against the built server).
 */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AccountError } from '../api/account-request';
import type { Account, Profile, ProfileChange } from '../state/account';
import { ProfileSection } from './profile-section';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const account: Account = {
  id: '1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  description: '',
  username: 'ada',
  email: 'ada@example.com',
  avatarUrl: null,
  accountCreationDate: null,
  isPremium: false,
};

let root: Root;
let host: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
  vi.useRealTimers();
});

interface Call {
  change: ProfileChange;
  resolve: (profile: Profile) => void;
  reject: (error: unknown) => void;
}

function render() {
  const calls: Call[] = [];
  const onSaved = vi.fn();
  const save = (change: ProfileChange) =>
    new Promise<Profile>((resolve, reject) => calls.push({ change, resolve, reject }));
  act(() =>
    root.render(
      createElement(ProfileSection, { account, onSaved, onAvatarChanged: vi.fn(), save }),
    ),
  );
  return { calls, onSaved };
}

const field = (label: string) => {
  const labelEl = [...host.querySelectorAll('label')].find((l) => l.textContent === label)!;
  return document.getElementById(labelEl.htmlFor) as HTMLInputElement | HTMLTextAreaElement;
};

function type(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto =
    element instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const status = () => host.querySelector('[role="status"]')?.textContent;
const alerts = () => [...host.querySelectorAll('[role="alert"]')].map((a) => a.textContent);
const elapse = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('the Profile section', () => {
  test('shows the saved values', () => {
    render();
    expect(field('First name').value).toBe('Ada');
    expect(field('Last name').value).toBe('Lovelace');
    expect(field('Bio').value).toBe('');
    expect(host.textContent).toContain('0/300');
  });

  test('sends the changed fields one second after the last keystroke, then says Saved', async () => {
    const { calls, onSaved } = render();
    type(field('First name'), 'Augusta');
    elapse(600);
    type(field('First name'), 'Augusta Ada');
    elapse(999);
    expect(calls).toHaveLength(0);
    elapse(1);
    expect(calls.map((c) => c.change)).toEqual([{ newfirst_name: 'Augusta Ada' }]);
    expect(status()).toBe('Saving…');

    const saved = { firstName: 'Augusta Ada', lastName: 'Lovelace', description: '' };
    await act(async () => calls[0]!.resolve(saved));
    expect(status()).toBe('Saved');
    expect(onSaved).toHaveBeenCalledWith(saved);

    // The next change is measured against what was saved.
    type(field('Bio'), 'Counting things');
    expect(status()).toBe('');
    elapse(1000);
    expect(calls.map((c) => c.change)).toEqual([
      { newfirst_name: 'Augusta Ada' },
      { newbio: 'Counting things' },
    ]);
  });

  test('counts the bio and refuses more than 300 characters without sending', () => {
    const { calls } = render();
    type(field('Bio'), 'x'.repeat(301));
    expect(host.textContent).toContain('301/300');
    expect(alerts()).toEqual(['Character Limit Exceeded']);
    expect(field('Bio').getAttribute('aria-invalid')).toBe('true');
    elapse(2000);
    expect(calls).toHaveLength(0);

    type(field('Last name'), 'y'.repeat(51));
    expect(alerts()).toContain('Character Limit Exceeded');
    expect(alerts()).toHaveLength(2);
  });

  test('shows the server’s refusal next to its field, and a general one at the form', async () => {
    const { calls } = render();
    type(field('Last name'), 'Byron');
    elapse(1000);
    await act(async () =>
      calls[0]!.reject(
        new AccountError('Use at most 50 characters for your last name.', 400, 'newlast_name'),
      ),
    );
    expect(alerts()).toEqual(['Use at most 50 characters for your last name.']);
    expect(field('Last name').getAttribute('aria-invalid')).toBe('true');

    type(field('Last name'), 'Byron King');
    elapse(1000);
    await act(async () => calls[1]!.reject(new AccountError('Could not reach the server.', 0)));
    expect(alerts()).toEqual(['Could not reach the server.']);
    expect(field('Last name').getAttribute('aria-invalid')).toBeNull();
  });

  test('an edit made while a save is in flight is sent after it', async () => {
    const { calls } = render();
    type(field('First name'), 'A');
    elapse(1000);
    type(field('First name'), 'Ab');
    elapse(1000);
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.resolve({ ...account, firstName: 'A' }));
    expect(calls.map((c) => c.change)).toEqual([{ newfirst_name: 'A' }, { newfirst_name: 'Ab' }]);
  });

  test('leaving the page sends what is still waiting', () => {
    const { calls } = render();
    type(field('First name'), 'Leaving');
    act(() => root.unmount());
    expect(calls.map((c) => c.change)).toEqual([{ newfirst_name: 'Leaving' }]);
    root = createRoot(host);
  });
});
