/**
 * /import: where people coming from Pocket and other services bring their saves. A grid of
 * sources (each opens the Import modal), then "Your imports" with each import's progress,
 * counts and failures, polled while one is working.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import layout from '../../../components/ui/page-layout.module.css';
import { useImports } from '../api/get-imports';
import { importsKey } from '../state/import-row';
import type { ImportSource } from '../state/sources';
import { ImportModal } from './import-modal';
import { ImportSources } from './import-sources';
import { ImportsList } from './imports-list';
import styles from './imports.module.css';

function YourImports() {
  const query = useImports();
  const rows = query.data ?? [];
  if (query.isPending)
    return (
      <ul className={styles.items} aria-busy="true" aria-label="Loading your imports">
        {Array.from({ length: 2 }, (_, i) => (
          <li key={i} className={[styles.item, styles.skeleton].join(' ')} />
        ))}
      </ul>
    );
  if (query.isError && rows.length === 0)
    return (
      <ErrorState
        title="We couldn't load your imports"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  if (rows.length === 0)
    return (
      <p className={styles.none}>
        <Inbox size={18} aria-hidden />
        Nothing imported yet. Each import shows here with what it brought in.
      </p>
    );
  return <ImportsList rows={rows} />;
}

export function Imports() {
  const client = useQueryClient();
  const [source, setSource] = useState<ImportSource | null>(null);

  return (
    <div className={[layout.page, styles.page].join(' ')}>
      <PageHeader eyebrow="Account" title="Import" />
      <p className={styles.intro}>
        Bring your saves from another service. Export your library there, then choose the service
        below and upload the file. Titles, tags, archive state and the date you saved each page come
        along.
      </p>
      <ImportSources onChoose={setSource} />
      <section className={styles.section} aria-labelledby="your-imports">
        <h2 id="your-imports" className={styles.sectionTitle}>
          Your imports
        </h2>
        <YourImports />
      </section>
      <ImportModal
        source={source}
        onClose={() => setSource(null)}
        onAccepted={() => void client.invalidateQueries({ queryKey: importsKey })}
      />
    </div>
  );
}
