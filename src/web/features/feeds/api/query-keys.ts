/** TanStack Query keys of the feeds feature (one root, so a change can refresh them all). */
export interface InboxView {
  /** A subscription id, or null for every feed. */
  feedId: string | null;
  unseenOnly: boolean;
}

export const feedsKeys = {
  all: ['feeds'] as const,
  subscriptions: ['feeds', 'subscriptions'] as const,
  entries: ['feeds', 'entries'] as const,
  inbox: (view: InboxView) =>
    ['feeds', 'entries', view.feedId ?? 'all', view.unseenOnly ? 'unseen' : 'every'] as const,
};
