/**
 * `POST /api/oauth/requests/:code/decision {approve}`: the visitor's Allow or Deny. The server
 * answers with the stored redirect URI, where the browser goes next (Pocket sends it unchanged,
 * no token appended: the app then exchanges the code itself).
 */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { isSafeRedirect } from '../state/authorize-view';
import { oauthRequestPath } from './oauth-request';

interface DecisionReply {
  redirectUri: string;
}

export function useDecideOAuthRequest(code: string) {
  return useMutation({
    mutationFn: (approve: boolean) =>
      apiRequest<DecisionReply>(`${oauthRequestPath(code)}/decision`, {
        method: 'POST',
        body: { approve },
      }),
    onSuccess: ({ redirectUri }) => {
      // The server refuses script schemes already; never hand one to the browser regardless.
      if (isSafeRedirect(redirectUri)) window.location.assign(redirectUri);
    },
  });
}
