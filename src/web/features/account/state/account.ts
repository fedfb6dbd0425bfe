/**
 * The /account page's rules that do not need React: the profile's limits and what an autosave
 * sends, the avatar file check, the sign-in forms (username, email, password) and the dates and
 * names the page shows. The server checks the same limits; these let the page say so first.
 */
import {
  emailSchema,
  passwordSchema,
  PROFILE_BIO_MAX,
  PROFILE_NAME_MAX,
  usernameSchema,
} from '../../../../common/account-rules.js';

/** docs/PRODUCT.md §9: profile fields are sent 1 second after the last keystroke. */
export const PROFILE_DEBOUNCE_MS = 1000;
export const NAME_MAX = PROFILE_NAME_MAX;
export const BIO_MAX = PROFILE_BIO_MAX;
/** docs/PRODUCT.md §5: the message of a text input over its limit. */
export const LIMIT_EXCEEDED = 'Character Limit Exceeded';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** The account as the page shows it (GraphQL `user`). */
export interface Account {
  id: string;
  firstName: string;
  lastName: string;
  description: string;
  username: string | null;
  email: string | null;
  avatarUrl: string | null;
  /** ISO date-time, or null when unknown. */
  accountCreationDate: string | null;
  isPremium: boolean;
}

export interface Profile {
  firstName: string;
  lastName: string;
  description: string;
}

/** `POST /v3/acctchange`'s profile fields (Pocket's names). */
export interface ProfileChange {
  newfirst_name?: string;
  newlast_name?: string;
  newbio?: string;
}

export const profileOf = (account: Account): Profile => ({
  firstName: account.firstName,
  lastName: account.lastName,
  description: account.description,
});

const LIMITS: Record<keyof Profile, number> = {
  firstName: NAME_MAX,
  lastName: NAME_MAX,
  description: BIO_MAX,
};

/** The over-limit message of each field that is too long. */
export function profileErrors(profile: Profile): Partial<Record<keyof Profile, string>> {
  const errors: Partial<Record<keyof Profile, string>> = {};
  for (const key of Object.keys(LIMITS) as (keyof Profile)[]) {
    if ([...profile[key]].length > LIMITS[key]) errors[key] = LIMIT_EXCEEDED;
  }
  return errors;
}

/**
 * What an autosave sends: the fields that differ from what the server has, trimmed. Null when
 * nothing changed or a field is over its limit (the page shows the error and sends nothing).
 */
export function profileChange(saved: Profile, draft: Profile): ProfileChange | null {
  if (Object.keys(profileErrors(draft)).length > 0) return null;
  const change: ProfileChange = {};
  if (draft.firstName.trim() !== saved.firstName) change.newfirst_name = draft.firstName.trim();
  if (draft.lastName.trim() !== saved.lastName) change.newlast_name = draft.lastName.trim();
  if (draft.description.trim() !== saved.description) change.newbio = draft.description.trim();
  return Object.keys(change).length > 0 ? change : null;
}

/** The reply's user, as the saved profile. */
export function savedProfile(user: {
  first_name?: string | null;
  last_name?: string | null;
  description?: string | null;
}): Profile {
  return {
    firstName: user.first_name ?? '',
    lastName: user.last_name ?? '',
    description: user.description ?? '',
  };
}

/** Why a chosen avatar file cannot be sent, or null when it can. */
export function avatarFileError(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
    return 'Choose a PNG, JPEG, GIF or WebP image.';
  if (file.size > AVATAR_MAX_BYTES) {
    const mb = (file.size / 1024 / 1024).toFixed(1);
    return `This image is ${mb} MB. Images up to 5 MB can be used.`;
  }
  return null;
}

/** The letter shown instead of an avatar (as the account menu does). */
export function initialOf(account: Pick<Account, 'username' | 'firstName' | 'email'>): string {
  const name = account.username || account.firstName || account.email || '?';
  return name.slice(0, 1).toUpperCase();
}

/** "Member since March 2024" (null when the date is unknown or unreadable). */
export function memberSince(iso: string | null, locale?: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const text = new Intl.DateTimeFormat(locale ?? 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
  return `Member since ${text}`;
}

export type SignInKind = 'username' | 'email' | 'password';

/** One of the sign-in forms: its labels, the field Pocket named, the check and the result. */
export interface SignInForm {
  kind: SignInKind;
  title: string;
  /** The new value's label. */
  label: string;
  /** The body field of /v3/acctchange for the new value. */
  field: 'newusername' | 'newemail' | 'newpassword';
  inputType: 'text' | 'email' | 'password';
  autoComplete: string;
  /** The client-side check of the new value (null when fine). */
  check: (value: string) => string | null;
  /** What the page says after the change. */
  done: (value: string) => string;
}

function firstIssue(schema: { safeParse: typeof passwordSchema.safeParse }, value: string) {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'This value is not valid.');
}

export const SIGN_IN_FORMS: Record<SignInKind, SignInForm> = {
  username: {
    kind: 'username',
    title: 'Username',
    label: 'New username',
    field: 'newusername',
    inputType: 'text',
    autoComplete: 'username',
    check: (value) =>
      value.trim() ? firstIssue(usernameSchema, value) : 'Enter the new username.',
    done: (value) => `Your username is now ${value}.`,
  },
  email: {
    kind: 'email',
    title: 'Email',
    label: 'New email',
    field: 'newemail',
    inputType: 'email',
    autoComplete: 'email',
    check: (value) => firstIssue(emailSchema, value),
    done: (value) => `Your email is now ${value}.`,
  },
  password: {
    kind: 'password',
    title: 'Password',
    label: 'New password',
    field: 'newpassword',
    inputType: 'password',
    autoComplete: 'new-password',
    check: (value) => firstIssue(passwordSchema, value),
    done: () => 'Password changed. Your other devices and browsers were signed out.',
  },
};

/** The value a sign-in row shows before "Change". */
export function currentSignInValue(kind: SignInKind, account: Account): string {
  if (kind === 'password') return '••••••••';
  const value = kind === 'username' ? account.username : account.email;
  return value || 'Not set';
}

/** The body of a sign-in change: the new value under Pocket's name, and the current password. */
export function signInBody(kind: SignInKind, value: string, password: string) {
  const form = SIGN_IN_FORMS[kind];
  return { [form.field]: kind === 'password' ? value : value.trim(), password };
}

/**
 * docs/PRODUCT.md §4 "Account": where the browser goes after the account is deleted, with the page
 * it left.
 */
export const DELETE_SUCCESS_SOURCE = 'web-delete-success';
export function deletedAccountPath(previous: string): string {
  return `/login?src=${DELETE_SUCCESS_SOURCE}&utm_source=${encodeURIComponent(previous)}`;
}
