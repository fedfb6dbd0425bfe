/**
 * `POST /v3/acctchange`, Pocket's one update call: the profile (`newfirst_name`, `newlast_name`,
 * `newbio`), or one sign-in detail (`newusername`, `newemail` or `newpassword`) with the current
 * `password`. The reply carries the user as it now is.
 */
import {
  savedProfile,
  signInBody,
  type Profile,
  type ProfileChange,
  type SignInKind,
} from '../state/account';
import { accountRequest } from './account-request';

interface AcctChangeReply {
  user?: {
    first_name?: string | null;
    last_name?: string | null;
    description?: string | null;
    username?: string | null;
    email?: string | null;
  };
}

/** Sends profile fields; resolves with the saved profile (the fields not sent keep `before`). */
export async function updateProfile(change: ProfileChange, before: Profile): Promise<Profile> {
  const reply = await accountRequest<AcctChangeReply>('/v3/acctchange', { ...change });
  const user = reply.user ?? {};
  const saved = savedProfile(user);
  return {
    firstName: 'first_name' in user ? saved.firstName : (change.newfirst_name ?? before.firstName),
    lastName: 'last_name' in user ? saved.lastName : (change.newlast_name ?? before.lastName),
    description: 'description' in user ? saved.description : (change.newbio ?? before.description),
  };
}

/** Changes the username, email or password; resolves with the new username or email. */
export async function changeSignIn(
  kind: SignInKind,
  value: string,
  password: string,
): Promise<string | null> {
  const reply = await accountRequest<AcctChangeReply>(
    '/v3/acctchange',
    signInBody(kind, value, password),
  );
  if (kind === 'username') return reply.user?.username ?? value.trim();
  if (kind === 'email') return reply.user?.email ?? value.trim();
  return null;
}
