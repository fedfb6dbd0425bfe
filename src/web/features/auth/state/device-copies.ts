/**
 * What this device keeps of a session besides its cookie: the offline copies (docs/OFFLINE.md),
 * which the offline feature plugs in at start-up (src/web/app/start-up.ts), so that auth, which
 * the offline feature builds on, never imports it. Until then, and in tests, nothing is kept.
 */
import type { VisitorUser } from './visitor-user';

export interface DeviceCopies {
  /** The user kept with the copies, for opening the app without a network; null when none. */
  readVisitor(): Promise<VisitorUser | null>;
  /** Sends the changes still waiting (before logout deletes them); never throws. */
  sendWaitingChanges(): Promise<void>;
  /** Deletes every copy on this device, of every user; never throws. */
  clear(): Promise<void>;
}

const NOTHING_KEPT: DeviceCopies = {
  readVisitor: async () => null,
  sendWaitingChanges: async () => undefined,
  clear: async () => undefined,
};

let copies: DeviceCopies = NOTHING_KEPT;

/** Called once at start-up with the offline copies. */
export function keepDeviceCopies(deviceCopies: DeviceCopies): void {
  copies = deviceCopies;
}

/** The copies this device keeps (those plugged in at start-up). */
export const deviceCopies = (): DeviceCopies => copies;
