/**
 * Compatibility wrapper: multi-key shortcuts now live in the one shortcut engine
 * (lib/shortcuts). Prefer `useShortcuts` with the catalog's `bindingsFor` in new code.
 */
import { useShortcuts } from './shortcuts/use-shortcuts';

export { SEQUENCE_TIMEOUT_MS } from './shortcuts/sequence-matcher';
export { isTypingTarget } from './shortcuts/guards';

/** Calls `onMatch` when the user types `sequence` (e.g. ['g', 'u']) outside text fields. */
export function useKeySequence(sequence: readonly string[], onMatch: () => void): void {
  useShortcuts([{ keys: sequence.join(' '), run: onMatch }]);
}
