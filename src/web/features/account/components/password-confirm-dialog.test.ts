// @vitest-environment jsdom
/** The password-confirmed dialogs of the danger zone, rendered in jsdom. */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AccountError } from '../api/account-request';
import { clearedMessage } from './danger-zone';
import { PasswordConfirmDialog } from './password-confirm-dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
});

function render(error: unknown, busy = false) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  act(() =>
    root.render(
      createElement(PasswordConfirmDialog, {
        open: true,
        title: 'Delete your account?',
        confirmLabel: 'Delete account',
        busy,
        error,
        onConfirm,
        onCancel,
        name: 'delete-account',
        children: createElement('p', null, 'Everything goes.'),
      }),
    ),
  );
  return { onConfirm, onCancel };
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
const button = (name: string) =>
  [...dialog().querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;
const password = () => dialog().querySelector<HTMLInputElement>('input[type="password"]')!;
const alerts = () => [...dialog().querySelectorAll('[role="alert"]')].map((a) => a.textContent);
function type(value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
      password(),
      value,
    );
    password().dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const confirm = () =>
  act(() => {
    dialog()
      .querySelector('form')!
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });

describe('the password confirmation', () => {
  test('explains what happens and asks for the password before confirming', () => {
    const { onConfirm } = render(null);
    expect(dialog().querySelector('h2')?.textContent).toBe('Delete your account?');
    expect(dialog().textContent).toContain('Everything goes.');
    expect(button('Delete account').getAttribute('type')).toBe('submit');
    confirm();
    expect(alerts()).toEqual(['Enter your current password.']);
    expect(onConfirm).not.toHaveBeenCalled();
    type('my password');
    expect(alerts()).toEqual([]);
    confirm();
    expect(onConfirm).toHaveBeenCalledWith('my password');
  });

  test('a wrong password shows under the field, which empties; typing hides it', () => {
    render(null);
    type('wrong');
    render(new AccountError('That password is not right.', 403, 'password'));
    expect(alerts()).toEqual(['That password is not right.']);
    expect(password().value).toBe('');
    type('w');
    expect(alerts()).toEqual([]);
  });

  test('a failure without a field shows too; Cancel is off while working', () => {
    render(new AccountError('Too many password attempts.', 429, null), true);
    expect(alerts()).toEqual(['Too many password attempts.']);
    expect(button('Cancel').disabled).toBe(true);
  });
});

describe('the toast after clearing', () => {
  test('counts what went', () => {
    expect(clearedMessage({ saves: 1, lists: 0 })).toBe('Cleared 1 save.');
    expect(clearedMessage({ saves: 12, lists: 2 })).toBe('Cleared 12 saves and 2 lists.');
    expect(clearedMessage({ saves: 0, lists: 0 })).toBe('Your saved data was cleared.');
  });
});
