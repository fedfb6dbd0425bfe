import { NavLink } from 'react-router';
import { TOPICS } from '../../../../../common/topics.js';
import { ScrollStrip } from '../../../../components/ui/scroll-strip';
import { topicPath } from '../state/lineups';
import styles from './discover.module.css';

/**
 * The 15 topics as links to their pages; the current one is marked. One row that scrolls
 * sideways on phones, wrapped lines from 720 px.
 */
export function TopicLinks({ current }: { current?: string }) {
  return (
    <nav aria-label="Topics" className={styles.topics}>
      <ScrollStrip scrollerClassName={styles.topicScroller} revealKey={current ?? ''}>
        <ul className={styles.topicList}>
          {TOPICS.map((topic) => (
            <li key={topic.slug}>
              <NavLink
                to={topicPath(topic.slug)}
                className={({ isActive }) =>
                  [styles.topic, isActive ? styles.topicCurrent : ''].join(' ')
                }
              >
                {topic.name}
              </NavLink>
            </li>
          ))}
        </ul>
      </ScrollStrip>
    </nav>
  );
}
