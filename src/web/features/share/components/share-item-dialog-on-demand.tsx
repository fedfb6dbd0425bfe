/** The share dialog of a save, downloaded the first time it opens (docs/DECISIONS.md §24.5). */
import { lazyComponent, MountWhenOpened } from '../../../lib/lazy-component';
import type { ShareItemDialogProps } from './share-item-dialog';

const LazyShareItemDialog = lazyComponent(
  () => import('./share-item-dialog'),
  (module) => module.ShareItemDialog,
);

export function ShareItemDialog(props: ShareItemDialogProps) {
  return (
    <MountWhenOpened when={props.open}>
      <LazyShareItemDialog {...props} />
    </MountWhenOpened>
  );
}
