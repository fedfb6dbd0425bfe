/**
 * The server processes of the load bench (bench/load.bench.ts), started as `npm start` starts
 * them: NODE_ENV=production, their own data directory for files, quiet logs; one process for
 * web and worker, or (`split`, PostgreSQL only) a web process and a worker process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, serverCommand } from './env.js';
import { sleep } from './stats.js';

export const SESSION_SECRET = 'bench-secret-bench-secret-bench-secret-00';

export interface ServerOptions {
  /** The database (DATABASE_URL or DATA_DIR) and settings such as DATABASE_POOL_SIZE. */
  env: Record<string, string>;
  port: number;
  /** `web,worker`, `web`, `worker`, or `split` (a web and a worker process). */
  services: string;
  /** When set, each process runs with --cpu-prof and writes its profiles there at exit. */
  cpuProfDir?: string | undefined;
  /**
   * Another checkout to run the server from, through tsx (e.g. a worktree of the code before a
   * change: before and after then meet the same seeded database; it migrates it forward).
   */
  root?: string | undefined;
  /** How long to wait for /readyz (60 s by default; a first PGlite start from source needs more). */
  readyMs?: number | undefined;
}

function command(root: string | undefined): { cwd: string; args: string[] } {
  if (!root) return { cwd: ROOT, args: serverCommand().args };
  return { cwd: root, args: ['--import', 'tsx', join(root, 'src', 'server', 'main.ts')] };
}

function spawnServer(
  options: ServerOptions,
  port: number,
  services: string,
): { child: ChildProcess; stderr: () => string } {
  const { cwd, args } = command(options.root);
  const { cpuProfDir } = options;
  const profileArgs = cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [];
  if (cpuProfDir) mkdirSync(cpuProfDir, { recursive: true });
  const child = spawn(process.execPath, [...profileArgs, ...args], {
    cwd,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'satchel-bench-load-files-')),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      LOG_LEVEL: 'warn',
      ALLOW_PRIVATE_FETCH: '1',
      SESSION_SECRET,
      SERVICES: services,
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  return { child, stderr: () => stderr };
}

/** Starts the server process(es) and waits for /readyz (`readyMs`, 60 s by default). */
export async function startServers(options: ServerOptions): Promise<ChildProcess[]> {
  const split = options.services === 'split';
  if (split && !options.env.DATABASE_URL) throw new Error('split services need PostgreSQL');
  const { child, stderr } = spawnServer(options, options.port, split ? 'web' : options.services);
  const processes = [child];
  if (split) processes.push(spawnServer(options, 0, 'worker').child);
  const readyMs = options.readyMs ?? 60_000;
  const deadline = Date.now() + readyMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}):\n${stderr()}`);
    const status = await fetch(`http://127.0.0.1:${options.port}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return processes;
    await sleep(200);
  }
  for (const process of processes) process.kill('SIGKILL');
  throw new Error(`the server was not ready within ${readyMs / 1000} s:\n${stderr()}`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/**
 * Server settings to compare on one seeded database, from BENCH_MIXED_SETTINGS: `;` between
 * settings, `,` between the NAME=value pairs of one, e.g.
 * `DATABASE_POOL_SIZE=4;DATABASE_POOL_SIZE=20;SERVICES=split`, or `SATCHEL_ROOT=/tmp/base;`
 * `SATCHEL_ROOT=/work/main` (the server of another checkout). Empty: one setting, `base`.
 * `base` (the variables below when set in the bench's environment) applies under each setting.
 */
export function serverSettings(
  spec: string,
  base: Record<string, string>,
): Array<{ label: string; env: Record<string, string> }> {
  const settings = spec
    .split(';')
    .map((setting) => setting.trim())
    .filter(Boolean)
    .map((setting) => {
      const env = Object.fromEntries(
        setting.split(',').map((pair) => {
          const [name, ...value] = pair.trim().split('=');
          if (!name || value.length === 0) throw new Error(`BENCH_MIXED_SETTINGS: "${pair}"`);
          return [name, value.join('=')];
        }),
      );
      return { label: setting, env: { ...base, ...env } };
    });
  return settings.length > 0 ? settings : [{ label: 'default settings', env: base }];
}
