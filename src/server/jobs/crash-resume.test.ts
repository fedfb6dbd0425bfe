/**
 * After a crash: a real server process is killed (SIGKILL) in the middle of an import, a new
 * one is started, and the import must finish from its checkpoint, with exactly one save per
 * record and none twice, without waiting for the job's 300 s lock (as the old code did). The test
 * tells the two apart with a generous bound (120 s from when the new process answers /readyz) so
 * a loaded machine cannot fail it; how fast the resume is belongs to bench/crash-resume.bench.ts
 * (10 s budget). On PGlite (a data dir) or, when TEST_DATABASE_URL is set, on a new database of
 * that server.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../db/client.js';
import type { Db } from '../db/types.js';
import { crashAndResume, stopServer } from '../test/import-crash.js';
import { loadMigratedDataDir } from '../test/test-db.js';

/** Small enough that, killed half-way, the rest takes a few seconds even on PGlite. */
const RECORDS = 2_000;
/** The new process up (/readyz 200) to the import's end: well under the 300 s lock expiry. */
const RESUME_LIMIT_MS = 120_000;

async function killedImportResumes(env: Record<string, string>, openForChecks: () => Promise<Db>) {
  const run = await crashAndResume({
    env,
    records: RECORDS,
    killAt: RECORDS / 2,
    // Past the limit, so a failure shows the real time (the old lock: 300 s).
    timeoutMs: RESUME_LIMIT_MS + 60_000,
  });
  await stopServer(run.server);
  expect(run.killedAt).toBeLessThan(RECORDS);
  const timeline = `restart → ready ${run.readyMs} ms, → moving ${run.movingMs} ms, → done ${run.resumedMs} ms`;
  expect(run.resumedMs - run.readyMs, timeline).toBeLessThan(RESUME_LIMIT_MS);
  expect(run.done).toMatchObject({
    status: 'DONE',
    processed: RECORDS,
    created: RECORDS,
    existing: 0,
    failed: 0,
    error: null,
  });
  expect(run.saves).toBe(RECORDS);

  const db = await openForChecks();
  try {
    const [saves] = await db.query(
      `SELECT count(*)::int AS saves, count(DISTINCT s.item_id)::int AS items,
              count(DISTINCT i.normal_url)::int AS urls
         FROM saved_items s JOIN items i USING (item_id)`,
    );
    expect(saves).toEqual({ saves: RECORDS, items: RECORDS, urls: RECORDS });
  } finally {
    await db.close();
  }
}

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(serverUrl)('after a crash, on PGlite', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'satchel-crash-'));
  // The first server starts on migrated data: its migrations are not what this tests.
  beforeAll(() => loadMigratedDataDir(join(dataDir, 'pg')));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('a killed import resumes from its checkpoint and ends without waiting for the lock to expire', async () => {
    await killedImportResumes({ DATA_DIR: dataDir }, () =>
      openDb({ dataDir: join(dataDir, 'pg') }),
    );
  }, 300_000);
});

describe.skipIf(!serverUrl)('after a crash, on PostgreSQL', () => {
  const name = `satchel_crash_${randomBytes(4).toString('hex')}`;
  const databaseUrl = serverUrl
    ? Object.assign(new URL(serverUrl), { pathname: `/${name}` }).href
    : '';
  const dataDir = mkdtempSync(join(tmpdir(), 'satchel-crash-'));
  let admin: Db;

  beforeAll(async () => {
    admin = await openDb({ databaseUrl: serverUrl, poolSize: 1 });
    await admin.exec(`CREATE DATABASE ${name}`);
  });
  afterAll(async () => {
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a killed import resumes from its checkpoint and ends without waiting for the lock to expire', async () => {
    await killedImportResumes({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, () =>
      openDb({ databaseUrl, poolSize: 1 }),
    );
  }, 300_000);
});
