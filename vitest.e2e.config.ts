import { defineConfig } from 'vitest/config';

/** End-to-end flows: Playwright (playwright-core) against the built server. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    // Migrates once a data directory every app starts from (a copy): see e2e/global-setup.ts.
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    environment: 'node',
  },
});
