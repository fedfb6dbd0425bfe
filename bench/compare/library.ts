/**
 * The one library the search and Saves list comparisons share, on a PostgreSQL scratch database:
 * a user with N saves (bench/lib/seed.ts) and, for search, article text on every save
 * (search.bench.ts's `seedContent`) with Satchel's search documents and GIN indexes built, plus
 * the same library laid out as wallabag stores it (one `entry` row per save with its text).
 */
import type { Db } from '../../src/server/db/types.js';
import { createServices, type Services } from '../../src/server/services.js';
import { seedContent } from '../search.bench.js';
import { benchConfig, openBenchBackend } from '../lib/backend.js';
import { seedLibrary } from '../lib/seed.js';
import { msSince } from '../lib/stats.js';

export interface ComparisonLibrary {
  db: Db;
  services: Services;
  databaseUrl: string;
  /** The scratch database's name, to count its PostgreSQL backends' CPU only. */
  databaseName: string;
  userId: number;
  cleanup(): Promise<void>;
}

/**
 * Rebuilds every save's search document with the GIN indexes dropped, then recreates them from
 * their own definitions (as search.bench.ts times it; reading the definitions keeps this right
 * whatever the migrations name or index).
 */
async function buildSearchIndex(db: Db): Promise<void> {
  const gin = await db.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes
      WHERE tablename = 'search_documents' AND indexdef ILIKE '%USING gin%'`,
  );
  for (const index of gin) await db.exec(`DROP INDEX ${index.indexname}`);
  await db.query('SELECT count(search_refresh(user_id, item_id, true)) FROM saved_items');
  for (const index of gin) await db.exec(index.indexdef);
}

/**
 * wallabag's `entry` table, reduced to what its search reads and sorts by: title, url and
 * content on one row per save, with wallabag's indexes on user_id and created_at.
 */
async function copyAsWallabagEntries(db: Db): Promise<void> {
  await db.exec(`
    CREATE TABLE wallabag_entry (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL,
      title text,
      url text,
      content text,
      is_archived boolean NOT NULL,
      is_starred boolean NOT NULL,
      created_at timestamptz NOT NULL
    );
    INSERT INTO wallabag_entry (user_id, title, url, content, is_archived, is_starred, created_at)
    SELECT s.user_id, s.title, coalesce(i.resolved_url, i.given_url), i.article,
           s.status = 'ARCHIVED', s.is_favorite, s.created_at
      FROM saved_items s JOIN items i USING (item_id)
     ORDER BY s.created_at;
    CREATE INDEX wallabag_entry_user_id ON wallabag_entry (user_id);
    CREATE INDEX wallabag_entry_created_at ON wallabag_entry (created_at);
    ANALYZE wallabag_entry;`);
}

/** Seeds the library; with `articleText`, also the text, Satchel's index and wallabag's table. */
export async function openComparisonLibrary(options: {
  saves: number;
  articleText: boolean;
  log: (line: string) => void;
}): Promise<ComparisonLibrary> {
  const { db, databaseUrl, cleanup } = await openBenchBackend('postgres', 'compare_h');
  try {
    const services = createServices(db, benchConfig(databaseUrl));
    let start = process.hrtime.bigint();
    const { userId } = await seedLibrary(db, services, {
      saves: options.saves,
      otherUsers: 3,
      otherSaves: 1000,
    });
    options.log(`  seeded ${options.saves} saves in ${(msSince(start) / 1000).toFixed(1)} s`);
    if (options.articleText) {
      start = process.hrtime.bigint();
      await seedContent(db, userId);
      await buildSearchIndex(db);
      await copyAsWallabagEntries(db);
      await db.exec('ANALYZE');
      options.log(
        `  article text, Satchel's search index and wallabag's entry table in ${(msSince(start) / 1000).toFixed(1)} s`,
      );
    }
    return {
      db,
      services,
      databaseUrl: databaseUrl!,
      databaseName: new URL(databaseUrl!).pathname.slice(1),
      userId,
      cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
