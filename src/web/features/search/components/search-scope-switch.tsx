/**
 * Where a search looks: the reader's own saves (/saves/search?query=…) or the instance's corpus,
 * the stories Discover recommends (/search?q=…&st=all, docs/POCKET-COMPATIBILITY.md §1.13). The
 * query follows the switch, so the same words are searched in the other place.
 */
import { Link } from 'react-router';
import { searchPath } from '../state/search-url';
import styles from './search-scope-switch.module.css';

export type SearchScope = 'saves' | 'corpus';

/** `/search?q=…&st=all`: built here too, so this feature does not import corpus search. */
const corpusPath = (query: string) =>
  `/search?${new URLSearchParams({ q: query, st: 'all' }).toString()}`;

export function SearchScopeSwitch({ scope, query }: { scope: SearchScope; query: string }) {
  const options = [
    { id: 'saves', label: 'My Saves', to: searchPath({ query }) },
    { id: 'corpus', label: 'Discover', to: corpusPath(query) },
  ] as const;
  return (
    <nav className={styles.switch} aria-label="Search in">
      {options.map((option) => (
        <Link
          key={option.id}
          to={option.to}
          replace
          className={styles.option}
          aria-current={option.id === scope ? 'page' : undefined}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}
