import { Archive, FileText, Highlighter, Inbox, Star, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { SECTIONS } from '../../features/saves';
import type { SectionId } from '../../features/saves';
import styles from './saves-layout.module.css';

const ICONS: Record<SectionId, ReactNode> = {
  saves: <Inbox size={18} aria-hidden />,
  archive: <Archive size={18} aria-hidden />,
  favorites: <Star size={18} aria-hidden />,
  highlights: <Highlighter size={18} aria-hidden />,
  articles: <FileText size={18} aria-hidden />,
  videos: <Video size={18} aria-hidden />,
};

/** The saves pages: side navigation between the views (a strip on small screens), then the view. */
export function SavesLayout() {
  return (
    <div className={styles.layout}>
      <nav className={styles.side} aria-label="Saves views">
        <ul className={styles.links}>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <NavLink
                to={section.path}
                end={section.id === 'saves'}
                className={({ isActive }) => [styles.link, isActive ? styles.active : ''].join(' ')}
              >
                {ICONS[section.id]}
                <span>{section.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
