/** `POST /v3/getConnectedServices`: the apps and tokens that can act for the signed-in user. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import {
  appsOf,
  connectedAppsKey,
  type ConnectedApp,
  type ConnectedServicesReply,
} from '../state/connected-app';

export async function getConnectedApps(): Promise<ConnectedApp[]> {
  return appsOf(
    await apiRequest<ConnectedServicesReply>('/v3/getConnectedServices', {
      method: 'POST',
      body: {},
    }),
  );
}

export function useConnectedApps() {
  return useQuery({ queryKey: connectedAppsKey, queryFn: getConnectedApps });
}
