// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest';
import { isModalOpen, isTypingTarget } from './guards';

afterEach(() => {
  document.body.innerHTML = '';
});

function element(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.firstElementChild as HTMLElement;
}

describe('typing-target guard', () => {
  test('text inputs, textareas, selects and contenteditable are typing targets', () => {
    expect(isTypingTarget(element('<input>'))).toBe(true);
    expect(isTypingTarget(element('<input type="search">'))).toBe(true);
    expect(isTypingTarget(element('<input type="url">'))).toBe(true);
    expect(isTypingTarget(element('<textarea></textarea>'))).toBe(true);
    expect(isTypingTarget(element('<select><option>a</option></select>'))).toBe(true);
    const editable = element('<div contenteditable="true">x</div>');
    // jsdom does not compute isContentEditable; browsers do.
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTypingTarget(editable)).toBe(true);
  });

  test('buttons, checkboxes, links, the page itself are not', () => {
    expect(isTypingTarget(element('<button>b</button>'))).toBe(false);
    expect(isTypingTarget(element('<input type="checkbox">'))).toBe(false);
    expect(isTypingTarget(element('<input type="range">'))).toBe(false);
    expect(isTypingTarget(element('<a href="/x">x</a>'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(window)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('modal guard', () => {
  test('an open dialog counts; a popover or a closed dialog does not', () => {
    expect(isModalOpen()).toBe(false);
    element('<div role="dialog" data-state="closed"></div>');
    expect(isModalOpen()).toBe(false);
    element(
      '<div data-radix-popper-content-wrapper><div role="dialog" data-state="open"></div></div>',
    );
    expect(isModalOpen()).toBe(false);
    element('<div role="dialog" data-state="open"></div>');
    expect(isModalOpen()).toBe(true);
  });

  test('an alert dialog counts', () => {
    element('<div role="alertdialog"></div>');
    expect(isModalOpen()).toBe(true);
  });
});
