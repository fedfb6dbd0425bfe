/** Shapes the accounts module returns. */

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

/** A personal access token (an app's or the user's own); its secret is never read back. */
export interface AccessToken {
  id: number;
  userId: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}
