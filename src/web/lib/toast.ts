/**
 * App-wide toasts (docs/POCKET-COMPATIBILITY.md §4.3: a toast for every mutation, with "Undo" for
 * delete). Call `showToast` from anywhere; <Toaster> (components/ui/toaster) renders them.
 */
import { create } from 'zustand';

export interface ToastAction {
  label: string;
  /** Text for screen readers describing what the action does (Radix altText). */
  altText: string;
  onAction: () => void;
}

export interface ToastInput {
  message: string;
  tone?: 'neutral' | 'error';
  action?: ToastAction;
  /** How long it stays, in ms; default 4000 (6000 with an action). */
  duration?: number;
}

export interface ToastEntry extends ToastInput {
  id: number;
}

interface ToastState {
  toasts: ToastEntry[];
}

let nextId = 1;

export const useToasts = create<ToastState>(() => ({ toasts: [] }));

/** Shows a toast; returns its id (for `dismissToast`). */
export function showToast(input: ToastInput): number {
  const id = nextId++;
  const duration = input.duration ?? (input.action ? 6000 : 4000);
  // At most three at a time: the oldest goes first.
  useToasts.setState((state) => ({
    toasts: [...state.toasts.slice(-2), { ...input, duration, id }],
  }));
  return id;
}

export function dismissToast(id: number): void {
  useToasts.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}
