// Runs the unit and integration tests on PGlite, then — when TEST_DATABASE_URL names a
// PostgreSQL server — the server tests again on it (a fresh schema per test file).
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const { TEST_DATABASE_URL, ...envWithoutServer } = process.env;
const run = (label, args, env) => {
  console.log(`\n== ${label}`);
  const result = spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('unit and integration tests on PGlite', process.argv.slice(2), envWithoutServer);
if (TEST_DATABASE_URL) {
  // Vitest's default (all cores but one) is one worker on a 2-core CI machine; on PostgreSQL the
  // database server works while Node waits, so two workers there took 48 s instead of 77 s for 10
  // server test files (all 104 passed so). The PGlite run stays at the default: its CPU-bound
  // files gained less and timing-bound tests failed more on a busy machine.
  const workers = String(Math.max(2, availableParallelism() - 1));
  run(
    'server tests on PostgreSQL',
    ['src/server', `--maxWorkers=${workers}`, ...process.argv.slice(2)],
    {
      ...process.env,
      TEST_DATABASE_URL,
    },
  );
} else {
  console.log('\n== TEST_DATABASE_URL is not set: skipping the PostgreSQL run');
}
