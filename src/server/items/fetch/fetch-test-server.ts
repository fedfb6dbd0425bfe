/**
 * Test helpers: a node:http fixture server on a loopback address (port 0) that counts the TCP
 * connections and requests it sees, so tests can prove the guard refused before any socket.
 * Used only by the *.test.ts files beside it; loopback only, never another address.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import type { FetchError } from './fetch-error.js';

/** A running fixture server. */
export interface TestServer {
  /** Base URL, e.g. http://127.0.0.1:41234 (IPv6 hosts bracketed). */
  url: string;
  port: number;
  /** TCP connections accepted so far. */
  readonly connections: number;
  /** HTTP requests received so far. */
  readonly requests: number;
  close(): Promise<void>;
}

const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|::1)$/;

/** Starts a server on `host` (a loopback address only) and an ephemeral port. */
export async function startTestServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  host = '127.0.0.1',
): Promise<TestServer> {
  if (!LOOPBACK.test(host)) throw new Error(`Test servers listen on loopback only, not ${host}`);
  let connections = 0;
  let requests = 0;
  const sockets = new Set<Socket>();
  const listener: RequestListener = (request, response) => {
    requests += 1;
    handler(request, response);
  };
  const server = createServer(listener);
  server.on('connection', (socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('No TCP address');
  const base = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${base}:${address.port}`,
    port: address.port,
    get connections() {
      return connections;
    },
    get requests() {
      return requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The FetchError a fetch rejects with; fails the test if it resolves. */
export async function failure(promise: Promise<unknown>): Promise<FetchError> {
  try {
    await promise;
  } catch (error) {
    return error as FetchError;
  }
  throw new Error('expected the fetch to fail');
}
