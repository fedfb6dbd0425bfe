/**
 * An import killed mid-way and resumed, against real server processes over real HTTP: sign up,
 * upload a Pocket CSV, SIGKILL the server once the import is past `killAt` records, start a new
 * one and wait for the import's end. Shared by jobs/crash-resume.test.ts (which asserts) and
 * bench/crash-resume.bench.ts (which measures).
 */
import { HttpVisitor, waitFor } from './http-visitor.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

export interface ImportView {
  id: string;
  status: string;
  processed: number;
  created: number;
  existing: number;
  failed: number;
  error: string | null;
}

export interface CrashRun {
  /** `processed` when the first server was killed. */
  killedAt: number;
  /** Restart (spawn of the new process) to its /readyz 200. */
  readyMs: number;
  /** Restart to the first progress past the kill (a batch written by the new process). */
  movingMs: number;
  /** Restart to the import's DONE, as the user's progress polls see it. */
  resumedMs: number;
  done: ImportView;
  /** The user's saves once done (savedItems.totalCount: it stops at 5,000). */
  saves: number;
  /** The second server, still running: the caller stops it. */
  server: ServerProcess;
}

const IMPORTS = `query I { user { imports { id status processed created existing failed error } } }`;
const UPLOAD_URL = `mutation U { importUploadUrl(importType: pocket) { ... on PreSignedUrl { url } } }`;
const COUNT = `query C { user { savedItems(pagination: { first: 1 }) { totalCount } } }`;

/** Loopback URLs: the parse jobs the import queues are refused at once, with no network. */
function pocketCsv(records: number): string {
  const rows = Array.from(
    { length: records },
    (_, index) =>
      `Story ${index},http://127.0.0.1:9/articles/${index},${1_600_000_000 + index},,unread`,
  );
  return ['title,url,time_added,tags,status', ...rows].join('\n');
}

async function latestImport(browser: HttpVisitor): Promise<ImportView | undefined> {
  return (await browser.graphql<{ user: { imports: ImportView[] } }>(IMPORTS)).user.imports[0];
}

async function startImport(server: ServerProcess, records: number): Promise<HttpVisitor> {
  const browser = await HttpVisitor.signUp(server.origin, 'crash');
  const link = new URL(
    (await browser.graphql<{ importUploadUrl: { url: string } }>(UPLOAD_URL)).importUploadUrl.url,
  );
  const upload = await browser.request(link.pathname + link.search, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'part_000000.csv' },
    body: pocketCsv(records),
  });
  if (upload.status !== 202) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  return browser;
}

/** The whole story on one database (`env`: DATA_DIR, or DATABASE_URL). */
export async function crashAndResume(options: {
  env: Record<string, string>;
  records: number;
  killAt: number;
  /** How long to wait for the import's end after the restart. */
  timeoutMs: number;
  serverArgs?: string[];
}): Promise<CrashRun> {
  const first = await startServerProcess(options.env, options.serverArgs);
  let second: ServerProcess | undefined;
  try {
    const browser = await startImport(first, options.records);
    const killedAt = await waitFor(
      'the import to be under way',
      async () => {
        const row = await latestImport(browser);
        return row && row.processed >= options.killAt ? row.processed : undefined;
      },
      60_000,
    );
    first.child.kill('SIGKILL');
    await first.exited;

    const restarted = Date.now();
    second = await startServerProcess(options.env, options.serverArgs);
    const readyMs = Date.now() - restarted;
    browser.origin = second.origin;
    let movingMs: number | undefined;
    const done = await waitFor(
      'the import to finish',
      async () => {
        const row = await latestImport(browser);
        if (row && row.processed > killedAt) movingMs ??= Date.now() - restarted;
        return row?.status === 'DONE' ? row : undefined;
      },
      options.timeoutMs,
    );
    const resumedMs = Date.now() - restarted;
    const count = await browser.graphql<{ user: { savedItems: { totalCount: number } } }>(COUNT);
    return {
      killedAt,
      readyMs,
      movingMs: movingMs ?? resumedMs,
      resumedMs,
      done,
      saves: count.user.savedItems.totalCount,
      server: second,
    };
  } catch (error) {
    second?.child.kill('SIGKILL');
    throw error;
  } finally {
    first.child.kill('SIGKILL');
  }
}

/** Stops a server gracefully (SIGTERM) and waits for its exit. */
export async function stopServer(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}
