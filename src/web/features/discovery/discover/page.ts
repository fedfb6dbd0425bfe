/** Discover and the topic pages, apart from index.ts so the routes load them in their own chunk. */
export { DiscoverView } from './components/discover-view';
export { TopicView } from './components/topic-view';
