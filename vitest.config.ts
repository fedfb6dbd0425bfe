import { createRequire } from 'node:module';
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
  },
});
