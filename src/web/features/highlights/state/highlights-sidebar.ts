/**
 * Whether the reader's highlights sidebar is open (docs/PRODUCT.md §2: "Reader sidebar … can be
 * toggled").
 */
import { create } from 'zustand';

interface SidebarState {
  open: boolean;
  toggle: () => void;
  setOpen: (open: boolean) => void;
}

export const useHighlightsSidebar = create<SidebarState>((set) => ({
  open: false,
  toggle: () => set((state) => ({ open: !state.open })),
  setOpen: (open) => set({ open }),
}));
