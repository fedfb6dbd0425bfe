// How the production server process is started: by `npm start` (scripts/start.mjs) and by the
// benchmarks that start the built server (bench/lib/env.ts), so that both measure the same process.

/**
 * V8's young generation capped at 2 × 4 MB: left to itself it grows to 2 × 16 MB during start-up
 * and keeps it, ~20 MB of resident memory an idle server does not need (bench/README.md "Performance sitting").
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];

/**
 * Environment defaults of the server process (the operator's own values win). glibc's malloc
 * arenas limited to two: worker threads (extraction, feeds) otherwise each leave an arena of freed
 * but kept memory behind; after real use the server fell back to 185 MB instead of 212 MB on
 * PostgreSQL and 288 MB instead of 310 MB on PGlite (bench/README.md "Performance sitting").
 */
export const SERVER_ENV_DEFAULTS = { MALLOC_ARENA_MAX: '2' };
