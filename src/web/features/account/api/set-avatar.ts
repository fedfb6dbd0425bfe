/**
 * `POST /v3/setAvatar`: a multipart body with one `avatar` file part (no explicit content type:
 * the browser sets the boundary), or `{"remove":true}` to go back to the initial. Resolves with
 * the avatar's new URL (null once removed).
 */
import { accountRequest } from './account-request';

export async function uploadAvatar(file: File): Promise<string | null> {
  const body = new FormData();
  body.append('avatar', file, file.name);
  const reply = await accountRequest<{ url?: string | null }>('/v3/setAvatar', body);
  return reply.url ?? null;
}

export async function removeAvatar(): Promise<null> {
  await accountRequest<{ url?: string | null }>('/v3/setAvatar', { remove: true });
  return null;
}
