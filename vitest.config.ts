import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// Unit and integration tests: src/**/*.test.ts (and scripts/, for the lint rules' test). Server tests get a fresh database per file
// (PGlite from a migrated template, or a schema on TEST_DATABASE_URL); see src/server/test/.
export default defineConfig({
  resolve: {
    // graphql ships CommonJS and ESM builds; Node loads the CommonJS one for dependencies
    // (Pothos, Yoga), so tests must use the same copy or graphql refuses "another realm".
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'extension/**/*.test.ts'],
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default (all cores but one) is a single worker on a 2-core CI machine. Two workers
    // there: 10 server test files took 48 s instead of 77 s on PostgreSQL (the database server
    // works while Node waits) and 85 s instead of 100 s on PGlite, on a busy machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
