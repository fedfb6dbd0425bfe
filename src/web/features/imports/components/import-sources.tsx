/** The grid of services to import from: each a button with the service's name and how to get its file. */
import { ChevronRight } from 'lucide-react';
import { IMPORT_SOURCES, importTitle } from '../state/sources';
import type { ImportSource } from '../state/sources';
import styles from './imports.module.css';

export function ImportSources({ onChoose }: { onChoose: (source: ImportSource) => void }) {
  return (
    <ul className={styles.sources} aria-label="Import from">
      {IMPORT_SOURCES.map((source) => (
        <li key={source.id} className={styles.sourceCard}>
          {/* The button holds only the visible name, so "Import from Pocket" contains what a
              voice-control user reads; its ::after stretches over the card (hint included). */}
          <button
            type="button"
            className={styles.source}
            onClick={() => onChoose(source)}
            aria-label={importTitle(source)}
            aria-describedby={`import-hint-${source.id}`}
            data-source={source.id}
          >
            {source.name}
            <ChevronRight size={16} aria-hidden className={styles.sourceChevron} />
          </button>
          <span id={`import-hint-${source.id}`} className={styles.sourceHint}>
            {source.hint}
          </span>
        </li>
      ))}
    </ul>
  );
}
