// `npm start`: builds when the build is missing or older than the sources, then runs the
// production server in this process's place (signals pass straight through).
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ENV_DEFAULTS, SERVER_NODE_FLAGS } from './server-process.mjs';

const ENTRY = 'dist/node/server/main.js';
const STAMP = 'dist/web/index.html';
const INPUTS = ['src', 'package.json', 'vite.config.ts', 'tsconfig.server.build.json'];

function newestMtime(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const built = existsSync(ENTRY) && existsSync(STAMP);
const stale =
  built &&
  INPUTS.some((input) => existsSync(input) && newestMtime(input) > statSync(ENTRY).mtimeMs);
if (!built || stale) {
  console.log(
    built ? 'Sources changed since the last build; rebuilding…' : 'First start: building Satchel…',
  );
  execSync('npm run build', { stdio: 'inherit' });
}

const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ENTRY, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...SERVER_ENV_DEFAULTS, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
