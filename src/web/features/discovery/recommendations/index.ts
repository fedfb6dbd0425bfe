/** Public surface of the recommendations feature: the shared card, its grid, saving and tracking. */
export { RecommendationCard, readerPath } from './components/recommendation-card';
export type { RecommendationCardProps } from './components/recommendation-card';
export { RecommendationGrid, RecommendationGridItem } from './components/recommendation-grid';
export type { RecommendationGridProps } from './components/recommendation-grid';
export { RecommendationCardSkeleton } from './components/recommendation-card-skeleton';
export { useSaveRecommendation } from './api/save-recommendation';
export { recommendationTracker } from './lib/recommendation-events';
export { dismissRecommendation, undismissRecommendation } from './api/dismiss-recommendation';
export { recommendationAnalyticsKey } from './api/analytics-consent';
export { explainSupply } from './lib/supply-explanation';
export type { CorpusSupply, SupplyExplanation } from './lib/supply-explanation';
export { SupplyReasons } from './components/supply-reasons';
