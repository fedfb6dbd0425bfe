import { apiRequest } from '../../../lib/http';

/** `GET /v3/getuser` user payload (Pocket's shape). */
export interface V3User {
  user_id: string;
  username: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  premium_status: '0' | '1';
  /** Federated-login account; Pocket accepted true, 'true' or 1. */
  is_fxa: boolean | 'true' | 1 | null;
  birth: string | null;
  description: string | null;
  avatar_url: string | null;
  profile?: Record<string, unknown>;
  aliases?: Record<string, unknown>;
}

/** `GET /v3/guid`: creates the session guid and sets the `sess_guid` cookie. */
export async function fetchGuid(): Promise<string> {
  const body = await apiRequest<{ status: number; guid: string }>('/v3/guid');
  return body.guid;
}

/** `GET /v3/getuser`: throws an ApiError (401 with X-Error-Code) when signed out. */
export async function fetchV3User(): Promise<V3User> {
  const body = await apiRequest<{ status: number; user: V3User }>('/v3/getuser');
  return body.user;
}
