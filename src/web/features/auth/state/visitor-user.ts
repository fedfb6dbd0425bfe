/** The signed-in person as the client uses it (from `GET /v3/getuser`). */
export interface VisitorUser {
  userId: string;
  username: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  /** '1' premium, '0' not. */
  premiumStatus: '0' | '1';
  /** Federated-login account. */
  isFxa: boolean;
}
