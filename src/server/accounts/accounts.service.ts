/**
 * Accounts: sign-up, credential checks, profile reads and operator grants.
 * Emails and usernames are unique without regard to case; the first account is an administrator.
 */
import { signupInputSchema, type SignupInput } from '../../common/account-rules.js';
import type { Actor } from '../core/actor.js';
import { conflict, notFound, unauthenticated } from '../core/errors.js';
import { parseInput } from '../core/validate.js';
import type { Db } from '../db/types.js';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password.js';
import {
  emailOrUsernameTaken,
  findUserById,
  findUserByLogin,
  insertUser,
  countUsers,
  listUsers,
  setUserFlag,
  usernamesStartingWith,
  type UserFlag,
} from './users.repo.js';
import type { ListedUser, OwnAccount, User } from './accounts.types.js';
import { ownAccount } from './own-account.js';
import { forgetCachedSessions } from './session-cache.js';

export type { ListedUser, OwnAccount, User, UserFlag } from './accounts.types.js';

/** The user a login found, without the hash it was checked against (a User never carries it). */
function withoutPasswordHash({ passwordHash: _, ...user }: User & { passwordHash: string }): User {
  return user;
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export class AccountsService {
  constructor(private readonly db: Db) {}

  /** Creates an account. Throws BAD_USER_INPUT for invalid fields and CONFLICT for a taken email or username. */
  async signup(input: unknown): Promise<User> {
    const fields: SignupInput = parseInput(signupInputSchema, input);
    const username = fields.username ?? (await this.suggestUsername(fields.email));
    const taken = await emailOrUsernameTaken(this.db, fields.email, username);
    if (taken.email)
      throw conflict('An account with this email already exists. Log in instead?', 'email');
    if (taken.username) throw conflict('This username is taken. Choose another one.', 'username');
    const passwordHash = await hashPassword(fields.password);
    try {
      return await this.db.transaction((tx) =>
        insertUser(tx, { email: fields.email, username, passwordHash }),
      );
    } catch (error) {
      // Two sign-ups with the same email raced past the check above.
      if (isUniqueViolation(error))
        throw conflict('An account with this email or username already exists.', 'email');
      throw error;
    }
  }

  /** Checks a login (email or username) and password; one vague error for both kinds of mistake. */
  async verifyCredentials(login: string, password: string): Promise<User> {
    const row = await findUserByLogin(this.db, login);
    const ok = row
      ? await verifyPassword(row.passwordHash, password)
      : await verifyAgainstNothing(password);
    if (!row || !ok) throw unauthenticated('That email/username and password do not match.');
    return withoutPasswordHash(row);
  }

  async getUser(id: number): Promise<User | undefined> {
    return findUserById(this.db, id);
  }

  /** The signed-in user's own account, as the caller may read it (an app's token: no email). */
  async me(actor: Actor): Promise<OwnAccount> {
    const user = await this.getUser(actor.userId);
    if (!user) throw unauthenticated('Your account no longer exists.');
    return ownAccount(actor, user);
  }

  async findByLogin(login: string): Promise<User | undefined> {
    const row = await findUserByLogin(this.db, login);
    return row && withoutPasswordHash(row);
  }

  /** Operator action (CLI, admin pages): turns premium, admin, pilot or curator on or off. */
  async setFlag(userId: number, flag: UserFlag, on: boolean): Promise<User> {
    const user = await setUserFlag(this.db, userId, flag, on);
    // Premium, admin, pilot and curator show in user { … } and decide what the actor may do.
    forgetCachedSessions(this.db, userId);
    if (!user) throw notFound(`No user with id ${userId}.`);
    return user;
  }

  /**
   * Accounts newest first (ties by id), optionally those whose email or username contains
   * `search`, after a keyset position: administration's list (AdminService checks who asks).
   */
  list(options: {
    search: string | null;
    after: { sortKey: string; id: number } | undefined;
    limit: number;
  }): Promise<ListedUser[]> {
    return listUsers(this.db, options);
  }

  /** How many accounts match `search` (all without one). */
  count(search: string | null): Promise<number> {
    return countUsers(this.db, search);
  }

  /** A username made from the email's local part, with a number added when it is taken. */
  private async suggestUsername(email: string): Promise<string> {
    const base =
      (email.split('@')[0] ?? '')
        .replace(/[^A-Za-z0-9_.-]/g, '')
        .replace(/^[^A-Za-z0-9]+/, '')
        .slice(0, 24) || 'reader';
    const stem = base.length < 2 ? `${base}reader` : base;
    const taken = new Set(await usernamesStartingWith(this.db, stem));
    if (!taken.has(stem.toLowerCase())) return stem;
    for (let n = 2; ; n++) if (!taken.has(`${stem}${n}`.toLowerCase())) return `${stem}${n}`;
  }
}
