import { NavLink } from 'react-router';
import { sectionById, SUB_FILTER_LABELS, viewFor } from '../state/views';
import type { SavesView } from '../state/views';
import styles from './view-tabs.module.css';

/** The sub-filters of a section (All / Unread / Archive / Favorites), as links. */
export function ViewTabs({ view }: { view: SavesView }) {
  const section = sectionById(view.section);
  if (section.subFilters.length === 0) return null;
  return (
    <nav className={styles.tabs} aria-label={`Filter ${section.label}`}>
      {section.subFilters.map((sub) => {
        const target = viewFor(section.id, sub, view.tag);
        if (!target) return null;
        return (
          <NavLink
            key={sub}
            to={target.path}
            end
            className={({ isActive }) => [styles.tab, isActive ? styles.active : ''].join(' ')}
          >
            {SUB_FILTER_LABELS[sub]}
          </NavLink>
        );
      })}
    </nav>
  );
}
