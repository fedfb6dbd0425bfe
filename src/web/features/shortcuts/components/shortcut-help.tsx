/**
 * The keyboard-shortcuts legend (docs/PRODUCT.md §2 "Dialogs and overlays"): three tables, Saves
 * Actions, Item Actions and Reading Actions, read from the shortcut catalog. Premium-only shortcuts
 * carry a crown; for other users they look locked (muted, a lock and "Premium"), and they are not
 * bound. Toggled by ? or / wherever it is mounted (the signed-in shell and the reader).
 */
import { Crown, Lock } from 'lucide-react';
import { Fragment } from 'react';
import { Modal } from '../../../components/ui/modal';
import { keyLabel, SHORTCUT_TABLES } from '../../../lib/shortcuts/catalog';
import type { ShortcutEntry } from '../../../lib/shortcuts/catalog';
import { usePremium } from '../../auth';
import { setShortcutHelpOpen, useShortcutHelp } from '../state/help-store';
import styles from './shortcut-help.module.css';

function Keys({ entry }: { entry: ShortcutEntry }) {
  return (
    <span className={styles.keys}>
      {entry.keys.map((sequence, index) => (
        <Fragment key={sequence}>
          {index > 0 ? <span className={styles.or}>or</span> : null}
          <span className={styles.sequence}>
            {sequence.split(' ').map((step, stepIndex) => (
              <kbd key={stepIndex} className={styles.kbd}>
                {keyLabel(step)}
              </kbd>
            ))}
          </span>
        </Fragment>
      ))}
    </span>
  );
}

function Row({ entry, premium }: { entry: ShortcutEntry; premium: boolean }) {
  const locked = entry.premium === true && !premium;
  const muted = locked || entry.unavailable !== undefined;
  return (
    <tr
      className={muted ? styles.muted : undefined}
      data-shortcut={entry.id}
      data-locked={locked || undefined}
    >
      <td className={styles.keyCell}>
        <Keys entry={entry} />
      </td>
      <td className={styles.actionCell}>
        <span>{entry.label}</span>
        {entry.premium ? (
          <span className={styles.premium} title={locked ? 'Premium only' : 'Premium'}>
            {locked ? <Lock size={14} aria-hidden /> : null}
            <Crown size={14} aria-hidden />
            <span>Premium</span>
            {locked ? <span className="visually-hidden">, locked</span> : null}
          </span>
        ) : null}
        {entry.unavailable ? <span className={styles.note}>{entry.unavailable}</span> : null}
      </td>
    </tr>
  );
}

/** The legend (its ? and / shortcuts are bound by shortcut-help-on-demand.tsx). */
export function ShortcutHelp() {
  const open = useShortcutHelp((state) => state.open);
  const premium = usePremium();
  return (
    <Modal
      open={open}
      onOpenChange={setShortcutHelpOpen}
      name="shortcuts"
      title="Keyboard shortcuts"
      description="Press the keys one after another, outside text fields. ? or / shows or hides this list."
    >
      <div className={styles.tables}>
        {SHORTCUT_TABLES.map((table) => (
          <table key={table.id} className={styles.table} aria-labelledby={`shortcuts-${table.id}`}>
            <caption id={`shortcuts-${table.id}`} className={styles.caption}>
              {table.title}
            </caption>
            <thead className="visually-hidden">
              <tr>
                <th scope="col">Keys</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {table.entries.map((entry) => (
                <Row key={entry.id} entry={entry} premium={premium} />
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </Modal>
  );
}
