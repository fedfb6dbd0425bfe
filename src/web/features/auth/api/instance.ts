import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** `GET /api/instance`: settings of this Satchel instance. */
export interface InstanceInfo {
  requireFederatedLogin: boolean;
  devMode: boolean;
  version: string;
  /** Where to get Premium on this instance (the /premium page's button); null when not set. */
  premiumUrl?: string | null;
}

export const instanceQueryKey = ['instance'] as const;

export function useInstanceInfo() {
  return useQuery({
    queryKey: instanceQueryKey,
    queryFn: () => apiRequest<InstanceInfo>('/api/instance'),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
