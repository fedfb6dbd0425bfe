/**
 * The q a shortcut (where QA Tools are available) and the QA Tools modal it opens, downloaded the
 * first time it opens (docs/DECISIONS.md §24.5). Mount once, in the app shell.
 */
import { useState } from 'react';
import { lazyComponent, MountWhenOpened } from '../../../lib/lazy-component';
import { useShortcuts } from '../../../lib/shortcuts/use-shortcuts';
import { useQaToolsAvailable } from '../state/qa-visibility';

export const QA_TOOLS_KEYS = 'q a';

const LazyQaToolsModal = lazyComponent(
  () => import('./qa-tools'),
  (module) => module.QaToolsModal,
);

export function QaTools() {
  const available = useQaToolsAvailable();
  const [open, setOpen] = useState(false);
  useShortcuts(available ? [{ keys: QA_TOOLS_KEYS, run: () => setOpen(true) }] : []);
  return (
    <MountWhenOpened when={open}>
      <LazyQaToolsModal open={open} onOpenChange={setOpen} />
    </MountWhenOpened>
  );
}
