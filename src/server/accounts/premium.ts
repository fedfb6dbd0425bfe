/**
 * What premium unlocks (docs/PRODUCT.md §6, docs/POCKET-COMPATIBILITY.md §2.2, §3.4, §6.4), in one
 * place so that GraphQL (isPremium, premiumStatus, premiumFeatures) and v3 (premium_status,
 * premium_features, annotations_per_article_limit) always agree: they are all derived from
 * User.isPremium.
 */
import type { User } from './accounts.service.js';

/** Pocket's PremiumFeature enum values, in the order Pocket listed them. */
export const PREMIUM_FEATURES = [
  'PERMANENT_LIBRARY',
  'SUGGESTED_TAGS',
  'PREMIUM_SEARCH',
  'ANNOTATIONS',
  'AD_FREE',
] as const;
export type PremiumFeature = (typeof PREMIUM_FEATURES)[number];

/**
 * The names v3 used in the account block's premium_features, in its order
 * (docs/POCKET-COMPATIBILITY.md §3.4).
 */
const V3_PREMIUM_FEATURE_NAMES: ReadonlyArray<[PremiumFeature, string]> = [
  ['AD_FREE', 'ad_free'],
  ['ANNOTATIONS', 'annotations'],
  ['PERMANENT_LIBRARY', 'library'],
  ['SUGGESTED_TAGS', 'suggested_tags'],
  ['PREMIUM_SEARCH', 'premium_search'],
];

/** Highlights a free account may keep on one save (docs/PRODUCT.md §9); premium is unlimited. */
export { FREE_HIGHLIGHTS_PER_ITEM } from '../../common/highlight-limits.js';

/** The features a user has: all of them with premium, none without. */
export function premiumFeatures(user: Pick<User, 'isPremium'>): PremiumFeature[] {
  return user.isPremium ? [...PREMIUM_FEATURES] : [];
}

/** The same features in v3's lower-case names (the account block's premium_features). */
export function v3PremiumFeatures(user: Pick<User, 'isPremium'>): string[] {
  const features = premiumFeatures(user);
  return V3_PREMIUM_FEATURE_NAMES.filter(([feature]) => features.includes(feature)).map(
    ([, name]) => name,
  );
}
