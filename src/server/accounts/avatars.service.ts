/**
 * Avatars (docs/POCKET-COMPATIBILITY.md §3.6 v3/setAvatar): the uploaded picture, rendered to a
 * 256×256 JPEG (avatar-image.ts), is stored under `avatars/<userId>/<sha256 of the JPEG>.jpg` and
 * served publicly at `/avatars/<userId>/<sha256>.jpg` (users.avatar_url). A content-addressed name
 * lets the file be cached forever; replacing or removing the avatar deletes the old file.
 */
import { createHash } from 'node:crypto';
import type { Actor } from '../core/actor.js';
import { unauthenticated } from '../core/errors.js';
import type { Db } from '../db/types.js';
import type { FileStorage } from '../storage/file-storage.js';
import { swapAvatarUrl } from './account-settings.repo.js';
import { renderAvatar } from './avatar-image.js';
import { forgetCachedSessions } from './session-cache.js';

export const AVATAR_CONTENT_TYPE = 'image/jpeg';

const USER_ID = /^[1-9]\d{0,14}$/;
const FILE_NAME = /^([0-9a-f]{64})\.jpg$/;
const AVATAR_URL = /^\/avatars\/([1-9]\d{0,14})\/([0-9a-f]{64}\.jpg)$/;

/** The storage key of an avatar URL we made, or undefined for any other value. */
export function avatarKeyOfUrl(url: string): string | undefined {
  const match = AVATAR_URL.exec(url);
  return match ? `avatars/${match[1]}/${match[2]}` : undefined;
}

/** A stored avatar as served: bytes and the ETag (its content hash). */
export interface AvatarFile {
  bytes: Buffer;
  etag: string;
}

export class AvatarsService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  /** Renders and stores the picture as the user's avatar; returns its URL. */
  async set(actor: Actor, upload: Buffer): Promise<string> {
    const jpeg = await renderAvatar(upload);
    const sha = createHash('sha256').update(jpeg).digest('hex');
    const url = `/avatars/${actor.userId}/${sha}.jpg`;
    const key = avatarKeyOfUrl(url)!;
    await this.storage.put(key, jpeg, AVATAR_CONTENT_TYPE);
    let swapped: { previous: string | null } | undefined;
    try {
      swapped = await swapAvatarUrl(this.db, actor.userId, url);
      forgetCachedSessions(this.db, actor.userId);
    } catch (error) {
      await this.storage.delete(key).catch(() => undefined);
      throw error;
    }
    if (!swapped) {
      await this.storage.delete(key).catch(() => undefined);
      throw unauthenticated('Your account no longer exists.');
    }
    if (swapped.previous !== url) await this.deleteFileOf(swapped.previous);
    return url;
  }

  /** Removes the user's avatar (nothing to do when there is none). */
  async remove(actor: Actor): Promise<void> {
    const swapped = await swapAvatarUrl(this.db, actor.userId, null);
    forgetCachedSessions(this.db, actor.userId);
    if (!swapped) throw unauthenticated('Your account no longer exists.');
    await this.deleteFileOf(swapped.previous);
  }

  /** The avatar file at `/avatars/<userId>/<file>`, or undefined for any name we did not make. */
  async read(userId: string, file: string): Promise<AvatarFile | undefined> {
    const name = FILE_NAME.exec(file);
    if (!USER_ID.test(userId) || !name) return undefined;
    const bytes = await this.storage.get(`avatars/${userId}/${file}`);
    return bytes && { bytes, etag: `"${name[1]}"` };
  }

  private async deleteFileOf(url: string | null): Promise<void> {
    const key = url ? avatarKeyOfUrl(url) : undefined;
    // After the commit; a failed delete leaves an unreferenced file, never a broken avatar.
    if (key) await this.storage.delete(key).catch(() => undefined);
  }
}
