import { defineConfig } from 'vitest/config';

/** End-to-end flows: Playwright (playwright-core) against the built server. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    // Migrates once a data directory every app starts from (a copy): see e2e/global-setup.ts.
    globalSetup: ['e2e/global-setup.ts'],
    // Two files at once, each with its own server, data directory, port and Chromium: a file
    // mostly waits (the accessibility file used 73 s of CPU in 264-337 s), so a second one fills
    // the idle core. Five files: 186 s one at a time, 156 s two at a time on a machine at load 18.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    environment: 'node',
  },
});
