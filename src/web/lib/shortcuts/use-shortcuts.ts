/**
 * The one keyboard-shortcut engine of the web client (docs/PRODUCT.md §2, §9). Components register
 * the shortcuts they offer with `useShortcuts`; a single window listener feeds every key press to
 * one sequence matcher over all shortcuts registered at that moment, so "g a" (go to Archive)
 * and "a" (archive the selected item) never both fire.
 *
 * Nothing fires while typing in a field; while a modal dialog is open only shortcuts marked
 * `inModal` fire (the help overlay's own toggle).
 */
import { useEffect, useRef } from 'react';
import { isModalOpen, isTypingTarget } from './guards';
import { createSequenceMatcher, strokeOf } from './sequence-matcher';

export interface ShortcutBinding {
  /** Space-separated steps, e.g. "g a", "j", "ctrl+=". */
  keys: string;
  run: () => void;
  /** Also fires while a modal dialog is open (default false). */
  inModal?: boolean;
}

interface Registration {
  current: readonly ShortcutBinding[];
}

const registrations: Registration[] = [];
const matcher = createSequenceMatcher();
let listening = false;

/** The bindings that may fire now; a later registration wins over an earlier one for the same keys. */
function activeBindings(modalOpen: boolean): Map<string, ShortcutBinding> {
  const byKeys = new Map<string, ShortcutBinding>();
  for (const registration of registrations) {
    for (const binding of registration.current) {
      if (modalOpen && !binding.inModal) continue;
      byKeys.set(binding.keys, binding);
    }
  }
  return byKeys;
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.isComposing) return;
  if (isTypingTarget(event.target)) {
    matcher.reset();
    return;
  }
  const stroke = strokeOf(event);
  if (!stroke) return;
  const chord = stroke.ctrl || stroke.alt || stroke.meta;
  // Holding a key down repeats it: only chords (ctrl+= …) act on repeats.
  if (event.repeat && !chord) return;
  const bindings = activeBindings(isModalOpen());
  const matched = matcher.feed(stroke, performance.now(), [...bindings.keys()]);
  const binding = matched ? bindings.get(matched) : undefined;
  if (!binding) return;
  event.preventDefault();
  binding.run();
}

function register(registration: Registration): () => void {
  registrations.push(registration);
  if (!listening) {
    window.addEventListener('keydown', onKeyDown);
    listening = true;
  }
  return () => {
    const index = registrations.indexOf(registration);
    if (index >= 0) registrations.splice(index, 1);
    if (registrations.length === 0 && listening) {
      window.removeEventListener('keydown', onKeyDown);
      listening = false;
      matcher.reset();
    }
  };
}

/**
 * Offers `bindings` while the calling component is mounted. The list may change on every
 * render (handlers are read at key-press time); leave a shortcut out to leave it unbound.
 */
export function useShortcuts(bindings: readonly ShortcutBinding[]): void {
  const registration = useRef<Registration>({ current: bindings });
  useEffect(() => {
    registration.current.current = bindings;
  });
  useEffect(() => register(registration.current), []);
}
