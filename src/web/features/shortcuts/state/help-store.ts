/**
 * Whether the keyboard-shortcuts legend (docs/PRODUCT.md §2 "Dialogs and overlays") is open; ? or /
 * toggles it.
 */
import { create } from 'zustand';

interface HelpState {
  open: boolean;
}

export const useShortcutHelp = create<HelpState>(() => ({ open: false }));

export function setShortcutHelpOpen(open: boolean): void {
  useShortcutHelp.setState({ open });
}

export function toggleShortcutHelp(): void {
  useShortcutHelp.setState((state) => ({ open: !state.open }));
}
