/**
 * The end-to-end server with test faults (e2e/harness.ts, `testFaults`): the BUILT server, as
 * the harness otherwise runs it, with the faults its environment names added to its database
 * before it serves. Production configuration has no such switch; only this entry reads
 * TEST_FAIL_SAVES_MATCHING (archive, favorite and delete of saves whose URL contains it fail, so
 * a test can watch a bulk run stop: save-faults.ts). Run it with `node --import tsx` after
 * `npm run build`.
 */
import type * as Runtime from '../runtime.js';
import type * as Serve from '../serve.js';
import { failSavesMatching } from './save-faults.js';

const BUILT = new URL('../../../dist/node/server/', import.meta.url);
const { serveRuntime, exitOnStartFailure } = (await import(
  new URL('serve.js', BUILT).href
)) as typeof Serve;
const { openRuntime } = (await import(new URL('runtime.js', BUILT).href)) as typeof Runtime;

async function start(): Promise<void> {
  const runtime = await openRuntime({ argv: process.argv.slice(2) });
  const marker = process.env.TEST_FAIL_SAVES_MATCHING;
  if (marker) {
    await failSavesMatching(runtime.db, marker);
    runtime.logger.warn({ marker }, 'test faults are injected (tests only)');
  }
  await serveRuntime(runtime);
}

start().catch(exitOnStartFailure);
