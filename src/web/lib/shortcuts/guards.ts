/**
 * When shortcuts stay quiet (docs/PRODUCT.md §2): nothing fires while the user types in a field,
 * and the list and item shortcuts do not fire while a modal dialog is open.
 */

/** Input types that take no typing: a shortcut pressed on them still counts. */
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'radio',
  'range',
  'reset',
  'submit',
  'color',
  'file',
  'image',
]);

interface ElementLike {
  tagName: string;
  isContentEditable?: boolean;
  type?: string;
}

function isElementLike(target: unknown): target is ElementLike {
  return (
    typeof target === 'object' &&
    target !== null &&
    typeof (target as { tagName?: unknown }).tagName === 'string'
  );
}

/** True when the key event comes from a place where text is typed (input, textarea, select, contenteditable). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!isElementLike(target)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  return !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
}

/**
 * True while a modal dialog is open: a Radix Dialog (our Modal and ConfirmDialog), an alert
 * dialog,. Popovers (role=dialog inside a Radix popper) do not count.
 */
export function isModalOpen(doc: Document = document): boolean {
  const candidates = doc.querySelectorAll(
    '[role="dialog"][data-state="open"], [role="alertdialog"], [aria-modal="true"]',
  );
  for (const element of candidates) {
    if (!element.closest('[data-radix-popper-content-wrapper]')) return true;
  }
  return false;
}
