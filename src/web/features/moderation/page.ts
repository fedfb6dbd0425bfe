/** The /admin/moderation page, for its lazily loaded route (kept out of the app shell's chunk). */
export { AdminModeration } from './components/admin-moderation';
