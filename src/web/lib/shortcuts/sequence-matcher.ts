/**
 * The pure core of the keyboard-shortcut engine (docs/PRODUCT.md §2 "Keyboard shortcuts", §9):
 * turns key strokes into shortcut matches. A shortcut is written as space-separated steps, each
 * step an optional `ctrl+` / `alt+` / `meta+` chord and a key: `"g a"`, `"j"`, `"?"`, `"ctrl+="`.
 *
 * Rules: the keys of a sequence must follow one another within 1000 ms; a key that does not
 * continue the pending sequence resets it (and is then tried as the start of a new one); a
 * step matches only with exactly its modifiers (ctrl+a is not `a`). Shift is ignored, since it
 * only selects the character (`?` is shift+/ on most layouts). No DOM here, so it is unit-tested.
 */

/** docs/PRODUCT.md §9: multi-key shortcuts time out 1000 ms after the previous key. */
export const SEQUENCE_TIMEOUT_MS = 1000;

/** One key press as the matcher sees it. */
export interface KeyStroke {
  /** Lower-case character (`g`, `?`, `=`) or lower-case key name (`escape`). */
  key: string;
  ctrl: boolean;
  alt: boolean;
  meta: boolean;
}

/** The parts of a KeyboardEvent the matcher reads (structural, so tests need no DOM). */
export interface KeyEventLike {
  key: string;
  code: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}

const MODIFIER_KEYS = new Set(['shift', 'control', 'alt', 'altgraph', 'meta', 'capslock', 'os']);
/** With a modifier held, some layouts change the character (alt+= is `≠` on a Mac): use the key. */
const CODE_KEYS: Record<string, string> = { Equal: '=', Minus: '-', Slash: '/' };

/** The stroke of a key event, or null for a bare modifier press (which never resets a sequence). */
export function strokeOf(event: KeyEventLike): KeyStroke | null {
  const raw = event.key;
  if (!raw || MODIFIER_KEYS.has(raw.toLowerCase()) || raw === 'Dead' || raw === 'Unidentified') {
    return null;
  }
  const chord = event.ctrlKey || event.altKey || event.metaKey;
  let key = raw.toLowerCase();
  if (chord) {
    const byCode = CODE_KEYS[event.code];
    if (byCode) key = byCode;
    else if (/^Key[A-Z]$/.test(event.code)) key = event.code.slice(3).toLowerCase();
    else if (/^Digit\d$/.test(event.code)) key = event.code.slice(5);
  }
  return { key, ctrl: event.ctrlKey, alt: event.altKey, meta: event.metaKey };
}

const parsed = new Map<string, KeyStroke[]>();

/** `"g a"` → two strokes; `"ctrl+="` → one stroke with ctrl. Cached. */
export function parseKeys(keys: string): KeyStroke[] {
  const cached = parsed.get(keys);
  if (cached) return cached;
  const steps = keys
    .trim()
    .split(/\s+/)
    .map((step) => {
      const parts = step.split('+');
      // A trailing "+" means the key itself is "+": "ctrl++" → ['ctrl', '', ''].
      let key = parts.pop() ?? '';
      if (key === '' && parts.at(-1) === '') {
        parts.pop();
        key = '+';
      }
      const mods = new Set(parts.map((part) => part.toLowerCase()));
      return {
        key: key.toLowerCase(),
        ctrl: mods.has('ctrl'),
        alt: mods.has('alt'),
        meta: mods.has('meta'),
      };
    });
  parsed.set(keys, steps);
  return steps;
}

function sameStroke(a: KeyStroke, b: KeyStroke): boolean {
  return a.key === b.key && a.ctrl === b.ctrl && a.alt === b.alt && a.meta === b.meta;
}

function startsWith(steps: readonly KeyStroke[], prefix: readonly KeyStroke[]): boolean {
  if (prefix.length > steps.length) return false;
  return prefix.every((stroke, index) => {
    const step = steps[index];
    return step !== undefined && sameStroke(step, stroke);
  });
}

type Outcome = { kind: 'match'; keys: string } | { kind: 'pending' } | { kind: 'none' };

function resolve(strokes: readonly KeyStroke[], candidates: readonly string[]): Outcome {
  let pending = false;
  for (const keys of candidates) {
    const steps = parseKeys(keys);
    if (!startsWith(steps, strokes)) continue;
    if (steps.length === strokes.length) return { kind: 'match', keys };
    pending = true;
  }
  return pending ? { kind: 'pending' } : { kind: 'none' };
}

export interface SequenceMatcher {
  /**
   * Feeds one stroke at `time` (ms) against the shortcuts active now; answers the `keys` string
   * of the shortcut it completes, or null (nothing, or the start of a sequence).
   */
  feed: (stroke: KeyStroke, time: number, candidates: readonly string[]) => string | null;
  /** Forgets a pending sequence (e.g. when focus moves into a text field). */
  reset: () => void;
}

export function createSequenceMatcher(timeout = SEQUENCE_TIMEOUT_MS): SequenceMatcher {
  let pending: KeyStroke[] = [];
  let last = 0;
  const reset = () => {
    pending = [];
  };
  return {
    reset,
    feed(stroke, time, candidates) {
      if (pending.length > 0 && time - last > timeout) pending = [];
      last = time;
      if (pending.length > 0) {
        const continued = resolve([...pending, stroke], candidates);
        if (continued.kind === 'match') {
          pending = [];
          return continued.keys;
        }
        if (continued.kind === 'pending') {
          pending = [...pending, stroke];
          return null;
        }
        // A wrong key: the sequence is over; the key may start (or be) another shortcut.
        pending = [];
      }
      const fresh = resolve([stroke], candidates);
      if (fresh.kind === 'match') return fresh.keys;
      if (fresh.kind === 'pending') pending = [stroke];
      return null;
    },
  };
}
