/** Waiting for a server a benchmark spawned as its own process. */
import type { ChildProcess } from 'node:child_process';
import { sleep } from './stats.js';

/**
 * Polls `${baseUrl}/readyz` every `pollMs` until it answers 200; throws when `child` (the server)
 * exits first or `timeoutMs` passes, with the server's last output when `output` gives it.
 */
export async function waitForServerReady(
  baseUrl: string,
  child: ChildProcess,
  options: { timeoutMs: number; pollMs?: number; output?: () => string },
): Promise<void> {
  const { timeoutMs, pollMs = 200, output = () => '' } = options;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with code ${child.exitCode}\n${output()}`);
    const status = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(pollMs);
  }
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s\n${output()}`);
}
