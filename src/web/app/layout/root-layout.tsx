import { Outlet } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { AssignmentsFromUrl } from '../../features/flags';
import { OfflineStatus } from '../../features/offline';

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
      <Toaster />
    </>
  );
}
