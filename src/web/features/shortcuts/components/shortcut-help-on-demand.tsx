/**
 * The ? and / shortcuts, and the legend they toggle, downloaded the first time it opens
 * (docs/DECISIONS.md §24.5). Mount once per page.
 */
import { lazyComponent, MountWhenOpened } from '../../../lib/lazy-component';
import { useShortcuts } from '../../../lib/shortcuts/use-shortcuts';
import { toggleShortcutHelp, useShortcutHelp } from '../state/help-store';

const LazyShortcutHelp = lazyComponent(
  () => import('./shortcut-help'),
  (module) => module.ShortcutHelp,
);

export function ShortcutHelp() {
  const open = useShortcutHelp((state) => state.open);
  useShortcuts([
    { keys: '?', run: toggleShortcutHelp, inModal: open },
    { keys: '/', run: toggleShortcutHelp, inModal: open },
  ]);
  return (
    <MountWhenOpened when={open}>
      <LazyShortcutHelp />
    </MountWhenOpened>
  );
}
