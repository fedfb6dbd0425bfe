/**
 * SSRF guard, pure decisions: which IP addresses and host names a user-supplied URL may reach.
 * Only globally routable unicast addresses pass; IPv6 forms that embed an IPv4 address are
 * judged by that address. The connect-time enforcement lives in guarded-agent.ts.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { FetchError } from './fetch-error.js';

/** Guard switches. `allowPrivate` lets tests reach loopback fixture servers; never the default. */
export interface GuardOptions {
  allowPrivate: boolean;
}

/** A URL host, normalised: an IP literal (no brackets) or a lower-case DNS name (no final dot). */
export type HostTarget =
  { kind: 'ip'; address: string; family: 4 | 6 } | { kind: 'name'; name: string };

type Range<T> = readonly [base: T, prefix: number, reason: string];

const V4_REFUSED: readonly Range<string>[] = [
  ['0.0.0.0', 8, 'unspecified ("this network")'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'carrier-grade NAT'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignment'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, '6to4 relay anycast'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved or broadcast'], // includes 255.255.255.255
];

// IPv6 outside 2000::/3 is refused as a whole (after the IPv4-embedding forms below); these are
// the non-global blocks inside it, plus the rest listed so refusals carry a precise reason.
const V6_REFUSED: readonly Range<string>[] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['64:ff9b:1::', 48, 'local-use NAT64'],
  ['100::', 64, 'discard-only'],
  ['2001::', 32, 'Teredo'],
  ['2001::', 23, 'IETF protocol assignment'],
  ['2001:db8::', 32, 'documentation'],
  ['3fff::', 20, 'documentation'],
  ['5f00::', 16, 'segment routing'],
  ['fc00::', 7, 'unique-local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local'],
  ['ff00::', 8, 'multicast'],
];

// Forms that carry an IPv4 address: [base, prefix, bit offset of the embedded IPv4 from the right].
const V6_EMBEDDING_V4: readonly (readonly [string, number, number, string])[] = [
  ['::ffff:0:0', 96, 0, 'IPv4-mapped'],
  ['::ffff:0:0:0', 96, 0, 'IPv4-translated'],
  ['64:ff9b::', 96, 0, 'NAT64'],
  ['2002::', 16, 80, '6to4'],
  ['::', 96, 0, 'IPv4-compatible'], // last: :: and ::1 are judged by their own rows first
];

function parseV4(ip: string): number {
  return ip.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

/** 128-bit value of a valid IPv6 address (zone id ignored, dotted-quad tail accepted). */
function parseV6(ip: string): bigint {
  let text = ip.split('%')[0] ?? ip;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const v4 = parseV4(dotted[1]);
    text = `${text.slice(0, dotted.index)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  const groups = tail === undefined ? headGroups : [...headGroups, ...zeros, ...tailGroups];
  return groups.reduce((acc, group) => (acc << 16n) | BigInt(parseInt(group, 16)), 0n);
}

const V4_TABLE = V4_REFUSED.map(([base, prefix, reason]) => ({
  base: parseV4(base),
  size: 2 ** (32 - prefix),
  reason,
}));
const V6_TABLE = V6_REFUSED.map(([base, prefix, reason]) => ({
  base: parseV6(base),
  shift: BigInt(128 - prefix),
  reason,
}));
const V6_EMBEDDED = V6_EMBEDDING_V4.map(([base, prefix, offset, name]) => ({
  base: parseV6(base),
  shift: BigInt(128 - prefix),
  offset: BigInt(offset),
  name,
}));

function refusalReasonV4(ip: string): string | null {
  const value = parseV4(ip);
  const hit = V4_TABLE.find(({ base, size }) => value >= base && value < base + size);
  return hit ? hit.reason : null;
}

function v4FromBits(value: bigint): string {
  const n = Number(value & 0xffffffffn);
  return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
}

function refusalReasonV6(ip: string): string | null {
  const value = parseV6(ip);
  const exact = V6_TABLE.find(({ base, shift }) => shift === 0n && value === base);
  if (exact) return exact.reason;
  const embedding = V6_EMBEDDED.find(({ base, shift }) => value >> shift === base >> shift);
  if (embedding) {
    const v4 = v4FromBits(value >> embedding.offset);
    const inner = refusalReasonV4(v4);
    return inner === null ? null : `${embedding.name} ${inner} (${v4})`;
  }
  const hit = V6_TABLE.find(({ base, shift }) => value >> shift === base >> shift);
  if (hit) return hit.reason;
  return value >> 125n === 1n ? null : 'reserved (outside global unicast 2000::/3)';
}

/**
 * Why an address must not be fetched ("loopback", "private", "IPv4-mapped loopback (127.0.0.1)"
 * …), or null when it is a public unicast address. Input that is not an IP address is refused.
 */
export function addressRefusalReason(ip: string): string | null {
  const address = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  if (isIPv4(address)) return refusalReasonV4(address);
  if (isIPv6(address)) return refusalReasonV6(address);
  return 'not an IP address';
}

/** Whether a user-supplied URL may reach this IPv4 or IPv6 address. */
export function isPublicAddress(ip: string): boolean {
  return addressRefusalReason(ip) === null;
}

/** Whether the guard lets a connection go to this address under these options. */
export function isAllowedAddress(ip: string, options: GuardOptions): boolean {
  return options.allowPrivate
    ? addressRefusalReason(ip) !== 'not an IP address'
    : isPublicAddress(ip);
}

/** Names that always mean this machine, whatever DNS says (RFC 6761). */
export function isLocalHostname(name: string): boolean {
  return name === 'localhost' || name.endsWith('.localhost') || name === 'localhost.localdomain';
}

/**
 * Normalises a URL host the way WHATWG URL does (decimal `2130706433`, hex `0x7f000001`, short
 * `127.1` and octal `0177.0.0.1` all become `127.0.0.1`; IPv6 is compressed and unbracketed),
 * so the guard judges the address a socket would really reach.
 * @throws FetchError INVALID_URL for a host no URL could carry.
 */
export function parseHostForFetch(hostname: string): HostTarget {
  const raw = hostname.trim();
  if (raw === '' || /[\s/?#@\\]/.test(raw)) {
    throw new FetchError('INVALID_URL', `Not a valid host: ${JSON.stringify(hostname)}`);
  }
  const bracketed = raw.includes(':') && !raw.startsWith('[') ? `[${raw}]` : raw;
  let host: string;
  try {
    host = new URL(`http://${bracketed}/`).hostname;
  } catch (cause) {
    throw new FetchError('INVALID_URL', `Not a valid host: ${JSON.stringify(hostname)}`, { cause });
  }
  if (host.startsWith('[')) return { kind: 'ip', address: host.slice(1, -1), family: 6 };
  if (isIPv4(host)) return { kind: 'ip', address: host, family: 4 };
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  if (name === '')
    throw new FetchError('INVALID_URL', `Not a valid host: ${JSON.stringify(hostname)}`);
  return { kind: 'name', name };
}
