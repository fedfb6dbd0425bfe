/**
 * Fault injection for tests: a SavesService option (saves.service.ts SaveChangeFault) that the
 * production entry never sets. test-app.ts and the end-to-end server (e2e-server.ts) pass it.
 */
import type { SaveChangeFault } from '../saves/saves.service.js';

/** Archive, favorite and delete of saves whose URL contains `marker` fail. */
export function failSavesMatching(marker: string): SaveChangeFault {
  return (save) => save.givenUrl.includes(marker);
}
