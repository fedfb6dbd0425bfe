/** TanStack Query keys of the lists feature (one root, so a change can refresh them all). */
export const listsKeys = {
  all: ['shareableLists'] as const,
  index: ['shareableLists', 'all'] as const,
  recent: ['shareableLists', 'recent'] as const,
  detail: (externalId: string) => ['shareableLists', 'detail', externalId] as const,
};

/** Kept apart from `listsKeys.all`: refreshing the lists does not ask about enrollment again. */
export const pilotKey = ['shareableListsPilot'] as const;
