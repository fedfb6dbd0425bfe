/** Public surface of the recommendations feature: the shared card, its grid, saving and tracking. */
export { RecommendationCard, readerPath } from './components/recommendation-card';
export { RecommendationGrid, RecommendationGridItem } from './components/recommendation-grid';
export { RecommendationCardSkeleton } from './components/recommendation-card-skeleton';
export { dismissRecommendation, undismissRecommendation } from './api/dismiss-recommendation';
export { recommendationAnalyticsKey } from './api/analytics-consent';
export { explainSupply } from './lib/supply-explanation';
export type { CorpusSupply } from './lib/supply-explanation';
export { SupplyReasons } from './components/supply-reasons';
