/**
 * The upload link of an import (Pocket's "pre-signed URL", docs/POCKET-COMPATIBILITY.md §5): it
 * names the user, the import type and an expiry, signed with HMAC-SHA256 under a key derived from
 * SESSION_SECRET for this use alone. Whoever holds the link may upload one file for that user until
 * it expires, as with an S3 pre-signed PUT; it is handed only to the signed-in user who asked for
 * it. A random nonce tells links apart, so the service can spend each one once (imports.repo.ts).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'import-upload';

export interface UploadGrant {
  userId: number;
  importType: string;
  /** Unix seconds. */
  expiresAt: number;
  /** Random, base64url: names this link among the user's links. */
  nonce: string;
}

export class UploadTokens {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = createHmac('sha256', sessionSecret).update(PURPOSE).digest();
  }

  /** A signed link for the grant, with a new nonce. */
  sign(grant: Omit<UploadGrant, 'nonce'>): string {
    const nonce = randomBytes(16).toString('base64url');
    const body = Buffer.from(
      `${grant.userId}.${grant.importType}.${grant.expiresAt}.${nonce}`,
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
    const [userId, importType, expiresAt, nonce] = Buffer.from(body, 'base64url')
      .toString('utf8')
      .split('.');
    const grant = {
      userId: Number(userId),
      importType: importType ?? '',
      expiresAt: Number(expiresAt),
      nonce: nonce ?? '',
    };
    if (!Number.isSafeInteger(grant.userId) || !Number.isSafeInteger(grant.expiresAt)) {
      return undefined;
    }
    if (!/^[\w-]{16,}$/.test(grant.nonce)) return undefined;
    return grant;
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
