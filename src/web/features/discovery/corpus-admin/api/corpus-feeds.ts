/**
 * The instance feeds: `adminCorpusFeeds` (each with its health), and adding, changing, removing
 * them and loading the starter set. Every change re-reads the list and the overview: a feed's
 * title, status and item count are the server's to say.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../../gql';
import type { CorpusFeedFieldsFragment } from '../../../../gql/graphql';
import { graphqlRequest } from '../../../../lib/graphql-client';
import { showToast } from '../../../../lib/toast';
import type { FeedStatus, QualityTier } from '../state/corpus-labels';
import { corpusKeys, retryUnlessForbidden } from './query-keys';

/** @public Spread by name into this file's documents (codegen.ts); nothing imports the constant. */
export const CorpusFeedFieldsDocument = graphql(`
  fragment CorpusFeedFields on CorpusFeed {
    id
    url
    title
    siteUrl
    topic
    language
    qualityTier
    status
    lastFetchedAt
    error
    entriesPerDay
    itemCount
    createdAt
  }
`);

const AdminCorpusFeedsDocument = graphql(`
  query AdminCorpusFeeds {
    adminCorpusFeeds {
      ...CorpusFeedFields
    }
  }
`);

const AdminAddCorpusFeedDocument = graphql(`
  mutation AdminAddCorpusFeed(
    $url: String!
    $topic: String!
    $language: String
    $qualityTier: CorpusQualityTier
  ) {
    adminAddCorpusFeed(url: $url, topic: $topic, language: $language, qualityTier: $qualityTier) {
      ...CorpusFeedFields
    }
  }
`);

const AdminUpdateCorpusFeedDocument = graphql(`
  mutation AdminUpdateCorpusFeed(
    $id: ID!
    $topic: String
    $language: String
    $qualityTier: CorpusQualityTier
  ) {
    adminUpdateCorpusFeed(id: $id, topic: $topic, language: $language, qualityTier: $qualityTier) {
      ...CorpusFeedFields
    }
  }
`);

const AdminRemoveCorpusFeedDocument = graphql(`
  mutation AdminRemoveCorpusFeed($id: ID!) {
    adminRemoveCorpusFeed(id: $id)
  }
`);

const AdminLoadStarterFeedsDocument = graphql(`
  mutation AdminLoadStarterFeeds {
    adminLoadStarterFeeds {
      id
    }
  }
`);

export interface CorpusFeedRow {
  id: string;
  url: string;
  title: string;
  siteUrl: string | null;
  topic: string;
  language: string | null;
  qualityTier: QualityTier;
  status: FeedStatus;
  lastFetchedAt: number | null;
  error: string | null;
  entriesPerDay: number;
  itemCount: number;
  createdAt: number;
}

function toFeedRow(feed: CorpusFeedFieldsFragment): CorpusFeedRow {
  return {
    ...feed,
    siteUrl: feed.siteUrl ?? null,
    language: feed.language ?? null,
    lastFetchedAt: feed.lastFetchedAt ?? null,
    error: feed.error ?? null,
  };
}

export function useCorpusFeeds() {
  return useQuery({
    queryKey: corpusKeys.feeds,
    queryFn: async () =>
      (await graphqlRequest(AdminCorpusFeedsDocument)).adminCorpusFeeds.map(toFeedRow),
    retry: retryUnlessForbidden,
    // A new feed's first fetch runs in the background: its health follows while the tab is open.
    refetchInterval: (query) =>
      query.state.data?.some((feed) => feed.status === 'PENDING') ? 5_000 : 60_000,
  });
}

function useRefreshFeeds() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: corpusKeys.feeds }),
      client.invalidateQueries({ queryKey: corpusKeys.overview }),
    ]);
}

export interface AddFeedInput {
  url: string;
  topic: string;
  language: string | null;
  qualityTier: QualityTier;
}

export function useAddCorpusFeed() {
  const refresh = useRefreshFeeds();
  return useMutation({
    mutationFn: async (input: AddFeedInput) =>
      toFeedRow((await graphqlRequest(AdminAddCorpusFeedDocument, input)).adminAddCorpusFeed),
    onSuccess: async (feed) => {
      showToast({ message: `Added “${feed.title}”. Its entries are fetched in the background.` });
      await refresh();
    },
  });
}

/** One change from the feeds table: the topic or the tier. */
export interface FeedChange {
  topic?: string;
  qualityTier?: QualityTier;
}

export function useUpdateCorpusFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ feed, change }: { feed: CorpusFeedRow; change: FeedChange }) =>
      toFeedRow(
        (await graphqlRequest(AdminUpdateCorpusFeedDocument, { id: feed.id, ...change }))
          .adminUpdateCorpusFeed,
      ),
    onMutate: async ({ feed, change }) => {
      await client.cancelQueries({ queryKey: corpusKeys.feeds });
      client.setQueryData<CorpusFeedRow[]>(corpusKeys.feeds, (feeds) =>
        feeds?.map((other) => (other.id === feed.id ? { ...other, ...change } : other)),
      );
    },
    onError: (error, { feed }) => {
      client.setQueryData<CorpusFeedRow[]>(corpusKeys.feeds, (feeds) =>
        feeds?.map((other) => (other.id === feed.id ? feed : other)),
      );
      showToast({ tone: 'error', message: `Could not change “${feed.title}”. ${error.message}` });
    },
    onSuccess: (next) => {
      client.setQueryData<CorpusFeedRow[]>(corpusKeys.feeds, (feeds) =>
        feeds?.map((other) => (other.id === next.id ? next : other)),
      );
    },
  });
}

export function useRemoveCorpusFeed() {
  const refresh = useRefreshFeeds();
  return useMutation({
    mutationFn: async (feed: CorpusFeedRow) =>
      (await graphqlRequest(AdminRemoveCorpusFeedDocument, { id: feed.id })).adminRemoveCorpusFeed,
    onSuccess: async (_id, feed) => {
      showToast({ message: `Removed “${feed.title}”; it is no longer fetched for the corpus.` });
      await refresh();
    },
    onError: (error, feed) => {
      showToast({ tone: 'error', message: `Could not remove “${feed.title}”. ${error.message}` });
    },
  });
}

export function useLoadStarterFeeds() {
  const refresh = useRefreshFeeds();
  return useMutation({
    mutationFn: async () =>
      (await graphqlRequest(AdminLoadStarterFeedsDocument)).adminLoadStarterFeeds.length,
    onSuccess: async (count) => {
      showToast({
        message: `Loaded ${count} starter feed${count === 1 ? '' : 's'}. They are fetched in the background; their entries arrive over the next minutes.`,
      });
      await refresh();
    },
    onError: (error) => {
      showToast({ tone: 'error', message: `Could not load the starter feeds. ${error.message}` });
    },
  });
}
