import { useParams } from 'react-router';
import { TopicView } from '../../features/discovery/discover/page';
import { topicFromSlug } from '../../features/discovery/discover';
import { NotFoundPage } from './not-found-page';
import { useDocumentTitle } from './use-document-title';

/**
 * `/discover/<slug>` and Pocket's `/explore/<slug>`: one of the 15 topic pages. An unknown slug
 * is the not-found page (DiscoverLayout shows it without the shell; the server answers it 404).
 */
export function DiscoverTopicPage() {
  const topic = topicFromSlug(useParams().slug);
  useDocumentTitle(topic ? `${topic.name} stories to read` : 'Page not found');
  if (!topic) return <NotFoundPage />;
  // Keyed by topic: moving between topics starts each page afresh (scroll, skeletons).
  return <TopicView key={topic.slug} topic={topic} />;
}
