import { create } from 'zustand';
import { deleteCookie, getCookie } from '../../../lib/cookies';
import { ApiError } from '../../../lib/http';
import { deviceCopies } from './device-copies';
import type { VisitorUser } from './visitor-user';
import { fetchGuid, fetchV3User } from '../api/v3-user';
import type { V3User } from '../api/v3-user';

/**
 * docs/PRODUCT.md §4 "Visitor and user": pending until the guid is read or requested, then valid or
 * invalid.
 */
export type UserStatus = 'pending' | 'valid' | 'invalid';
export type { VisitorUser };

interface VisitorState {
  status: UserStatus;
  sessGuid: string | null;
  user: VisitorUser | null;
  /** True after the person logged out in this tab: guards then go to /login without a return path. */
  loggedOutHere: boolean;
}

export const SESSION_GUID_COOKIE = 'sess_guid';
/**
 * Identity cookies written by old clients; removed on boot (docs/PRODUCT.md §6 cookie migration).
 */
export const LEGACY_IDENTITY_COOKIES = [
  'birth',
  'first_name',
  'last_name',
  'username',
  'user_id',
  'email',
  'premium_status',
] as const;

export const useVisitorStore = create<VisitorState>()(() => ({
  status: 'pending',
  sessGuid: null,
  user: null,
  loggedOutHere: false,
}));

function toVisitorUser(user: V3User): VisitorUser {
  const fxa = user.is_fxa;
  return {
    userId: String(user.user_id),
    username: user.username || null,
    email: user.email || null,
    firstName: user.first_name || null,
    lastName: user.last_name || null,
    avatarUrl: user.avatar_url || null,
    premiumStatus: user.premium_status === '1' ? '1' : '0',
    isFxa: fxa === true || fxa === 'true' || fxa === 1,
  };
}

function migrateLegacyCookies(): void {
  for (const name of LEGACY_IDENTITY_COOKIES) {
    if (getCookie(name) !== null) deleteCookie(name);
  }
}

async function resolveVisitor(afterAuthChange: boolean): Promise<void> {
  let sessGuid = getCookie(SESSION_GUID_COOKIE);
  if (!sessGuid && afterAuthChange) {
    // Just signed in or out: make sure a guid exists, then ask who we are.
    sessGuid = await fetchGuid().catch(() => null);
  }
  if (!sessGuid && !afterAuthChange) {
    // A new visitor: request a guid (the server sets the cookie) and stay signed out.
    const guid = await fetchGuid().catch(() => null);
    useVisitorStore.setState({ status: 'invalid', sessGuid: guid, user: null });
    return;
  }
  try {
    const user = await fetchV3User();
    useVisitorStore.setState({
      status: 'valid',
      sessGuid,
      user: toVisitorUser(user),
      loggedOutHere: false,
    });
  } catch (error) {
    // No answer at all (offline): the user whose offline copies this device keeps, if any
    // (docs/OFFLINE.md); the next answer from the server decides again.
    const offlineUser =
      error instanceof ApiError
        ? null
        : await deviceCopies()
            .readVisitor()
            .catch(() => null);
    if (offlineUser) {
      useVisitorStore.setState({
        status: 'valid',
        sessGuid,
        user: offlineUser,
        loggedOutHere: false,
      });
      return;
    }
    // The session is gone (ended elsewhere, expired): nothing of it stays on this device.
    if (error instanceof ApiError && error.status === 401) await deviceCopies().clear();
    // Any error code (401 when signed out, or a failed request) makes the visitor invalid.
    useVisitorStore.setState({ status: 'invalid', sessGuid, user: null });
  }
}

/**
 * Whether this browser may be signed in: bootVisitor asks the server who we are only when the
 * session guid cookie exists, and takes a visitor without one for signed out.
 */
export function visitorMayBeSignedIn(): boolean {
  return getCookie(SESSION_GUID_COOKIE) !== null;
}

let booting: Promise<void> | null = null;

/** Runs once per page load: cookie migration, then resolves the visitor. */
export function bootVisitor(): Promise<void> {
  if (!booting) {
    migrateLegacyCookies();
    booting = resolveVisitor(false);
  }
  return booting;
}

/** Re-reads the visitor after login, signup or logout (status stays as is until it resolves). */
export function refreshVisitor(): Promise<void> {
  return resolveVisitor(true);
}

/** Marks the visitor signed out at once (after logout), before the refresh confirms it. */
export function markSignedOut(): void {
  useVisitorStore.setState({ status: 'invalid', user: null, loggedOutHere: true });
}

export const useVisitorStatus = () => useVisitorStore((s) => s.status);
export const useVisitorUser = () => useVisitorStore((s) => s.user);
