import { showToast } from '../toast';

/** "Couldn't archive this item. <reason>": the error toast of every single-save mutation. */
export function showMutationError(what: string, error: unknown): void {
  const reason = error instanceof Error ? ` ${error.message}` : '';
  showToast({ message: `Couldn't ${what}.${reason}`, tone: 'error' });
}
