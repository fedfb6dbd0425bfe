/** The /admin/corpus page, for its lazily loaded route (kept out of the app shell's chunk). */
export { CorpusAdmin } from './components/corpus-admin';
