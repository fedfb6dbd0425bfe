/**
 * Account settings (docs/POCKET-COMPATIBILITY.md §3.6 v3/acctchange, accountClear, accountDelete):
 * profile, username, email and password changes, clearing the saved data, deleting the account.
 * Every change but the profile needs the current password; password checks are rate-limited
 * per user. A password change ends the user's other browser sessions (not the caller's, not
 * the access tokens of apps). Files in storage are removed only after the database commits.
 */
import { z } from 'zod';
import {
  emailSchema,
  passwordSchema,
  PROFILE_BIO_MAX,
  PROFILE_NAME_MAX,
  usernameSchema,
} from '../../common/account-rules.js';
import type { Actor } from '../core/actor.js';
import { badInput, conflict, DomainError, unauthenticated } from '../core/errors.js';
import { parseInput } from '../core/validate.js';
import type { Db } from '../db/types.js';
import type { FileStorage } from '../storage/file-storage.js';
import type { User } from './accounts.service.js';
import {
  clearSavedData,
  deleteOtherSessions,
  deleteUser,
  findPasswordHash,
  takenByAnother,
  updateLogin,
  updatePasswordHash,
  updateProfile,
} from './account-settings.repo.js';
import { AttemptLimiter } from './attempt-limiter.js';
import { avatarKeyOfUrl } from './avatars.service.js';
import { hashPassword, verifyPassword } from './password.js';
import { forgetCachedSessions } from './session-cache.js';

export const PROFILE_LIMITS = {
  firstName: PROFILE_NAME_MAX,
  lastName: PROFILE_NAME_MAX,
  bio: PROFILE_BIO_MAX,
} as const;

/** What one acctchange call changes; a body naming fields of two kinds is refused. */
export type AccountChange =
  | { kind: 'profile'; user: User }
  | { kind: 'username'; user: User }
  | { kind: 'email'; user: User }
  | { kind: 'password' };

const SHAPES = {
  profile: ['newfirst_name', 'newlast_name', 'newbio'],
  username: ['newusername'],
  email: ['newemail'],
  password: ['newpassword'],
} as const;

const WHAT_TO_CHANGE =
  'Say what to change: newfirst_name, newlast_name and newbio (your profile), or newusername, newemail or newpassword with your current password, one kind at a time.';

const profileField = (label: string, max: number) =>
  z
    .union([z.string({ error: `Your ${label} must be text.` }), z.null()])
    .optional()
    .transform((value) => (value === undefined ? null : (value ?? '').trim()))
    .refine((value) => value === null || value.length <= max, {
      message: `Use at most ${max} characters for your ${label}.`,
    });

const profileSchema = z.object({
  newfirst_name: profileField('first name', PROFILE_LIMITS.firstName),
  newlast_name: profileField('last name', PROFILE_LIMITS.lastName),
  newbio: profileField('bio', PROFILE_LIMITS.bio),
});

const currentPassword = z
  .string({ error: 'Enter your current password.' })
  .min(1, 'Enter your current password.')
  .max(1024, 'That password is not right.');

const usernameChangeSchema = z.object({
  newusername: z.string({ error: 'Enter a username.' }).pipe(usernameSchema),
  password: currentPassword,
});
const emailChangeSchema = z.object({ newemail: emailSchema, password: currentPassword });
const passwordChangeSchema = z.object({ newpassword: passwordSchema, password: currentPassword });
const passwordOnlySchema = z.object({ password: currentPassword });

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

const wrongPassword = () => new DomainError('FORBIDDEN', 'That password is not right.', 'password');

