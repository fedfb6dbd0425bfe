/** `discoverFeeds(url)`: the feeds at a feed or page address (a feed URL answers itself). */
import { graphql } from '../../../gql';
import type { DiscoverFeedsQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql-client';

export type DiscoveredFeed = DiscoverFeedsQuery['discoverFeeds'][number];

const DiscoverFeedsDocument = graphql(`
  query DiscoverFeeds($url: String!) {
    discoverFeeds(url: $url) {
      url
      title
      format
    }
  }
`);

export async function discoverFeeds(url: string): Promise<DiscoveredFeed[]> {
  return (await graphqlRequest(DiscoverFeedsDocument, { url })).discoverFeeds;
}
