/** The Corpus tab's selects: state, topic, source and language (each "any" when empty). */
import { useId } from 'react';
import type { CorpusTopic } from '../api/corpus-overview';
import { FEED_LANGUAGES, languageName, SOURCE_LABELS, STATE_LABELS } from '../state/corpus-labels';
import { ITEM_STATES, SOURCE_KINDS } from '../state/corpus-url';
import type { CorpusFilters, ItemState, SourceKind } from '../state/corpus-url';
import styles from './corpus-admin.module.css';
import { TopicSelect } from './topic-select';

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface ItemFiltersProps {
  filters: CorpusFilters;
  topics?: CorpusTopic[];
  onFilters: (filters: CorpusFilters) => void;
}

export function ItemFilters({ filters, topics, onFilters }: ItemFiltersProps) {
  const set = (patch: Partial<CorpusFilters>) => onFilters({ ...filters, ...patch });
  // A language in the address that is not offered still shows as chosen.
  const languages =
    filters.language && !FEED_LANGUAGES.includes(filters.language)
      ? [...FEED_LANGUAGES, filters.language]
      : FEED_LANGUAGES;
  return (
    <div className={styles.filters}>
      <FilterSelect
        label="State"
        value={filters.state ?? ''}
        options={[
          { value: '', label: 'Any state' },
          ...ITEM_STATES.map((state) => ({ value: state, label: STATE_LABELS[state] })),
        ]}
        onChange={(value) => set({ state: (value || undefined) as ItemState | undefined })}
      />
      <TopicSelect
        label="Topic"
        topics={topics}
        value={filters.topic ?? ''}
        emptyLabel="Any topic"
        onChange={(value) => set({ topic: value || undefined })}
      />
      <FilterSelect
        label="Source"
        value={filters.source ?? ''}
        options={[
          { value: '', label: 'Any source' },
          ...SOURCE_KINDS.map((kind) => ({ value: kind, label: SOURCE_LABELS[kind] })),
        ]}
        onChange={(value) => set({ source: (value || undefined) as SourceKind | undefined })}
      />
      <FilterSelect
        label="Language"
        value={filters.language ?? ''}
        options={[
          { value: '', label: 'Any language' },
          ...languages.map((code) => ({ value: code, label: languageName(code) })),
        ]}
        onChange={(value) => set({ language: value || undefined })}
      />
    </div>
  );
}
