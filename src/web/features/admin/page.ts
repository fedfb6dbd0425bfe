/** The /admin/users page, for its lazily loaded route (kept out of the app shell's chunk). */
export { AdminUsers } from './components/admin-users';
