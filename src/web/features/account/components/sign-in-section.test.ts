// @vitest-environment jsdom
/**
 * The Sign-in rows and the avatar as a user meets them, with the server calls functions the
 * test controls (the real calls run in e2e/account.e2e.ts against the built server).
 */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AccountError } from '../api/account-request';
import type { Account, SignInKind } from '../state/account';
import { AvatarField } from './avatar-field';
import { SignInSection } from './sign-in-section';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const account: Account = {
  id: '1',
  firstName: 'Ada',
  lastName: '',
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
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
});

const button = (name: string, scope: ParentNode = host) =>
  [...scope.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || b.textContent?.trim() === name,
  );
const row = (title: string) =>
  [...host.querySelectorAll('li')].find((li) => li.querySelector('span')?.textContent === title)!;
const input = (scope: ParentNode, label: string) => {
  const labelEl = [...scope.querySelectorAll('label')].find((l) => l.textContent === label)!;
  return document.getElementById(labelEl.htmlFor) as HTMLInputElement;
};
function type(element: HTMLInputElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const alerts = (scope: ParentNode = host) =>
  [...scope.querySelectorAll('[role="alert"]')].map((a) => a.textContent);

async function submit(scope: ParentNode) {
  await act(async () => {
    scope
      .querySelector('form')!
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

function renderSignIn(
  submitFn: (kind: SignInKind, value: string, password: string) => Promise<string | null>,
) {
  const onChanged = vi.fn();
  act(() => root.render(createElement(SignInSection, { account, onChanged, submit: submitFn })));
  return { onChanged };
}

describe('the Sign-in rows', () => {
  test('show the current username and email, each with Change', () => {
    renderSignIn(vi.fn());
    expect(row('Username').textContent).toContain('ada');
    expect(row('Email').textContent).toContain('ada@example.com');
    expect(button('Change password', row('Password'))).toBeDefined();
    expect(host.querySelector('form')).toBeNull();
  });

  test('check the new value and ask for the current password before sending', async () => {
    const send = vi.fn();
    renderSignIn(send);
    act(() => button('Change username')!.click());
    const form = row('Username');
    type(input(form, 'New username'), 'x');
    await submit(form);
    expect(alerts(form)).toEqual([
      expect.stringMatching(/^Usernames are 2–32/),
      'Enter your current password.',
    ]);
    expect(send).not.toHaveBeenCalled();
  });

  test('a wrong password shows by the password field, then the right one changes it', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new AccountError('That password is not right.', 403, 'password'))
      .mockResolvedValueOnce('ada_l');
    const { onChanged } = renderSignIn(send);
    act(() => button('Change username')!.click());
    const form = row('Username');
    type(input(form, 'New username'), 'ada_l');
    type(input(form, 'Current password'), 'wrong');
    await submit(form);
    expect(send).toHaveBeenCalledWith('username', 'ada_l', 'wrong');
    expect(alerts(form)).toEqual(['That password is not right.']);
    expect(input(form, 'Current password').getAttribute('aria-invalid')).toBe('true');
    // Retyped, not edited; the new username stays.
    expect(input(form, 'Current password').value).toBe('');
    expect(input(form, 'New username').value).toBe('ada_l');

    type(input(form, 'Current password'), 'right password');
    await submit(form);
    expect(onChanged).toHaveBeenCalledWith('username', 'ada_l');
    expect(row('Username').querySelector('form')).toBeNull();
    expect(row('Username').querySelector('[role="status"]')?.textContent).toBe(
      'Your username is now ada_l.',
    );
  });

  test('a taken email shows by the email field; a password change says others were signed out', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new AccountError('That email is taken.', 409, 'newemail'))
      .mockResolvedValueOnce(null);
    renderSignIn(send);
    act(() => button('Change email')!.click());
    const email = row('Email');
    type(input(email, 'New email'), 'taken@example.com');
    type(input(email, 'Current password'), 'pw');
    await submit(email);
    expect(input(email, 'New email').getAttribute('aria-invalid')).toBe('true');
    expect(alerts(email)).toEqual(['That email is taken.']);
    act(() => button('Cancel', email)!.click());
    expect(email.querySelector('form')).toBeNull();

    act(() => button('Change password')!.click());
    const password = row('Password');
    type(input(password, 'New password'), 'a new long password');
    type(input(password, 'Current password'), 'pw');
    await submit(password);
    expect(send).toHaveBeenLastCalledWith('password', 'a new long password', 'pw');
    expect(password.querySelector('[role="status"]')?.textContent).toBe(
      'Password changed. Your other devices and browsers were signed out.',
    );
  });

  test('too many attempts show at the form', async () => {
    renderSignIn(
      vi.fn().mockRejectedValue(new AccountError('Too many password attempts.', 429, null)),
    );
    act(() => button('Change email')!.click());
    const form = row('Email');
    type(input(form, 'New email'), 'new@example.com');
    type(input(form, 'Current password'), 'pw');
    await submit(form);
    expect(alerts(form)).toEqual(['Too many password attempts.']);
  });
});

describe('the avatar', () => {
  function renderAvatar(withAvatar: boolean) {
    const upload = vi.fn<(file: File) => Promise<string | null>>();
    const remove = vi.fn<() => Promise<null>>();
    const onChanged = vi.fn();
    act(() =>
      root.render(
        createElement(AvatarField, {
          account: { ...account, avatarUrl: withAvatar ? '/files/a.jpg' : null },
          onChanged,
          actions: { upload, remove },
        }),
      ),
    );
    return { upload, remove, onChanged };
  }
  const choose = async (file: File) => {
    const picker = host.querySelector<HTMLInputElement>('input[type="file"]')!;
    await act(async () => {
      Object.defineProperty(picker, 'files', { value: [file], configurable: true });
      picker.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };

  test('shows the initial without one, and only Add', () => {
    renderAvatar(false);
    expect(host.querySelector('[role="img"]')?.textContent).toBe('A');
    expect(button('Add avatar')).toBeDefined();
    expect(button('Remove avatar')).toBeUndefined();
  });

  test('refuses a file that is not an image, or too big, without sending it', async () => {
    const { upload } = renderAvatar(false);
    await choose(new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    expect(alerts()).toEqual(['Choose a PNG, JPEG, GIF or WebP image.']);
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await choose(big);
    expect(alerts()).toEqual(['This image is 6.0 MB. Images up to 5 MB can be used.']);
    expect(upload).not.toHaveBeenCalled();
  });

  test('uploads an image and reports the new URL; a refusal says why', async () => {
    const { upload, onChanged } = renderAvatar(false);
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    upload.mockResolvedValueOnce('/files/avatars/1.jpg');
    await choose(file);
    expect(upload).toHaveBeenCalledWith(file);
    expect(onChanged).toHaveBeenCalledWith('/files/avatars/1.jpg');
    expect(host.querySelector('[role="status"]')?.textContent).toBe('Avatar updated');

    upload.mockRejectedValueOnce(
      new AccountError('This file is not an image Satchel can use.', 400, 'file'),
    );
    await choose(file);
    expect(alerts()).toEqual(['This file is not an image Satchel can use.']);
  });

  test('Remove goes back to the initial', async () => {
    const { remove, onChanged } = renderAvatar(true);
    expect(host.querySelector('img')?.getAttribute('src')).toBe('/files/a.jpg');
    remove.mockResolvedValueOnce(null);
    await act(async () => button('Remove avatar')!.click());
    expect(remove).toHaveBeenCalled();
    expect(onChanged).toHaveBeenCalledWith(null);
  });
});
