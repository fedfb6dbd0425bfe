import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import type { ApiError } from '../../../lib/http';
import { deviceCopies } from '../state/device-copies';
import { markSignedOut, refreshVisitor } from '../state/visitor-store';

/**
 * `POST /api/auth/logout`; clears cached server data and the offline copies (docs/OFFLINE.md)
 * and refreshes the visitor state.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, void>({
    mutationFn: async () => {
      // Changes made offline are sent first: logout deletes what still waits.
      await deviceCopies().sendWaitingChanges();
      return apiRequest('/api/auth/logout', { method: 'POST' });
    },
    onSuccess: async () => {
      // Signed-out first, so no signed-in page refetches (and gets a 401) while the cache clears.
      markSignedOut();
      queryClient.clear();
      await deviceCopies().clear();
      await refreshVisitor();
    },
  });
}
