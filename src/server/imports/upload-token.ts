/**
 * The upload link of an import (Pocket's "pre-signed URL", pocket-api.md §5): it names the user,
 * the import type and an expiry, signed with HMAC-SHA256 under a key derived from SESSION_SECRET
 * for this use alone. Whoever holds the link may upload one file for that user until it expires,
 * as with an S3 pre-signed PUT; it is handed only to the signed-in user who asked for it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'import-upload';

export interface UploadGrant {
  userId: number;
  importType: string;
  /** Unix seconds. */
  expiresAt: number;
}

export class UploadTokens {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = createHmac('sha256', sessionSecret).update(PURPOSE).digest();
  }

  sign(grant: UploadGrant): string {
    const body = Buffer.from(
      `${grant.userId}.${grant.importType}.${grant.expiresAt}`,
      'utf8',
    ).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** The grant of a well-formed, correctly signed token (expired or not); undefined otherwise. */
  verify(token: string): UploadGrant | undefined {
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined || body.length > 200) return undefined;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const [userId, importType, expiresAt] = Buffer.from(body, 'base64url')
      .toString('utf8')
      .split('.');
    const grant = {
      userId: Number(userId),
      importType: importType ?? '',
      expiresAt: Number(expiresAt),
    };
    if (!Number.isSafeInteger(grant.userId) || !Number.isSafeInteger(grant.expiresAt)) {
      return undefined;
    }
    return grant;
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
