/**
 * Reader slugs (/read/{slug}): opaque, reversible and verifiable, like Pocket's
 * `<IntMask(itemId)>_<md5(itemId)>`. Ours: the item id XOR-masked with a per-instance key, in
 * base 36, then 12 hex characters of an HMAC, so a slug cannot be guessed from an id or forged.
 */
import { createHmac } from 'node:crypto';

const MASK_BITS = 48n;

export class ReaderSlugs {
  private readonly mask: bigint;

  constructor(private readonly key: string) {
    const digest = createHmac('sha256', key).update('reader-slug-mask').digest();
    this.mask = digest.readBigUInt64BE(0) & ((1n << MASK_BITS) - 1n);
  }

  /** The slug of an item id. */
  encode(itemId: number): string {
    const masked = (BigInt(itemId) ^ this.mask).toString(36);
    return `${masked}_${this.signature(itemId)}`;
  }

  /** The item id of a slug, or undefined when the slug is malformed or its signature is wrong. */
  decode(slug: string): number | undefined {
    const match = /^([0-9a-z]{1,12})_([0-9a-f]{12})$/.exec(slug);
    if (!match) return undefined;
    let value = 0n;
    for (const char of match[1]!) value = value * 36n + BigInt(parseInt(char, 36));
    const itemId = Number(value ^ this.mask);
    if (!Number.isSafeInteger(itemId) || itemId <= 0) return undefined;
    return this.signature(itemId) === match[2] ? itemId : undefined;
  }

  private signature(itemId: number): string {
    return createHmac('sha256', this.key).update(String(itemId)).digest('hex').slice(0, 12);
  }
}
