/**
 * The machine's limit for the Saves first page: a plain Fastify + pg endpoint that runs one query
 * (a prepared statement on the same index Satchel's list uses) and sends the page as JSON. No
 * session, no GraphQL, no totalCount, no tags: the least work that answers with the same 30 saves.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';

const PAGE_SQL = `SELECT item_id AS id, given_url AS url, title, status, is_favorite AS "isFavorite",
       status = 'ARCHIVED' AS "isArchived", created_at AS "createdAt", updated_at AS "updatedAt"
  FROM saved_items
 WHERE user_id = $1 AND status = 'UNREAD'
 ORDER BY created_at DESC, item_id DESC
 LIMIT 30`;

/** Listens on 127.0.0.1 (a free port); `url` is the page's address; `close()` ends server and pool. */
export async function startPlainSavesServer(options: {
  databaseUrl: string;
  userId: number;
  poolSize: number;
}): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize });
  // pool.end() resolves before its connections have closed; the scratch database dropped right
  // after ends them from the server side, which an unheard pool would turn into a crash.
  pool.on('error', () => undefined);
  const app: FastifyInstance = Fastify({ logger: false });
  app.get('/saves', async () => {
    const { rows } = await pool.query({
      name: 'saves-page',
      text: PAGE_SQL,
      values: [options.userId],
    });
    return { edges: rows };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `${address}/saves`,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
