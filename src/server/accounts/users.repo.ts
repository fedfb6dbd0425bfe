/** SQL for the users table. Returns User (accounts.types.ts); rules live in accounts.service.ts. */
import type { Queryable } from '../db/types.js';
import type { ListedUser, User, UserFlag } from './accounts.types.js';

export type { ListedUser, User, UserFlag } from './accounts.types.js';

/** Each users column a User holds and the field it fills (SQL aliases it, so no row is mapped in JS). */
const USER_FIELDS = [
  ['id', 'id'],
  ['email', 'email'],
  ['username', 'username'],
  ['first_name', 'firstName'],
  ['last_name', 'lastName'],
  ['description', 'description'],
  ['avatar_url', 'avatarUrl'],
  ['is_admin', 'isAdmin'],
  ['is_pilot', 'isPilot'],
  ['is_curator', 'isCurator'],
  ['premium_status', 'premiumStatus'],
  ['is_fxa', 'isFxa'],
  ['created_at', 'createdAt'],
] as const satisfies ReadonlyArray<readonly [string, keyof User]>;

/**
 * The users columns of a User, each aliased to its field, optionally qualified by a table alias.
 * Never the password hash (findUserByLogin adds it for the password check).
 */
export const userColumns = (alias = '') => {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return [
    ...USER_FIELDS.map(([name, field]) => `${column(name)} AS "${field}"`),
    `${column('premium_status')} = 'ACTIVE' AS "isPremium"`,
  ].join(', ');
};

const COLUMNS = userColumns();

export interface NewUser {
  email: string;
  username: string;
  passwordHash: string;
}

/**
 * Inserts a user; the first user of an instance becomes an administrator. The table lock makes
 * "first" exact when two signups race on an empty instance.
 */
export async function insertUser(db: Queryable, user: NewUser): Promise<User> {
  await db.query('LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE');
  const rows = await db.query<User>(
    `INSERT INTO users (email, username, password_hash, is_admin)
     VALUES ($1, $2, $3, NOT EXISTS (SELECT 1 FROM users))
     RETURNING ${COLUMNS}`,
    [user.email, user.username, user.passwordHash],
  );
  return rows[0]!;
}

export async function findUserById(db: Queryable, id: number): Promise<User | undefined> {
  return (await db.query<User>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]))[0];
}

/** Finds a user by email or by username, ignoring case. */
export async function findUserByLogin(
  db: Queryable,
  login: string,
): Promise<(User & { passwordHash: string }) | undefined> {
  const rows = await db.query<User & { passwordHash: string }>(
    `SELECT ${COLUMNS}, password_hash AS "passwordHash" FROM users WHERE lower(email) = lower($1) OR lower(username) = lower($1) LIMIT 1`,
    [login],
  );
  return rows[0];
}

export async function emailOrUsernameTaken(
  db: Queryable,
  email: string,
  username: string,
): Promise<{ email: boolean; username: boolean }> {
  const rows = await db.query<{ email_taken: boolean; username_taken: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($1)) AS email_taken,
            EXISTS (SELECT 1 FROM users WHERE lower(username) = lower($2)) AS username_taken`,
    [email, username],
  );
  return { email: rows[0]!.email_taken, username: rows[0]!.username_taken };
}

export async function usernamesStartingWith(db: Queryable, prefix: string): Promise<string[]> {
  const rows = await db.query<{ username: string }>(
    `SELECT lower(username) AS username FROM users WHERE lower(username) LIKE lower($1) || '%'`,
    [prefix.replace(/[\\%_]/g, '\\$&')],
  );
  return rows.map((row) => row.username);
}

export async function setUserFlag(
  db: Queryable,
  id: number,
  flag: UserFlag,
  on: boolean,
): Promise<User | undefined> {
  const assignment = {
    premium: `premium_status = CASE WHEN $2 THEN 'ACTIVE' WHEN premium_status = 'NEVER' THEN 'NEVER' ELSE 'EXPIRED' END`,
    admin: 'is_admin = $2',
    pilot: 'is_pilot = $2',
    curator: 'is_curator = $2',
  }[flag];
  const rows = await db.query<User>(
    `UPDATE users SET ${assignment}, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, on],
  );
  return rows[0];
}

const searchCondition = `($1::text IS NULL OR lower(email) LIKE '%' || $1 || '%' OR lower(username) LIKE '%' || $1 || '%')`;

/** `search` as a LIKE pattern body: lower-cased, with %, _ and \ taken literally. */
const likeBody = (search: string | null) =>
  search === null ? null : search.toLowerCase().replace(/[\\%_]/g, '\\$&');

/**
 * Users newest account first (ties by id), optionally those whose email or username contains
 * `search` (case-insensitive), after a keyset position.
 */
export async function listUsers(
  db: Queryable,
  options: {
    search: string | null;
    after: { sortKey: string; id: number } | undefined;
    limit: number;
  },
): Promise<ListedUser[]> {
  return db.query<ListedUser>(
    `SELECT ${COLUMNS},
            (extract(epoch FROM created_at) * 1000000)::bigint::text AS "sortKey"
       FROM users
      WHERE ${searchCondition}
        AND ($2::bigint IS NULL
             OR ((extract(epoch FROM created_at) * 1000000)::bigint, id) < ($2::bigint, $3::bigint))
      ORDER BY (extract(epoch FROM created_at) * 1000000)::bigint DESC, id DESC
      LIMIT $4`,
    [
      likeBody(options.search),
      options.after?.sortKey ?? null,
      options.after?.id ?? null,
      options.limit,
    ],
  );
}

/** How many users match `search` (all without one). */
export async function countUsers(db: Queryable, search: string | null): Promise<number> {
  const rows = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM users WHERE ${searchCondition}`,
    [likeBody(search)],
  );
  return rows[0]?.total ?? 0;
}
