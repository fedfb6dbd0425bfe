import { Archive, FileText, Hash, Highlighter, Inbox, Star, Tag, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { ScrollStrip } from '../../components/ui/scroll-strip';
import { ListsNavEntry } from '../../features/lists';
import { SECTIONS } from '../../features/saves';
import type { SectionId } from '../../features/saves';
import { tagPath, TAGS_PATH, usePinnedTags } from '../../features/tags';
import styles from './saves-layout.module.css';

const ICONS: Record<SectionId, ReactNode> = {
  saves: <Inbox size={18} aria-hidden />,
  archive: <Archive size={18} aria-hidden />,
  favorites: <Star size={18} aria-hidden />,
  highlights: <Highlighter size={18} aria-hidden />,
  articles: <FileText size={18} aria-hidden />,
  videos: <Video size={18} aria-hidden />,
  tags: <Tag size={18} aria-hidden />,
};

const linkClass = ({ isActive }: { isActive: boolean }) =>
  [styles.link, isActive ? styles.active : ''].join(' ');

/**
 * The saves pages: side navigation between the views (on small screens a strip that scrolls
 * sideways and shows that it does: a faded edge and an arrow on the side with more), then the view.
 * Lists is followed by the newest lists and "Create list" (for users enrolled in lists); Tags comes
 * last, followed by the tags the user pinned (kept in the app settings).
 */
export function SavesLayout() {
  const pinnedTags = usePinnedTags();
  const { pathname } = useLocation();
  return (
    <div className={styles.layout}>
      <ScrollStrip
        className={styles.sideStrip}
        scrollerClassName={styles.side}
        revealKey={pathname}
      >
        <nav aria-label="Saves views">
          <ul className={styles.links}>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <NavLink
                  to={section.path}
                  end={section.id === 'saves'}
                  className={({ isActive }) =>
                    [styles.link, isActive ? styles.active : ''].join(' ')
                  }
                >
                  {ICONS[section.id]}
                  <span>{section.label}</span>
                </NavLink>
              </li>
            ))}
            <ListsNavEntry
              linkClass={linkClass}
              subEntryClass={styles.subEntry}
              subLabelClass={styles.subLabel}
            />
            <li>
              <NavLink to={TAGS_PATH} className={linkClass}>
                {ICONS.tags}
                <span>Tags</span>
              </NavLink>
            </li>
            {pinnedTags.map((tag) => (
              <li key={tag} className={styles.subEntry}>
                <NavLink to={tagPath(tag)} className={linkClass} aria-label={`Pinned tag ${tag}`}>
                  <Hash size={16} aria-hidden />
                  <span className={styles.subLabel}>{tag}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </ScrollStrip>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
