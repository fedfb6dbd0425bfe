/**
 * Shareable-lists pilot (docs/PRODUCT.md §4): enrollment goes from not fetched to enrolled or not
 * enrolled; a failed fetch still counts as fetched (not enrolled). Enrolled users get variant
 * pilot.v1 of the flag `shareable.lists`, others control (a "control" variant is inactive in
 * the flags store), and the lists UI shows only while the flag is active.
 */
import type { FlagAssignment } from '../../flags';

export const LISTS_FLAG = 'shareable.lists';
export const PILOT_VARIANT = 'pilot.v1';
export const CONTROL_VARIANT = 'control';

export type PilotStatus = 'unfetched' | 'enrolled' | 'not-enrolled';

/** The status after a fetch: its answer, or (failed: `null`) not enrolled. */
export function pilotStatusAfterFetch(answer: boolean | null): PilotStatus {
  return answer === true ? 'enrolled' : 'not-enrolled';
}

export function pilotAssignment(status: PilotStatus): FlagAssignment {
  return {
    name: LISTS_FLAG,
    assigned: status !== 'unfetched',
    variant: status === 'enrolled' ? PILOT_VARIANT : CONTROL_VARIANT,
  };
}
