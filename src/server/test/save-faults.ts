/**
 * Fault injection for tests, through the database alone: a trigger that makes archive, favorite
 * and delete (and their undoing) of saves whose URL contains a marker fail, so a test can watch a
 * bulk run stop. Production code knows nothing of it. The end-to-end server (e2e-server.ts) adds
 * it to its database before it serves; test-fault.test.ts checks it.
 */
import type { Queryable } from '../db/types.js';

const NAME = 'satchel_test_fail_save_change';

/** A SQL string literal of `text`. */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Makes changes of saves whose URL contains `marker` fail; returns what removes the fault. */
export async function failSavesMatching(
  db: Queryable,
  marker: string,
): Promise<() => Promise<void>> {
  await db.query(
    `CREATE OR REPLACE FUNCTION ${NAME}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       RAISE EXCEPTION 'This save can''t be changed right now (injected test fault).';
     END $$`,
  );
  await db.query(`DROP TRIGGER IF EXISTS ${NAME} ON saved_items`);
  // Only a change of the save's state: re-saves and touches of its updated time pass.
  await db.query(
    `CREATE TRIGGER ${NAME} BEFORE UPDATE ON saved_items FOR EACH ROW
     WHEN (strpos(NEW.given_url, ${literal(marker)}) > 0 AND (
       NEW.status IS DISTINCT FROM OLD.status OR NEW.is_favorite IS DISTINCT FROM OLD.is_favorite))
     EXECUTE FUNCTION ${NAME}()`,
  );
  return async () => {
    await db.query(`DROP TRIGGER IF EXISTS ${NAME} ON saved_items`);
    await db.query(`DROP FUNCTION IF EXISTS ${NAME}()`);
  };
}
