/**
 * Who may do what with shareable lists and their reports (docs/ARCHITECTURE.md, "Authorisation").
 * The services call these and refuse with core/authorize.ts, or answer NOT_FOUND where a list
 * that is not the caller's must look like one that does not exist.
 */
import type { Actor } from '../core/actor.js';
import type { ListsEnrollment } from './lists.service.js';
import type { ModerationStatus } from './lists.types.js';

/** Lists are a pilot: every account when enrollment is open, else those an administrator enrolled. */
export const canUseLists = async (enrollment: ListsEnrollment, enrolled: () => Promise<boolean>) =>
  enrollment === 'open' || enrolled();

/** A list and its items are read and changed by their owner only. */
export const ownsList = (actor: Actor, list: { userId: number }): boolean =>
  list.userId === actor.userId;

/** Anyone may read a public list until a moderator hides it. */
export const canReadPublicList = (list: { moderationStatus: ModerationStatus }): boolean =>
  list.moderationStatus !== 'HIDDEN';

/** A reader reports other people's lists, never their own. */
export const canReportList = (actor: Actor, listOwnerId: number): boolean =>
  listOwnerId !== actor.userId;

/** Seeing reported lists and hiding or restoring them is for administrators. */
export const canModerate = (actor: Actor): boolean => actor.isAdmin;
