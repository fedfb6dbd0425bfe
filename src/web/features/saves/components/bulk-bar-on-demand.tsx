/**
 * Bulk edit's action bar, downloaded the first time bulk mode is entered (docs/DECISIONS.md §24.5).
 */
import { lazyComponent, MountWhenOpened } from '../../../lib/lazy-component';
import { useBulk } from '../state/bulk-store';

const LazyBulkBar = lazyComponent(
  () => import('./bulk-bar'),
  (module) => module.BulkBar,
);

export function BulkBar() {
  const active = useBulk((state) => state.active);
  return (
    <MountWhenOpened when={active}>
      <LazyBulkBar />
    </MountWhenOpened>
  );
}
