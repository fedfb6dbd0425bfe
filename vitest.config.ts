import { defineConfig } from 'vitest/config';

// Unit and integration tests: src/**/*.test.ts. Server tests get a fresh database per file
// (PGlite from a migrated template, or a schema on TEST_DATABASE_URL); see src/server/test/.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
