/**
 * The search box of the global navigation (docs/PRODUCT.md §2 `g s`). Enter searches
 * (/saves/search?query=…) and records the term with saveSearch; while the field is focused and
 * empty, the recent searches drop down (ArrowUp / ArrowDown / Home / End choose, Enter searches,
 * Escape closes). Escape clears the field, and a second Escape leaves it. On small screens the box
 * is an icon button that opens the field. The search page has its own field, so there the box is
 * not drawn (one search field per page; `g s` focuses the page's field).
 */
import { Clock, Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRecentSearches, useSaveSearch } from '../api/recent-searches';
import { collapseNavSearch, focusNavSearch, useNavSearch } from '../state/nav-search-store';
import { isDropdownKey, nextActiveIndex } from '../state/recent-searches';
import { normalizeQuery, SEARCH_PATH, searchPath } from '../state/search-url';
import styles from './nav-search.module.css';

export function NavSearch() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const expanded = useNavSearch((state) => state.expanded);
  const focusRequest = useNavSearch((state) => state.focusRequest);
  const [value, setValue] = useState('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const recent = useRecentSearches(focused);
  const saveSearch = useSaveSearch();

  useEffect(() => {
    if (focusRequest > 0) inputRef.current?.focus();
  }, [focusRequest]);

  const terms = recent.data ?? [];
  const open = focused && !dismissed && value === '' && terms.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const search = (raw: string) => {
    const query = normalizeQuery(raw);
    if (!query) return;
    saveSearch(query);
    setValue('');
    setActive(-1);
    inputRef.current?.blur();
    collapseNavSearch();
    void navigate(searchPath({ query }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(open && active >= 0 ? (terms[active] ?? value) : value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (open && active >= 0) setActive(-1);
      else if (value) setValue('');
      else {
        inputRef.current?.blur();
        collapseNavSearch();
      }
      return;
    }
    if (isDropdownKey(event.key) && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      if (!open && value === '' && terms.length > 0) {
        event.preventDefault();
        setDismissed(false);
        setActive(nextActiveIndex(-1, terms.length, event.key));
        return;
      }
    }
    if (open && isDropdownKey(event.key)) {
      event.preventDefault();
      setActive(nextActiveIndex(active, terms.length, event.key));
    }
  };

  if (pathname === SEARCH_PATH) return null;
  return (
    <div className={[styles.root, expanded ? styles.expanded : ''].join(' ')}>
      <button
        type="button"
        className={styles.openButton}
        aria-label="Search"
        title="Search (g s)"
        onClick={focusNavSearch}
      >
        <Search size={18} aria-hidden />
      </button>
      <form role="search" className={styles.form} onSubmit={onSubmit}>
        <Search size={16} className={styles.icon} aria-hidden />
        <input
          ref={inputRef}
          type="search"
          className={styles.input}
          placeholder="Search"
          aria-label="Search your saves"
          title="Search (g s)"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setActive(-1);
          }}
          onFocus={() => {
            setFocused(true);
            setDismissed(false);
          }}
          onBlur={() => {
            setFocused(false);
            setActive(-1);
            if (!value) collapseNavSearch();
          }}
          onKeyDown={onKeyDown}
        />
        {expanded ? (
          <button
            type="button"
            className={styles.closeButton}
            aria-label="Close search"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setValue('');
              inputRef.current?.blur();
              collapseNavSearch();
            }}
          >
            <X size={16} aria-hidden />
          </button>
        ) : null}
        <ul
          id={listId}
          role="listbox"
          aria-label="Recent searches"
          className={styles.dropdown}
          hidden={!open}
        >
          {open ? (
            <li className={styles.heading} role="presentation">
              Recent searches
            </li>
          ) : null}
          {open
            ? terms.map((term, index) => (
                <li
                  key={term}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={[styles.option, index === active ? styles.activeOption : ''].join(' ')}
                  // Keep the focus in the field so the click lands before the blur closes the list.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => search(term)}
                >
                  <Clock size={14} aria-hidden />
                  <span className={styles.term}>{term}</span>
                </li>
              ))
            : null}
        </ul>
      </form>
    </div>
  );
}
