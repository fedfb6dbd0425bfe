/**
 * QA panel: a checkbox per feature flag over the client flag store. Ticking one assigns it in
 * this browser tab, unticking switches it off (variant "disabled"); a copy link carries them
 * further.
 */
import { useFlagsStore } from '../../flags';
import { assignValuesAfterToggle, flagRows } from '../state/flag-toggles';
import styles from './qa-tools.module.css';

export function FlagCheckboxes() {
  const flags = useFlagsStore((s) => s.flags);
  const setQueryAssignments = useFlagsStore((s) => s.setQueryAssignments);
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>Feature flags</legend>
      <p className={styles.hint}>
        For this browser tab, until it reloads. Copy a link below to keep or share them.
      </p>
      <ul className={styles.flags}>
        {flagRows(flags).map((row) => (
          <li key={row.name} className={styles.flag}>
            <label className={styles.flagLabel}>
              <input
                type="checkbox"
                checked={row.active}
                onChange={(event) =>
                  setQueryAssignments(
                    assignValuesAfterToggle(flags, row.name, event.target.checked),
                  )
                }
              />
              <span className={styles.flagName}>{row.name}</span>
            </label>
            {row.variant ? <span className={styles.variant}>{row.variant}</span> : null}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
