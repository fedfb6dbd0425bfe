import { graphql } from '../../../gql';

/** What the subscriptions pane shows of a subscription (its state, counts and readable error). */
export const FeedSubscriptionFieldsFragment = graphql(`
  fragment FeedSubscriptionFields on FeedSubscription {
    id
    url
    title
    siteUrl
    iconUrl
    status
    lastFetchedAt
    error
    itemCount
    unreadCount
    folder
    topic
    createdAt
  }
`);

/** What an inbox row shows of an entry: its text, its feed, the parsed item's picture and site. */
export const FeedEntryFieldsFragment = graphql(`
  fragment FeedEntryFields on FeedEntry {
    id
    url
    title
    excerpt
    publishedAt
    seen
    isSaved
    savedItemId
    feed {
      id
      title
      siteUrl
      iconUrl
    }
    item {
      id
      itemId
      parseStatus
      domain
      domainMetadata {
        name
      }
      direction
      topImageUrl
      images {
        src
      }
    }
  }
`);
