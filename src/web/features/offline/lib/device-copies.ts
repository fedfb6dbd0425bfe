/**
 * The offline copies as the auth feature sees them (auth's DeviceCopies, plugged in at start-up):
 * the user kept for opening the app offline, sending what still waits before logout, and deleting
 * everything when the session ends.
 */
import type { DeviceCopies } from '../../auth';
import { clearOfflineData } from './clear-offline-data';
import { offlineOwner, readOfflineVisitor } from './offline-records';
import { flushOutbox } from './outbox';

export const offlineDeviceCopies: DeviceCopies = {
  readVisitor: readOfflineVisitor,
  sendWaitingChanges: async () => {
    const userId = await offlineOwner();
    if (userId) await flushOutbox(userId);
  },
  clear: clearOfflineData,
};
