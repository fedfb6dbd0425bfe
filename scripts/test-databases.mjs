// Runs the unit and integration tests on PGlite, then — when TEST_DATABASE_URL names a
// PostgreSQL server — the server tests again on it (a fresh schema per test file).
import { spawnSync } from 'node:child_process';

const { TEST_DATABASE_URL, ...envWithoutServer } = process.env;
const run = (label, args, env) => {
  console.log(`\n== ${label}`);
  const result = spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('unit and integration tests on PGlite', process.argv.slice(2), envWithoutServer);
if (TEST_DATABASE_URL) {
  run('server tests on PostgreSQL', ['src/server', ...process.argv.slice(2)], {
    ...process.env,
    TEST_DATABASE_URL,
  });
} else {
  console.log('\n== TEST_DATABASE_URL is not set: skipping the PostgreSQL run');
}
