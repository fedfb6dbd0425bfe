/**
 * The end-to-end server with test faults (e2e/harness.ts, `testFaults`): the BUILT server, as
 * the harness otherwise runs it, started with the faults its environment names. Production
 * configuration has no such switch; only this entry reads TEST_FAIL_SAVES_MATCHING (archive,
 * favorite and delete of saves whose URL contains it fail, so a test can watch a bulk run stop).
 * Run it with `node --import tsx` after `npm run build`.
 */
import type * as Serve from '../serve.js';
import { failSavesMatching } from './save-faults.js';

const BUILT_SERVE = new URL('../../../dist/node/server/serve.js', import.meta.url);
const { serve, exitOnStartFailure } = (await import(BUILT_SERVE.href)) as typeof Serve;

const marker = process.env.TEST_FAIL_SAVES_MATCHING;
serve({
  argv: process.argv.slice(2),
  faults: marker ? { failSaveChange: failSavesMatching(marker) } : {},
}).catch(exitOnStartFailure);
