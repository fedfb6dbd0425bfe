/**
 * `adminCorpusOverview` and `corpusTopics`: the counts in the page's header and on its tabs, the
 * starter set's offer, and the 15 topics every topic select lists.
 */
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../../gql';
import { graphqlRequest } from '../../../../lib/graphql-client';
import { corpusKeys, retryUnlessForbidden } from './query-keys';

const AdminCorpusOverviewDocument = graphql(`
  query AdminCorpusOverview {
    adminCorpusOverview {
      prospects
      approved
      rejected
      feeds
      starterFeedsAvailable
      starterFeedsLoaded
    }
  }
`);

const CorpusTopicsDocument = graphql(`
  query CorpusTopics {
    corpusTopics {
      slug
      name
    }
  }
`);

export interface CorpusOverview {
  prospects: number;
  approved: number;
  rejected: number;
  feeds: number;
  starterFeedsAvailable: number;
  starterFeedsLoaded: number;
}

export interface CorpusTopic {
  slug: string;
  name: string;
}

export function useCorpusOverview() {
  return useQuery({
    queryKey: corpusKeys.overview,
    queryFn: async (): Promise<CorpusOverview> =>
      (await graphqlRequest(AdminCorpusOverviewDocument)).adminCorpusOverview,
    retry: retryUnlessForbidden,
  });
}

export function useCorpusTopics() {
  return useQuery({
    queryKey: corpusKeys.topics,
    queryFn: async (): Promise<CorpusTopic[]> =>
      (await graphqlRequest(CorpusTopicsDocument)).corpusTopics,
    staleTime: Infinity,
    retry: retryUnlessForbidden,
  });
}

/** The topic's name, or its slug while the names are loading. */
export function topicLabel(topics: CorpusTopic[] | undefined, slug: string | null): string {
  if (!slug) return 'No topic';
  return topics?.find((topic) => topic.slug === slug)?.name ?? slug;
}
