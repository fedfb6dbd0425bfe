/**
 * Seeds a library fast, with set-based SQL: one user with many saves (realistic URLs and titles,
 * ~80% UNREAD / 20% ARCHIVED, ~5% favorites, time added spread over 5 years) plus a few users
 * with smaller libraries that share some of the same items, then ANALYZE.
 */
import type { Db } from '../../src/server/db/types.js';
import type { Services } from '../../src/server/services.js';

const HOSTS = [
  'www.nytimes.com',
  'www.theguardian.com',
  'arstechnica.com',
  'www.wired.com',
  'medium.com',
  'news.ycombinator.com',
  'www.bbc.co.uk',
  'www.economist.com',
  'blog.acolyer.org',
  'lwn.net',
  'www.theatlantic.com',
  'martinfowler.com',
  'www.newyorker.com',
  'increment.com',
  'danluu.com',
  'jvns.ca',
];
const WORDS = [
  'why',
  'the',
  'future',
  'of',
  'remote',
  'work',
  'is',
  'slow',
  'how',
  'we',
  'rebuilt',
  'our',
  'database',
  'in',
  'a',
  'weekend',
  'lessons',
  'from',
  'ten',
  'years',
  'open',
  'source',
  'cities',
  'climate',
  'coffee',
  'sleep',
  'science',
  'history',
  'design',
  'systems',
  'reading',
  'habits',
  'quiet',
  'attention',
  'economy',
  'small',
  'teams',
  'shipping',
];

const sqlArray = (values: readonly string[]) =>
  `ARRAY[${values.map((value) => `'${value}'`).join(',')}]::text[]`;

/** Inserts `count` items with URLs like https://host/2021/04/slug-words-<n>; returns the first new item id. */
async function seedItems(db: Db, count: number): Promise<number> {
  const [{ next } = { next: 1 }] = await db.query<{ next: number }>(
    'SELECT (coalesce(max(item_id), 0) + 1)::int AS next FROM items',
  );
  const from = next;
  await db.exec(`
    INSERT INTO items (given_url, normal_url, created_at)
    SELECT url, url, now() - (g % 1826) * interval '1 day'
      FROM (
        SELECT g,
               'https://' || (${sqlArray(HOSTS)})[1 + g % ${HOSTS.length}]
                 || '/' || (2020 + g % 6) || '/' || lpad((1 + g % 12)::text, 2, '0') || '/'
                 || (${sqlArray(WORDS)})[1 + (g * 7) % ${WORDS.length}] || '-'
                 || (${sqlArray(WORDS)})[1 + (g * 13) % ${WORDS.length}] || '-'
                 || (${sqlArray(WORDS)})[1 + (g * 31) % ${WORDS.length}] || '-' || g AS url
          FROM generate_series(${from}, ${from + count - 1}) g
        ORDER BY g
      ) s`);
  return from;
}

/**
 * Saves, for `userId`, the items whose ids are in [firstItemId, firstItemId + count). Deterministic
 * pseudo-random spread: status, favorite and time added come from multiplicative hashes of the id.
 */
async function seedSaves(
  db: Db,
  userId: number,
  firstItemId: number,
  count: number,
): Promise<void> {
  await db.query(
    `INSERT INTO saved_items (user_id, item_id, given_url, title, status, is_favorite, favorited_at, archived_at, created_at, updated_at)
     SELECT $1::bigint, item_id, given_url, title, status, is_favorite,
            CASE WHEN is_favorite THEN created_at + interval '2 hours' END,
            CASE WHEN status = 'ARCHIVED' THEN created_at + interval '3 days' END,
            created_at,
            CASE WHEN status = 'ARCHIVED' THEN created_at + interval '3 days' ELSE created_at END
       FROM (
         SELECT i.item_id, i.given_url,
                initcap((${sqlArray(WORDS)})[1 + (i.item_id * 7) % ${WORDS.length}] || ' '
                  || (${sqlArray(WORDS)})[1 + (i.item_id * 13) % ${WORDS.length}] || ' '
                  || (${sqlArray(WORDS)})[1 + (i.item_id * 31) % ${WORDS.length}] || ' '
                  || (${sqlArray(WORDS)})[1 + (i.item_id * 17) % ${WORDS.length}]) AS title,
                CASE WHEN (i.item_id * 2654435761 + $1::bigint) % 100 < 20 THEN 'ARCHIVED' ELSE 'UNREAD' END AS status,
                (i.item_id * 40503 + $1::bigint * 7) % 100 < 5 AS is_favorite,
                now() - ((i.item_id * 2246822519 + $1::bigint * 97) % (5 * 365 * 86400)) * interval '1 second' AS created_at
           FROM items i
          WHERE i.item_id >= $2::bigint AND i.item_id < $2::bigint + $3::bigint
       ) s`,
    [userId, firstItemId, count],
  );
}

export interface SeededLibrary {
  userId: number;
  otherUserIds: number[];
}

export async function seedLibrary(
  db: Db,
  services: Services,
  options: { saves: number; otherUsers: number; otherSaves: number },
): Promise<SeededLibrary> {
  const signup = (n: number) =>
    services.accounts.signup({
      email: `bench${n}@example.com`,
      username: `bench${n}`,
      password: 'correct horse battery staple',
    });
  const user = await signup(0);
  const first = await seedItems(db, options.saves);
  await seedSaves(db, user.id, first, options.saves);
  const otherUserIds: number[] = [];
  for (let n = 1; n <= options.otherUsers; n += 1) {
    const other = await signup(n);
    otherUserIds.push(other.id);
    // Half of each small library overlaps the big one (popular articles), half is new items.
    const half = Math.floor(options.otherSaves / 2);
    const overlapStart = first + ((n * 7919) % Math.max(1, options.saves - half));
    await seedSaves(db, other.id, overlapStart, half);
    await seedSaves(
      db,
      other.id,
      await seedItems(db, options.otherSaves - half),
      options.otherSaves - half,
    );
  }
  const counts = await db.query<{ user_id: number; count: number }>(
    'SELECT user_id, count(*)::int AS count FROM saved_items GROUP BY user_id',
  );
  for (const [id, expected] of [
    [user.id, options.saves],
    ...otherUserIds.map((id) => [id, options.otherSaves]),
  ] as Array<[number, number]>) {
    const got = counts.find((row) => row.user_id === id)?.count ?? 0;
    if (got !== expected)
      throw new Error(`seeding: user ${id} has ${got} saves, expected ${expected}`);
  }
  await db.exec('ANALYZE');
  return { userId: user.id, otherUserIds };
}
