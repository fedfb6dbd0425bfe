/**
 * The tagging dialog, downloaded the first time it opens (the tag editor is not on the first
 * load's path of the pages that mount it; docs/DECISIONS.md §24.5).
 */
import { lazyComponent, MountWhenOpened } from '../../../lib/lazy-component';
import { useTaggingStore } from '../state/tagging-store';

export const LazyTaggingDialog = lazyComponent(
  () => import('./tagging-dialog'),
  (module) => module.TaggingDialog,
);

export function TaggingDialog() {
  const open = useTaggingStore((state) => state.target !== null);
  return (
    <MountWhenOpened when={open}>
      <LazyTaggingDialog />
    </MountWhenOpened>
  );
}
