/** Shapes the accounts module returns. */

/** A personal access token (an app's or the user's own); its secret is never read back. */
export interface AccessToken {
  id: number;
  userId: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}
