/**
 * The first start on a new PGlite data directory creates the database (initdb) and applies every
 * migration in a short-lived child process, and the server then opens the finished directory.
 * Done in the server's own process, initdb grows PGlite's WebAssembly memory and the C heap to
 * ~740 MB, and WebAssembly memory never shrinks: the server kept ~330 MB after reopening, against
 * ~240 MB for a later start on the same directory (bench/README.md "Memory after real use").
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataDirInUseError } from './data-dir-lock.js';

/** The child's exit code when another process holds the data directory. */
export const DATA_DIR_IN_USE_EXIT = 3;

/** True when `pgDir` holds no PGlite database yet. */
export function isNewPgliteDir(pgDir: string): boolean {
  return !existsSync(join(pgDir, 'PG_VERSION'));
}

/** Creates and migrates the database in `pgDir` in a child process; the migrations applied. */
export async function prepareInChildProcess(pgDir: string): Promise<string[]> {
  const fromSource = import.meta.url.endsWith('.ts');
  const script = fileURLToPath(
    new URL(`./first-start.child.${fromSource ? 'ts' : 'js'}`, import.meta.url),
  );
  // Under tsx the parent's --import carries over; a runner that transforms on its own (vitest)
  // has none, so the child registers tsx itself.
  const loader =
    fromSource && !process.execArgv.some((arg) => arg.includes('tsx')) ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...process.execArgv, ...loader, script, pgDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-8000)));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code === DATA_DIR_IN_USE_EXIT) throw new DataDirInUseError(stderr.trim());
  if (code !== 0)
    throw new Error(`Creating the database in ${pgDir} failed (exit code ${code}):\n${stderr}`);
  return (
    (JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { applied?: string[] }).applied ?? []
  );
}
