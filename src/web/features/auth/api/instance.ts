import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** `GET /api/instance`: settings of this Satchel instance. */
export interface InstanceInfo {
  requireFederatedLogin: boolean;
  devMode: boolean;
  version: string;
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
