/**
 * `GET /api/oauth/requests/:code`: the request token a third-party app sent the visitor with
 * (Pocket's /auth/authorize, reference §3.2): its consumer key, the server's stored redirect URI
 * (the truth, whatever the page's own redirect_uri says) and whether it still waits for an answer.
 */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import type { OAuthRequestInfo } from '../state/authorize-view';

export const oauthRequestKey = (code: string) => ['oauth-request', code] as const;

export function oauthRequestPath(code: string): string {
  return `/api/oauth/requests/${encodeURIComponent(code)}`;
}

export function useOAuthRequest(code: string | null) {
  return useQuery({
    queryKey: oauthRequestKey(code ?? ''),
    queryFn: () => apiRequest<OAuthRequestInfo>(oauthRequestPath(code ?? '')),
    enabled: Boolean(code),
    // A request lives 30 minutes and is answered once: always ask the server afresh.
    staleTime: 0,
    gcTime: 0,
  });
}
