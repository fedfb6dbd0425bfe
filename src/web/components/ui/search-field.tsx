/** A labelled search input with a magnifier inside, for filtering a page's list as you type. */
import { Search } from 'lucide-react';
import styles from './search-field.module.css';

export interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The page's class for the wrapper: flex basis and --search-field-height. */
  className?: string;
}

export function SearchField({ label, placeholder, value, onChange, className }: SearchFieldProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <Search size={16} aria-hidden className={styles.icon} />
      <input
        type="search"
        className={styles.input}
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
