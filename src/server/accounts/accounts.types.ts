/** Shapes the accounts module returns. */
import type { TokenScope } from '../../common/token-scopes.js';

/** A user as the rest of the server sees it: never the password hash. */
export interface User {
  id: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  description: string;
  avatarUrl: string | null;
  isAdmin: boolean;
  isPilot: boolean;
  /** Curates the instance corpus (docs/CORPUS.md) without being an administrator. */
  isCurator: boolean;
  premiumStatus: 'NEVER' | 'ACTIVE' | 'EXPIRED';
  isPremium: boolean;
  isFxa: boolean;
  createdAt: Date;
}

/** The account flags an operator or administrator turns on and off. */
export type UserFlag = 'premium' | 'admin' | 'pilot' | 'curator';

/** A user with their account's creation time in microseconds since the epoch (admin list cursors). */
export type ListedUser = User & { sortKey: string };

/** A personal access token (an app's or the user's own); its secret is never read back. */
export interface AccessToken {
  id: number;
  userId: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  /** What the token may do, fixed when it was granted (src/common/token-scopes.ts). */
  scopes: TokenScope[];
  /** The app it was granted to by OAuth; null for a personal token made with the CLI. */
  consumerKey: string | null;
}

/** What a token is granted: its scopes and the app's consumer key (null for a personal token). */
export interface TokenGrant {
  scopes: readonly TokenScope[];
  consumerKey: string | null;
}

/**
 * The caller's own account as they may read it: an app's token never reads the email
 * (accounts.policy.ts `canReadAccountEmail`), so it is null there.
 */
export type OwnAccount = Omit<User, 'email'> & { email: string | null };
