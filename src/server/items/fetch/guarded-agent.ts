/**
 * SSRF guard, enforcement: an undici Agent whose connector resolves the host itself, refuses the
 * connection unless every resolved address is allowed, then dials the checked IP (no second DNS
 * lookup, so no TOCTOU gap). Runs for every new socket, so every redirect hop is checked.
 */
import { lookup } from 'node:dns/promises';
import type { Agent, buildConnector } from 'undici';
import { FetchError, UNREACHABLE_CODES, errorCode } from './fetch-error.js';
import { loadUndici } from './undici-module.js';
import { addressRefusalReason, isLocalHostname, parseHostForFetch } from './ssrf-guard.js';

/** Resolves a DNS name to its IP addresses (all of them). */
export type Resolver = (hostname: string) => Promise<string[]>;

/** Options of the guarded agent. */
export interface GuardedAgentOptions {
  /** Allow loopback and private addresses (tests only). Default false. */
  allowPrivate?: boolean;
  /** Limit for name resolution and for the TCP/TLS handshake, each. Default 5 000 ms. */
  connectTimeoutMs?: number;
  /** Limit for response headers, and between body chunks. Default 20 000 ms. */
  responseTimeoutMs?: number;
  /** DNS seam for tests; defaults to `dns.lookup(name, { all: true })`. */
  resolve?: Resolver;
  /**
   * Test seam: which addresses count as public. Lets an end-to-end test treat one loopback
   * address as "public" so a redirect to another can be refused without non-loopback traffic.
   */
  isPublic?: (address: string) => boolean;
  /** Test seam: the socket opener behind the guard. Defaults to undici's `buildConnector`. */
  connector?: buildConnector.connector;
}

/**
 * RFC 6761 §6.4: names under .invalid never resolve, and resolution APIs should answer them
 * negatively at once instead of asking (and perhaps waiting on) a DNS server.
 */
function isInvalidName(name: string): boolean {
  const bare = name.toLowerCase().replace(/\.$/, '');
  return bare === 'invalid' || bare.endsWith('.invalid');
}

/** Resolves with `dns.lookup`, every address, in the resolver's order. */
export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new FetchError('TIMEOUT', `${what} took over ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Why the options refuse an address, or null when a connection may go there. */
function refusalPolicy(options: GuardedAgentOptions): (address: string) => string | null {
  const isPublic = options.isPublic;
  if (options.allowPrivate) {
    return (address) => (addressRefusalReason(address) === 'not an IP address' ? 'invalid' : null);
  }
  if (isPublic) return (address) => (isPublic(address) ? null : 'non-public');
  return addressRefusalReason;
}

/** The checked addresses for a host, and its DNS name when it is not an IP literal. */
async function resolveTarget(
  hostname: string,
  options: GuardedAgentOptions,
): Promise<{ name?: string; addresses: string[] }> {
  const refusal = refusalPolicy(options);
  const target = parseHostForFetch(hostname);
  if (target.kind === 'ip') {
    const reason = refusal(target.address);
    if (reason !== null) {
      throw new FetchError(
        'BLOCKED_ADDRESS',
        `Refused to fetch ${target.address}: ${reason} address`,
      );
    }
    return { addresses: [target.address] };
  }
  if (!options.allowPrivate && isLocalHostname(target.name)) {
    throw new FetchError('BLOCKED_ADDRESS', `Refused to fetch ${target.name}: a local name`);
  }
  if (isInvalidName(target.name)) {
    throw new FetchError('NETWORK', `${target.name} does not exist: .invalid names never resolve`, {
      permanent: true,
    });
  }
  const resolve = options.resolve ?? systemResolver;
  let addresses: string[];
  try {
    addresses = await withTimeout(resolve(target.name), options.connectTimeoutMs ?? 5_000, 'DNS');
  } catch (cause) {
    if (cause instanceof FetchError) throw cause;
    const code = errorCode(cause);
    if (UNREACHABLE_CODES.has(code)) {
      throw new FetchError('NETWORK', `${target.name} does not exist (DNS: ${code})`, {
        cause,
        permanent: true,
      });
    }
    // EAI_AGAIN and the like: the resolver could not answer now; the job tries again later.
    throw new FetchError('NETWORK', `Could not resolve ${target.name}${code ? ` (${code})` : ''}`, {
      cause,
    });
  }
  if (addresses.length === 0) {
    throw new FetchError('NETWORK', `${target.name} has no address`, { permanent: true });
  }
  for (const address of addresses) {
    const reason = refusal(address);
    if (reason !== null) {
      // Reported as a name that does not exist: a kind (and so words) of its own would let a user
      // map which internal names resolve (docs/FEEDS.md "States and errors"). The detail is for logs.
      throw new FetchError(
        'NETWORK',
        `${target.name} is not reachable from here: it resolves to ${address}, a ${reason} address`,
        { permanent: true },
      );
    }
  }
  return { name: target.name, addresses };
}

/**
 * The addresses a connection to `hostname` may use, after the guard's checks.
 * @throws FetchError BLOCKED_ADDRESS for a refused IP literal or local name; NETWORK when the
 *   name does not resolve (permanent when it does not exist) and, permanent, when ANY of its
 *   addresses is refused; TIMEOUT when resolution is too slow.
 */
export async function resolveAllowedAddresses(
  hostname: string,
  options: GuardedAgentOptions = {},
): Promise<string[]> {
  return (await resolveTarget(hostname, options)).addresses;
}

const TRY_NEXT_ADDRESS = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

/** An undici connector that only ever opens sockets to addresses the guard allowed. */
export function createGuardedConnector(
  options: GuardedAgentOptions = {},
): buildConnector.connector {
  const connectTimeoutMs = options.connectTimeoutMs ?? 5_000;
  const inner = options.connector ?? loadUndici().buildConnector({ timeout: connectTimeoutMs });
  const refusal = refusalPolicy(options);
  return (connectOptions, callback) => {
    const dial = (addresses: string[], index: number, name: string | undefined): void => {
      const address = addresses[index] ?? '';
      // Pin the socket to the checked IP; keep the name for TLS SNI and certificate checks.
      const servername = connectOptions.servername ?? name;
      inner(
        { ...connectOptions, hostname: address, ...(servername ? { servername } : {}) },
        (...result) => {
          const [error, socket] = result;
          const code = error && 'code' in error ? String(error.code) : '';
          if (error && index + 1 < addresses.length && TRY_NEXT_ADDRESS.has(code)) {
            dial(addresses, index + 1, name);
          } else if (error) {
            callback(error, null);
          } else if (socket?.remoteAddress && refusal(socket.remoteAddress) !== null) {
            // Belt and braces: the peer is not where the guard said it would be.
            socket.destroy();
            callback(
              new FetchError('BLOCKED_ADDRESS', `Refused peer ${socket.remoteAddress}`),
              null,
            );
          } else {
            callback(...result);
          }
        },
      );
    };
    resolveTarget(connectOptions.hostname, options).then(
      ({ name, addresses }) => dial(addresses, 0, name),
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), null);
      },
    );
  };
}

/**
 * An undici Agent for user-supplied URLs: every connection it opens, for any origin, passes
 * through the guarded connector. Close it (`agent.close()`) when done.
 */
export function createGuardedAgent(options: GuardedAgentOptions = {}): Agent {
  const responseTimeoutMs = options.responseTimeoutMs ?? 20_000;
  return new (loadUndici().Agent)({
    connect: createGuardedConnector(options),
    headersTimeout: responseTimeoutMs,
    bodyTimeout: responseTimeoutMs,
  });
}
