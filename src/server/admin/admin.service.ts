/**
 * Administration (docs/PRODUCT.md §6 roles, §10.4): administrators list accounts and switch their
 * premium, admin and pilot flags; in development mode anyone may flip their own premium with
 * the QA tools' premium toggle (docs/PRODUCT.md §4 "The QA premium toggle flips premium_status").
 * Flag changes go through AccountsService.setFlag, the same path as the CLI.
 */
import type { AccountsService, User, UserFlag } from '../accounts/accounts.service.js';
import type { Actor } from '../core/actor.js';
import { authorize } from '../core/authorize.js';
import { badInput, notFound } from '../core/errors.js';
import { decodeKeysetCursor, encodeKeysetCursor } from '../core/pagination.js';
import { canManageUsers, canSetUserFlag, canUseQaPremiumToggle } from './admin.policy.js';

export type { UserFlag } from '../accounts/accounts.service.js';

export const DEFAULT_ADMIN_PAGE = 50;
export const MAX_ADMIN_PAGE = 100;
export const MAX_SEARCH_LENGTH = 200;

export interface AdminUserPage {
  users: User[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
}

const ADMINS_ONLY = 'Only administrators can manage users. Ask an administrator of this instance.';

export class AdminService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly options: { devMode: boolean },
  ) {}

  /** Accounts, newest first, optionally matching an email or username fragment. */
  async listUsers(
    actor: Actor,
    options: { search?: string | null; first?: number | null; after?: string | null } = {},
  ): Promise<AdminUserPage> {
    authorize(canManageUsers(actor), ADMINS_ONLY);
    const first = options.first ?? DEFAULT_ADMIN_PAGE;
    if (!Number.isInteger(first) || first < 1 || first > MAX_ADMIN_PAGE) {
      throw badInput(`first must be between 1 and ${MAX_ADMIN_PAGE}.`, 'first');
    }
    const trimmed = options.search?.trim() ?? '';
    if (trimmed.length > MAX_SEARCH_LENGTH) {
      throw badInput(`Search for at most ${MAX_SEARCH_LENGTH} characters.`, 'search');
    }
    const search = trimmed === '' ? null : trimmed;
    const after = options.after ? decodeKeysetCursor(options.after) : undefined;
    const [rows, totalCount] = await Promise.all([
      this.accounts.list({ search, after, limit: first + 1 }),
      this.accounts.count(search),
    ]);
    const page = rows.slice(0, first);
    const last = page[page.length - 1];
    return {
      users: page,
      totalCount,
      endCursor: last ? encodeKeysetCursor(last.sortKey, last.id) : null,
      hasNextPage: rows.length > first,
    };
  }

  /** Turns a user's premium, admin or pilot flag on or off. Admins cannot demote themselves. */
  async setUserFlag(actor: Actor, userId: string | number, flag: UserFlag, on: boolean) {
    authorize(canManageUsers(actor), ADMINS_ONLY);
    const id = Number(userId);
    if (!Number.isSafeInteger(id) || id <= 0) {
      throw notFound(`No user with id ${String(userId).slice(0, 40)}.`);
    }
    if (!canSetUserFlag(actor, id, flag, on)) {
      throw badInput("You can't remove your own admin rights; ask another administrator.", 'on');
    }
    return this.accounts.setFlag(id, flag, on);
  }

  /** The QA tools' premium toggle: flips the actor's own premium, in development mode only. */
  async qaSetPremium(actor: Actor, on: boolean): Promise<User> {
    authorize(
      canUseQaPremiumToggle(this.options),
      'The QA premium toggle only works in development mode.',
    );
    return this.accounts.setFlag(actor.userId, 'premium', on);
  }
}
