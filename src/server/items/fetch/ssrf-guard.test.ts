// Pure decisions of the SSRF guard: no sockets here, so any address may appear.
import { describe, expect, it } from 'vitest';
import type { FetchError } from './fetch-error.js';
import {
  addressRefusalReason,
  isAllowedAddress,
  isLocalHostname,
  isPublicAddress,
  parseHostForFetch,
} from './ssrf-guard.js';

const REFUSED: [string, string][] = [
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['::1', 'loopback'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['::', 'unspecified'],
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.168.1.1', 'private'],
  ['169.254.169.254', 'link-local'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local'],
  ['febf:ffff::1', 'link-local'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['100.127.255.255', 'carrier-grade NAT'],
  ['192.0.0.8', 'IETF'],
  ['192.0.2.1', 'documentation'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.255', 'benchmarking'],
  ['198.51.100.7', 'documentation'],
  ['203.0.113.9', 'documentation'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['ff02::1', 'multicast'],
  ['ff0e::1', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  ['fc00::1', 'unique-local'],
  ['fd12:3456:789a::1', 'unique-local'],
  ['fec0::1', 'site-local'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback'],
  ['0:0:0:0:0:ffff:7f00:0001', 'IPv4-mapped loopback'],
  ['::ffff:10.0.0.1', 'IPv4-mapped private'],
  ['::ffff:a9fe:a9fe', 'IPv4-mapped link-local'],
  ['::ffff:0:a00:1', 'IPv4-translated private'],
  ['::127.0.0.1', 'IPv4-compatible loopback'],
  ['::a00:1', 'IPv4-compatible private'],
  ['64:ff9b::127.0.0.1', 'NAT64 loopback'],
  ['64:ff9b::a9fe:a9fe', 'NAT64 link-local'],
  ['64:ff9b:1::1', 'local-use NAT64'],
  ['2002:7f00:1::', '6to4 loopback'],
  ['2002:a00:1::1', '6to4 private'],
  ['2002:c0a8:101::', '6to4 private'],
  ['2001::1', 'Teredo'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
  ['2001:db8::1', 'documentation'],
  ['100::1', 'discard-only'],
  ['::2', 'IPv4-compatible unspecified'],
  ['4000::1', 'outside global unicast'],
];

const PUBLIC = [
  '93.184.216.34',
  '1.1.1.1',
  '8.8.8.8',
  '2606:4700:4700::1111',
  '2a00:1450:4001:80b::200e',
  '::ffff:93.184.216.34', // mapped public IPv4
  '64:ff9b::808:808', // NAT64 of 8.8.8.8
  '2002:5db8:d822::1', // 6to4 of 93.184.216.34
  // Just outside the refused blocks:
  '9.255.255.255',
  '11.0.0.0',
  '100.63.255.255',
  '100.128.0.0',
  '126.255.255.255',
  '128.0.0.0',
  '169.253.255.255',
  '172.15.255.255',
  '172.32.0.0',
  '192.0.1.1',
  '192.167.255.255',
  '192.169.0.0',
  '198.17.255.255',
  '198.20.0.0',
  '223.255.255.255',
];

describe('isPublicAddress', () => {
  it.each(REFUSED)('refuses %s (%s)', (ip, reason) => {
    expect(isPublicAddress(ip)).toBe(false);
    expect(addressRefusalReason(ip)).toContain(reason);
  });

  it.each(PUBLIC)('accepts %s', (ip) => {
    expect(addressRefusalReason(ip)).toBeNull();
    expect(isPublicAddress(ip)).toBe(true);
  });

  it('accepts bracketed IPv6 as written in URLs', () => {
    expect(isPublicAddress('[2606:4700:4700::1111]')).toBe(true);
    expect(isPublicAddress('[::1]')).toBe(false);
  });

  it.each(['example.com', '', '1.2.3', '256.1.1.1', '::gg', '2130706433', '0x7f000001'])(
    'refuses %j, which is not an IP address',
    (input) => {
      expect(isPublicAddress(input)).toBe(false);
    },
  );

  it('allows private addresses only when asked to', () => {
    expect(isAllowedAddress('127.0.0.1', { allowPrivate: false })).toBe(false);
    expect(isAllowedAddress('127.0.0.1', { allowPrivate: true })).toBe(true);
    expect(isAllowedAddress('1.1.1.1', { allowPrivate: false })).toBe(true);
    expect(isAllowedAddress('not-an-ip', { allowPrivate: true })).toBe(false);
  });
});

describe('parseHostForFetch', () => {
  const loopbackSpellings = [
    '2130706433',
    '0x7f000001',
    '0x7F.0.0.1',
    '127.1',
    '0177.0.0.1',
    '017700000001',
    '127.0.0.1.',
  ];

  it.each(loopbackSpellings)('sees http://%s/ as 127.0.0.1 and refuses it', (spelling) => {
    const { hostname } = new URL(`http://${spelling}/`);
    for (const host of [hostname, spelling]) {
      const target = parseHostForFetch(host);
      expect(target).toEqual({ kind: 'ip', address: '127.0.0.1', family: 4 });
      if (target.kind === 'ip') expect(isPublicAddress(target.address)).toBe(false);
    }
  });

  it.each([
    ['[::1]', '::1'],
    ['[0:0:0:0:0:0:0:1]', '::1'],
    ['[::ffff:127.0.0.1]', '::ffff:7f00:1'],
    ['[::ffff:a9fe:a9fe]', '::ffff:a9fe:a9fe'],
  ])('unbrackets and compresses IPv6 %s, and refuses it', (spelling, address) => {
    const { hostname } = new URL(`http://${spelling}/`);
    const target = parseHostForFetch(hostname);
    expect(target).toEqual({ kind: 'ip', address, family: 6 });
    expect(isPublicAddress(address)).toBe(false);
    expect(parseHostForFetch(spelling.slice(1, -1))).toEqual(target);
  });

  it('keeps names as lower-case names without the final dot', () => {
    expect(parseHostForFetch('Example.COM.')).toEqual({ kind: 'name', name: 'example.com' });
    expect(parseHostForFetch('xn--bcher-kva.example')).toEqual({
      kind: 'name',
      name: 'xn--bcher-kva.example',
    });
  });

  it('recognises localhost names, in any spelling URL allows', () => {
    for (const spelling of ['localhost', 'LOCALHOST.', 'app.localhost', 'a.b.localhost']) {
      const target = parseHostForFetch(new URL(`http://${spelling}/`).hostname);
      expect(target.kind === 'name' && isLocalHostname(target.name)).toBe(true);
    }
    expect(isLocalHostname('localhost.example.com')).toBe(false);
    expect(isLocalHostname('notlocalhost')).toBe(false);
  });

  it.each(['', ' ', 'a b', 'evil.com@127.0.0.1', 'a/b', 'a#b', '[::1', 'exa mple.com'])(
    'rejects %j as an invalid host',
    (host) => {
      expect(() => parseHostForFetch(host)).toThrowError(
        expect.objectContaining({ kind: 'INVALID_URL', permanent: true }) as FetchError,
      );
    },
  );
});
