/**
 * A real server process (web and worker) on a database of its own, for tests that watch one user's
 * work beside another's: PGlite in a temporary data directory, or, when TEST_DATABASE_URL is set,
 * a new database on that server (dropped at stop). Fetches may reach loopback (fixture servers).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../db/client.js';
import { stopServer } from './import-crash.js';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { loadMigratedDataDir } from './test-db.js';

export interface LiveServer {
  server: ServerProcess;
  origin: string;
  backend: 'pglite' | 'postgres';
  stop(): Promise<void>;
}

export async function startLiveServer(env: Record<string, string> = {}): Promise<LiveServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'satchel-live-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `satchel_live_${randomBytes(4).toString('hex')}`;
  const admin = serverUrl ? await openDb({ databaseUrl: serverUrl, poolSize: 1 }) : undefined;
  let databaseEnv: Record<string, string>;
  if (serverUrl && admin) {
    await admin.exec(`CREATE DATABASE ${name}`);
    databaseEnv = {
      DATABASE_URL: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).href,
    };
  } else {
    // The server starts on migrated data: its first migration is not what these tests watch.
    await loadMigratedDataDir(join(dataDir, 'pg'));
    databaseEnv = {};
  }
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    ALLOW_PRIVATE_FETCH: '1',
    ...databaseEnv,
    ...env,
  });
  return {
    server,
    origin: server.origin,
    backend: admin ? 'postgres' : 'pglite',
    async stop() {
      await stopServer(server);
      if (admin) {
        await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.close();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
