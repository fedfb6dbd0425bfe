/**
 * The four tabs of /admin/corpus (WAI-ARIA tabs: arrow keys, Home and End move between them and
 * select, as the address changes with each). The Prospects and Instance feeds tabs show counts.
 */
import type { KeyboardEvent } from 'react';
import { CORPUS_TABS, TAB_LABELS } from '../state/corpus-url';
import type { CorpusTab } from '../state/corpus-url';
import styles from './corpus-admin.module.css';

const tabId = (tab: CorpusTab) => `corpus-tab-${tab}`;
const panelId = (tab: CorpusTab) => `corpus-panel-${tab}`;

/** The attributes of the panel the tab `tab` controls. */
export function tabPanelProps(tab: CorpusTab) {
  return { id: panelId(tab), role: 'tabpanel', 'aria-labelledby': tabId(tab) } as const;
}

export interface CorpusTabsProps {
  current: CorpusTab;
  prospects: number | undefined;
  feeds: number | undefined;
  onSelect: (tab: CorpusTab) => void;
}

export function CorpusTabs({ current, prospects, feeds, onSelect }: CorpusTabsProps) {
  const counts: Partial<Record<CorpusTab, number | undefined>> = { prospects, feeds };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // From the focused tab: the address (and `current`) may not have caught up with a fast key.
    const focused = CORPUS_TABS.findIndex((tab) => tabId(tab) === (event.target as Element).id);
    const index = focused === -1 ? CORPUS_TABS.indexOf(current) : focused;
    const last = CORPUS_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = CORPUS_TABS[next]!;
    onSelect(tab);
    document.getElementById(tabId(tab))?.focus();
  };

  return (
    <div className={styles.tabs} role="tablist" aria-label="Corpus" onKeyDown={onKeyDown}>
      {CORPUS_TABS.map((tab) => {
        const selected = tab === current;
        const count = counts[tab];
        return (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={selected}
            aria-controls={selected ? panelId(tab) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab)}
          >
            {TAB_LABELS[tab]}
            {count !== undefined ? <span className={styles.tabCount}>{count}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
