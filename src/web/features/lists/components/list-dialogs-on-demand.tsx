/** The save-side list dialogs, downloaded the first time one opens (docs/DECISIONS.md §24.5). */
import { lazyComponent, MountWhenOpened } from '../../../lib/lazy-component';
import { useListDialogs } from '../state/list-dialogs-store';

const LazyListDialogs = lazyComponent(
  () => import('./list-dialogs'),
  (module) => module.ListDialogs,
);

export function ListDialogs() {
  const open = useListDialogs((state) => state.dialog !== null);
  return (
    <MountWhenOpened when={open}>
      <LazyListDialogs />
    </MountWhenOpened>
  );
}