export class AccountSettingsService {
  private readonly passwordChecks: AttemptLimiter;

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    options: { passwordChecksPerMinute?: number } = {},
  ) {
    this.passwordChecks = new AttemptLimiter(options.passwordChecksPerMinute ?? 10, 60_000);
  }

  /**
   * v3/acctchange: one kind of change, chosen by the fields present. `keepSessionHash` is the
   * caller's own session (AuthService.sessionKey), which a password change leaves signed in.
   */
  async change(
    actor: Actor,
    input: Record<string, unknown>,
    keepSessionHash?: string,
  ): Promise<AccountChange> {
    const kinds = (Object.keys(SHAPES) as Array<keyof typeof SHAPES>).filter((kind) =>
      SHAPES[kind].some((key) => input[key] !== undefined),
    );
    if (kinds.length !== 1) throw badInput(WHAT_TO_CHANGE);
    switch (kinds[0]!) {
      case 'profile':
        return { kind: 'profile', user: await this.changeProfile(actor, input) };
      case 'username': {
        const { newusername, password } = parseInput(usernameChangeSchema, input);
        return {
          kind: 'username',
          user: await this.changeLogin(actor, 'username', newusername, password),
        };
      }
      case 'email': {
        const { newemail, password } = parseInput(emailChangeSchema, input);
        return { kind: 'email', user: await this.changeLogin(actor, 'email', newemail, password) };
      }
      case 'password': {
        const { newpassword, password } = parseInput(passwordChangeSchema, input);
        await this.changePassword(actor, newpassword, password, keepSessionHash);
        return { kind: 'password' };
      }
    }
  }

  private async changeProfile(actor: Actor, input: Record<string, unknown>): Promise<User> {
    const fields = parseInput(profileSchema, input);
    const row = await updateProfile(this.db, actor.userId, {
      firstName: fields.newfirst_name,
      lastName: fields.newlast_name,
      description: fields.newbio,
    });
    forgetCachedSessions(this.db, actor.userId);
    if (!row) throw unauthenticated('Your account no longer exists.');
    return row;
  }

  private async changeLogin(
    actor: Actor,
    column: 'username' | 'email',
    value: string,
    password: string,
  ): Promise<User> {
    await this.checkPassword(actor, password);
    const taken =
      column === 'username' ? 'That username is taken.' : 'That email is used by another account.';
    const field = column === 'username' ? 'newusername' : 'newemail';
    if (await takenByAnother(this.db, actor.userId, column, value)) throw conflict(taken, field);
    try {
      const row = await updateLogin(this.db, actor.userId, column, value);
      forgetCachedSessions(this.db, actor.userId);
      if (!row) throw unauthenticated('Your account no longer exists.');
      return row;
    } catch (error) {
      // Another account took it between the check and the update.
      if (isUniqueViolation(error)) throw conflict(taken, field);
      throw error;
    }
  }

  private async changePassword(
    actor: Actor,
    newPassword: string,
    password: string,
    keepSessionHash: string | undefined,
  ): Promise<void> {
    await this.checkPassword(actor, password);
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      if (!(await updatePasswordHash(tx, actor.userId, passwordHash)))
        throw unauthenticated('Your account no longer exists.');
      await deleteOtherSessions(tx, actor.userId, keepSessionHash);
    });
    // The other sessions are gone: refused from the next request on, not after the cache's ttl.
    forgetCachedSessions(this.db, actor.userId);
  }

  /** v3/accountClear: removes every save, list, share link, recent search and import. */
  async clear(actor: Actor, input: unknown): Promise<{ saves: number; lists: number }> {
    const { password } = parseInput(passwordOnlySchema, input);
    await this.checkPassword(actor, password);
    const { saves, lists, fileKeys } = await this.db.transaction((tx) =>
      clearSavedData(tx, actor.userId),
    );
    await this.removeFiles(fileKeys);
    return { saves, lists };
  }

  /** v3/accountDelete: removes the account with everything in it, and its files. */
  async deleteAccount(actor: Actor, input: unknown): Promise<void> {
    const { password } = parseInput(passwordOnlySchema, input);
    await this.checkPassword(actor, password);
    const deleted = await this.db.transaction((tx) => deleteUser(tx, actor.userId));
    forgetCachedSessions(this.db, actor.userId);
    if (!deleted) throw unauthenticated('Your account no longer exists.');
    const avatarKey = deleted.avatarUrl ? avatarKeyOfUrl(deleted.avatarUrl) : undefined;
    await this.removeFiles(avatarKey ? [avatarKey, ...deleted.fileKeys] : deleted.fileKeys);
  }

  /** Checks the current password, at most `passwordChecksPerMinute` times a minute per user. */
  private async checkPassword(actor: Actor, password: string): Promise<void> {
    if (!this.passwordChecks.take(actor.userId)) {
      throw new DomainError(
        'RATE_LIMITED',
        'Too many password attempts. Wait a minute, then try again.',
        'password',
      );
    }
    const hash = await findPasswordHash(this.db, actor.userId);
    if (!hash) throw unauthenticated('Your account no longer exists.');
    if (!(await verifyPassword(hash, password))) throw wrongPassword();
  }

  /** Best effort after the commit: a file left behind is only disk space, never data shown. */
  private async removeFiles(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.storage.delete(key).catch(() => undefined)));
  }
}
