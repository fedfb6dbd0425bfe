import { Outlet } from 'react-router';
import { AssignmentsFromUrl } from '../../features/flags';

/** Every route: feature-flag assignments from the URL, then the page. */
export function RootLayout() {
  return (
    <>
      <AssignmentsFromUrl />
      <Outlet />
    </>
  );
}
