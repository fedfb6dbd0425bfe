import { createRequire } from 'node:module';
import { configDefaults, defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

const SERVER_TESTS = 'src/server/**/*.test.ts';

// Unit and integration tests. Server tests get a fresh database per file (PGlite from a migrated
// template, or a schema on TEST_DATABASE_URL); see src/server/test/.
export default defineConfig({
  resolve: {
    // graphql ships CommonJS and ESM builds; Node loads the CommonJS one for dependencies
    // (Pothos, Yoga), so tests must use the same copy or graphql refuses "another realm".
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: [SERVER_TESTS],
          // A server test file builds its own app, services and database, so files need no
          // module isolation; without it a worker imports the server (Fastify, Pothos' schema,
          // PGlite's WebAssembly) once instead of once per file: 938 s against 1,713 s for the
          // 159 files on one worker, and less than half the CPU (docs/DECISIONS.md §28).
          // A file that changes process-wide state (globals, agents, environment) restores it.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'extension/**/*.test.ts'],
          exclude: [...configDefaults.exclude, SERVER_TESTS],
        },
      },
    ],
  },
});
