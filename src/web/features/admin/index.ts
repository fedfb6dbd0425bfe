/**
 * Public surface of the admin feature that the app shell may carry: the viewer's roles (the
 * account menu's "Admin" item). The /admin/users page itself is
 * in ./page, imported only by its lazily loaded route.
 */
export { useViewerRoles } from './api/viewer';
