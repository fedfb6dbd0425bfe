/**
 * Query keys of /admin/corpus. Item lists are keyed by their filters, so a review can update
 * each loaded list by what it shows (state/corpus-items-cache.ts).
 */
import { GraphQLRequestError } from '../../../../lib/graphql-client';
import type { CorpusFilters } from '../state/corpus-url';

export const corpusKeys = {
  all: ['corpus-admin'] as const,
  topics: ['corpus-admin', 'topics'] as const,
  overview: ['corpus-admin', 'overview'] as const,
  feeds: ['corpus-admin', 'feeds'] as const,
  items: ['corpus-admin', 'items'] as const,
  itemList: (filters: CorpusFilters) => ['corpus-admin', 'items', filters] as const,
  models: ['corpus-admin', 'models'] as const,
};

/** True for the server's "administrators and curators only" answer. */
export function isForbidden(error: unknown): boolean {
  return (
    error instanceof GraphQLRequestError && (error.code === 'FORBIDDEN' || error.status === 403)
  );
}

/** Retry a failed read twice, but not a refusal. */
export const retryUnlessForbidden = (failures: number, error: Error) =>
  !isForbidden(error) && failures < 2;
