/**
 * The save-side list dialogs (docs/PRODUCT.md §2, §4 "Shareable lists"): the list picker and Create
 * List, opened for one save or several (the card menu, the bulk bar, the reader). The picker
 * remembers the last list used (in localStorage, so it survives a reload); a running add shows
 * "Adding n of N…" and goes back to nothing on error.
 */
import { create } from 'zustand';
import type { AddProgress, ListItemInput } from './add-plan';

/** localStorage key of the last list a save was added to. */
export const LAST_LIST_KEY = 'satchel-last-list';

export interface LastList {
  externalId: string;
  title: string;
}

export type ListDialog = 'picker' | 'create' | null;

export interface ListDialogsState {
  dialog: ListDialog;
  /** The saves the dialog adds (empty: Create List from the lists page). */
  items: ListItemInput[];
  /** Set while items are being added. */
  progress: AddProgress | null;
  lastList: LastList | null;
}

function readLastList(): LastList | null {
  try {
    const raw = globalThis.localStorage?.getItem(LAST_LIST_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<LastList>;
    return typeof value.externalId === 'string' && typeof value.title === 'string'
      ? { externalId: value.externalId, title: value.title }
      : null;
  } catch {
    return null;
  }
}

export const useListDialogs = create<ListDialogsState>(() => ({
  dialog: null,
  items: [],
  progress: null,
  lastList: readLastList(),
}));

/** Opens the list picker for one or many saves. */
export function openListPicker(items: readonly ListItemInput[]): void {
  useListDialogs.setState({ dialog: 'picker', items: [...items], progress: null });
}

/** Opens Create List; with items, they go into the new list. */
export function openCreateList(items: readonly ListItemInput[] = []): void {
  useListDialogs.setState({ dialog: 'create', items: [...items], progress: null });
}

/** From the picker's "Create new list": same saves, the create dialog. */
export function switchToCreate(): void {
  useListDialogs.setState({ dialog: 'create', progress: null });
}

export function closeListDialogs(): void {
  useListDialogs.setState({ dialog: null, items: [], progress: null });
}

export function setAddProgress(progress: AddProgress | null): void {
  useListDialogs.setState({ progress });
}

export function rememberLastList(list: LastList): void {
  useListDialogs.setState({ lastList: list });
  try {
    globalThis.localStorage?.setItem(LAST_LIST_KEY, JSON.stringify(list));
  } catch {
    // Storage full or refused: the picker just starts without a preselection.
  }
}
