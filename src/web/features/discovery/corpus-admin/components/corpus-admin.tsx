/**
 * /admin/corpus: the instance corpus for its administrators and curators, in four tabs kept in
 * the address (?tab=prospects|feeds|corpus|topics): the prospects to review, the instance
 * feeds with their health, every corpus item with filters, and the topic models. Anyone else
 * sees that the rights are needed; signed-out visitors never get here (the route asks them to
 * log in).
 */
import { useSearchParams } from 'react-router';
import { AdminPage } from '../../../../components/ui/admin-page';
import { useCorpusOverview } from '../api/corpus-overview';
import { isForbidden } from '../api/query-keys';
import { corpusViewParams, parseCorpusView } from '../state/corpus-url';
import type { CorpusFilters, CorpusTab } from '../state/corpus-url';
import styles from './corpus-admin.module.css';
import { CorpusRefusal } from './corpus-refusal';
import { CorpusTabs, tabPanelProps } from './corpus-tabs';
import { FeedsPanel } from './feeds-panel';
import { ItemsPanel } from './items-panel';
import { ProspectsPanel } from './prospects-panel';
import { TopicsPanel } from './topics-panel';

export function CorpusAdmin() {
  const [params, setParams] = useSearchParams();
  const view = parseCorpusView(params);
  const overview = useCorpusOverview();
  const forbidden = isForbidden(overview.error);
  const counts = overview.data;

  const show = (tab: CorpusTab, filters: CorpusFilters = view.filters) =>
    setParams(corpusViewParams({ tab, filters }), { replace: tab === view.tab });

  let body;
  if (forbidden) {
    body = <CorpusRefusal />;
  } else {
    // The tabs work without the counts: each loads (and fails) on its own.
    body = (
      <>
        <CorpusTabs
          current={view.tab}
          prospects={counts?.prospects}
          feeds={counts?.feeds}
          onSelect={(tab) => show(tab)}
        />
        {overview.isError && !counts ? (
          <p className={styles.countsError} role="alert">
            The counts did not load: {overview.error.message}{' '}
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => void overview.refetch()}
            >
              Retry
            </button>
          </p>
        ) : null}
        <section {...tabPanelProps(view.tab)} className={styles.panel}>
          {view.tab === 'prospects' ? <ProspectsPanel overview={counts} /> : null}
          {view.tab === 'feeds' ? <FeedsPanel overview={counts} /> : null}
          {view.tab === 'corpus' ? (
            <ItemsPanel filters={view.filters} onFilters={(filters) => show('corpus', filters)} />
          ) : null}
          {view.tab === 'topics' ? <TopicsPanel /> : null}
        </section>
      </>
    );
  }

  return (
    <AdminPage
      title="Corpus"
      className={styles.page}
      total={
        counts && !forbidden ? (
          <>
            {counts.prospects} prospect{counts.prospects === 1 ? '' : 's'} · {counts.approved}{' '}
            approved · {counts.feeds} instance feed{counts.feeds === 1 ? '' : 's'}
          </>
        ) : null
      }
      intro={
        forbidden ? null : (
          <>
            The articles this instance can recommend. Prospects from High and Standard instance
            feeds are recommended at once; every other prospect waits for a curator’s approval. A
            rejected URL is never proposed again, whatever brings it back.
          </>
        )
      }
    >
      {body}
    </AdminPage>
  );
}
