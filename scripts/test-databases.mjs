// Runs the unit and integration tests on PGlite and — when TEST_DATABASE_URL names a PostgreSQL
// server — the server tests again on it (a fresh schema per test file), both passes at once.
import { spawn } from 'node:child_process';

const { TEST_DATABASE_URL, ...envWithoutServer } = process.env;
const extraArgs = process.argv.slice(2);

/**
 * Starts one Vitest pass. Its output is shown as it comes (`live`) or held until `show()`, so the
 * two passes' lines never interleave. `exit` resolves with its exit code.
 */
function start(label, args, env, live) {
  const child = spawn('npx', ['vitest', 'run', ...args], {
    env,
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  let held = [];
  let showing = live;
  if (!live) {
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      from.on('data', (chunk) => (showing ? to.write(chunk) : held.push([to, chunk])));
    }
  }
  if (live) console.log(`\n== ${label}`);
  const exit = new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  return {
    exit,
    show() {
      console.log(`\n== ${label}`);
      for (const [to, chunk] of held) to.write(chunk);
      held = [];
      showing = true;
    },
  };
}

// CI has two cores and Vitest's default is one worker (all cores but one). The PGlite pass is
// CPU-bound on its one worker; the PostgreSQL pass mostly waits for the database server. So they
// run side by side, one worker each: on 2026-12-02 the PGlite pass took 438 s and the PostgreSQL
// pass 337 s, 440 s in all (server files share their worker's modules: docs/DECISIONS.md §28).
const pglite = start('unit and integration tests on PGlite', extraArgs, envWithoutServer, true);
const postgres = TEST_DATABASE_URL
  ? start(
      'server tests on PostgreSQL',
      ['src/server', '--maxWorkers=1', ...extraArgs],
      { ...process.env, TEST_DATABASE_URL },
      false,
    )
  : null;

const pgliteCode = await pglite.exit;
let postgresCode = 0;
if (postgres) {
  postgres.show();
  postgresCode = await postgres.exit;
} else {
  console.log('\n== TEST_DATABASE_URL is not set: skipping the PostgreSQL run');
}
process.exit(pgliteCode !== 0 ? pgliteCode : postgresCode);
