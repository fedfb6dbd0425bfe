/**
 * A real Satchel server (src/server/main.ts) in a child Node process, for tests that must kill
 * one: it listens on a free loopback port, and is driven over real HTTP as a browser would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  /** Output so far (stdout and stderr), for a failing test's message. */
  output(): string;
  /** Resolves once the process has exited (and was reaped, so its pid is gone). */
  exited: Promise<unknown>;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * Starts the server with `env` (DATA_DIR or DATABASE_URL...) and waits until /readyz answers 200.
 * `args` run the sources through tsx unless given (a bench may pass the production build).
 */
export async function startServerProcess(
  env: Record<string, string>,
  args = ['--import', 'tsx', MAIN],
): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  const child = spawn(process.execPath, args, {
    env: {
      ...parentEnv,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'server-process-secret-server-process-secret',
      SIGNUP_RATE_LIMIT: '100',
      LOGIN_RATE_LIMIT: '100',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');
  const server = { child, origin, output: () => output, exited };
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start:\n${output}`);
}
