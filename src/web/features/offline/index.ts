/**
 * Public surface of offline reading (docs/OFFLINE.md): the app shell's banner, the account
 * section, the fallbacks the saves list and the reader use without a network, and the copies the
 * auth feature keeps with a session (plugged in at start-up).
 */
export { OfflineStatus } from './components/offline-status';
export { OfflineSettings } from './components/offline-settings';
export { offlineReaderView, offlineSavesPage, retryUnlessOfflineMiss } from './lib/offline-reads';
export { offlineDeviceCopies } from './lib/device-copies';
