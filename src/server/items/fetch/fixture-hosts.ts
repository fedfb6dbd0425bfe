/**
 * Many local "sites" for tests and benchmarks of page fetching: one HTTP server per loopback
 * address (127.0.0.2, 127.0.0.3 …), each keeping its own request log — how many requests it
 * got and the most it had in flight at once — so politeness is asserted from what the sites
 * saw, not from timings. Pages are served from a map of paths; any other path is a 404.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FixtureHostOptions {
  /** path → HTML served at it (on every host). */
  pages: ReadonlyMap<string, string>;
  /** Hold each answer this long, so concurrent requests overlap. Default 0. */
  delayMs?: number;
  /** Hosts (by index) that answer every request 429 with this Retry-After (seconds). */
  tooManyRequests?: ReadonlyMap<number, number>;
}

export interface FixtureHost {
  /** host:port, as the fetch queue keys politeness. */
  readonly host: string;
  url(path: string): string;
  /** Requests received. */
  requests: number;
  /** The most requests this host had in flight at once. */
  maxInFlight: number;
}

export interface FixtureHosts {
  hosts: FixtureHost[];
  close(): Promise<void>;
}

function startHost(
  index: number,
  options: FixtureHostOptions,
): Promise<{ host: FixtureHost; server: Server }> {
  let inFlight = 0;
  const retryAfter = options.tooManyRequests?.get(index);
  const server = createServer((request, response) => {
    host.requests += 1;
    inFlight += 1;
    host.maxInFlight = Math.max(host.maxInFlight, inFlight);
    const page = options.pages.get((request.url ?? '/').split('?')[0]!);
    setTimeout(() => {
      inFlight -= 1;
      if (retryAfter !== undefined) {
        response.writeHead(429, { 'retry-after': String(retryAfter) }).end();
      } else if (page === undefined) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      } else {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      }
    }, options.delayMs ?? 0);
  });
  server.keepAliveTimeout = 1_000;
  const address = `127.0.0.${index + 2}`;
  const host: FixtureHost = {
    host: '',
    url: (path) => `http://${host.host}${path}`,
    requests: 0,
    maxInFlight: 0,
  };
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, address, () => {
      (host as { host: string }).host = `${address}:${(server.address() as AddressInfo).port}`;
      resolve({ host, server });
    });
  });
}

/** Starts `count` hosts (at most 250) serving `options.pages`. */
export async function startFixtureHosts(
  count: number,
  options: FixtureHostOptions,
): Promise<FixtureHosts> {
  const started = await Promise.all(
    Array.from({ length: Math.min(count, 250) }, (_, index) => startHost(index, options)),
  );
  return {
    hosts: started.map(({ host }) => host),
    close: async () => {
      await Promise.all(
        started.map(
          ({ server }) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };
}
