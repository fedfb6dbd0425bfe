/** Public surface of Discover (the pages load through ./page, in their own chunk). */
export { DISCOVER_PATH, topicFromSlug } from './state/lineups';
