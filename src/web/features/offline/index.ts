/** Public surface of offline reading (docs/OFFLINE.md): the app shell's banner and the account section. */
export { OfflineStatus } from './components/offline-status';
export { OfflineSettings } from './components/offline-settings';
