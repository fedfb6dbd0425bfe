/**
 * `POST /v3/setConnectedServices {revoke: id}`: disconnects one app. The row goes at once; on
 * failure it comes back with an error toast, then the list is fetched again. The reply is the new list, which replaces ours.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import {
  appsOf,
  connectedAppsKey,
  withoutApp,
  type ConnectedApp,
  type ConnectedServicesReply,
} from '../state/connected-app';

export function useDisconnectApp() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['disconnectApp'],
    mutationFn: async (id: number) =>
      appsOf(
        await apiRequest<ConnectedServicesReply>('/v3/setConnectedServices', {
          method: 'POST',
          body: { revoke: id },
        }),
      ),
    onMutate: async (id: number) => {
      await client.cancelQueries({ queryKey: connectedAppsKey });
      const before = client.getQueryData<ConnectedApp[]>(connectedAppsKey);
      if (before) client.setQueryData(connectedAppsKey, withoutApp(before, id));
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) client.setQueryData(connectedAppsKey, context.before);
      showToast({ message: 'Unable to disconnect the app', tone: 'error' });
      // The server may know better (e.g. the app was disconnected in another tab): ask it.
      void client.invalidateQueries({ queryKey: connectedAppsKey });
    },
    onSuccess: (apps) => {
      // Another disconnect still in flight has already taken its row out: keep it out.
      if (client.isMutating({ mutationKey: ['disconnectApp'] }) <= 1)
        client.setQueryData(connectedAppsKey, apps);
      showToast({ message: 'App disconnected' });
    },
  });
}
