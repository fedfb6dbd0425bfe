import { Outlet } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { AssignmentsFromUrl } from '../../features/flags';

/** Every route: feature-flag assignments from the URL, then the page, and the toasts. */
export function RootLayout() {
  return (
    <>
      <AssignmentsFromUrl />
      <Outlet />
      <Toaster />
    </>
  );
}
