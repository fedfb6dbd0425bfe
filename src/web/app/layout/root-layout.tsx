import { Outlet } from 'react-router';
import { AssignmentsFromUrl } from '../../features/flags';
import { OfflineStatus } from '../../features/offline';
import { lazyComponent, MountWhenOpened } from '../../lib/lazy-component';
import { useToasts } from '../../lib/toast';

/** The toasts (Radix Toast): downloaded with the first toast, or when the page is idle. */
export const LazyToaster = lazyComponent(
  () => import('../../components/ui/toaster'),
  (module) => module.Toaster,
);

function Toasts() {
  const any = useToasts((state) => state.toasts.length > 0);
  return (
    <MountWhenOpened when={any}>
      <LazyToaster />
    </MountWhenOpened>
  );
}

/**
 * Every route: feature-flag assignments from the URL, the offline banner (signed in, the reader
 * too), then the page, and the toasts.
 */
export function RootLayout() {
  return (
    <>
      <AssignmentsFromUrl />
      <OfflineStatus />
      <Outlet />
      <Toasts />
    </>
  );
}
