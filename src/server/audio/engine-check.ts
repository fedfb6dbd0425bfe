/**
 * Whether this server can read articles aloud, in the operator's words, for /admin: a reader is
 * only told that Listen is unavailable (speech-engine.ts), the administrator what to install.
 */
import { spawn } from 'node:child_process';
import type { RenderOptions } from './speech-engine.js';

const CHECK_TIMEOUT_MS = 5_000;

/** Runs `program --version`: null when it answers, else why not. */
function checkProgram(name: string, path: string): Promise<string | null> {
  return new Promise((resolve) => {
    const child = spawn(path, ['--version'], { stdio: 'ignore' });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(`${name} did not answer within ${CHECK_TIMEOUT_MS / 1000} s.`);
    }, CHECK_TIMEOUT_MS);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve(
        error.code === 'ENOENT'
          ? `${name} is not installed (apt-get install espeak-ng opus-tools).`
          : `${name} could not start: ${error.message}`,
      );
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve(code === 0 ? null : `${name} failed (${signal ?? `exit ${code}`}).`);
    });
  });
}

/** What stops Listen on this server (both programs are checked), or null when it works. */
export async function speechEngineProblem(
  paths: Pick<RenderOptions, 'espeakPath' | 'opusencPath'> = {},
): Promise<string | null> {
  const problems = await Promise.all([
    checkProgram('espeak-ng', paths.espeakPath ?? 'espeak-ng'),
    checkProgram('opusenc', paths.opusencPath ?? 'opusenc'),
  ]);
  const found = problems.filter((problem): problem is string => problem !== null);
  return found.length ? `Listen: ${found.join(' ')}` : null;
}
