// TLS through the guard: the socket is pinned to the checked IP, yet SNI and certificate checks
// still use the host name. A self-signed certificate for "public.test" (test-only, valid to 2126)
// is trusted through the connector seam; the server listens on 127.0.0.1 only.
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { buildConnector } from 'undici';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fetchPageVia } from './fetch-page.js';
import { failure } from './fetch-test-server.js';
import { createGuardedAgent } from './guarded-agent.js';

const KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgTkyJz/A3Xkdp5ekF
BYLKUStO8yhxvHM1Nt8T919V5EyhRANCAARWHQWhksFjDuqRS50Bfn6U0R/zXt+C
ugDM9zQTLOk6wbiziPI7NkobFlCskExY35gAyiiU+8XrCawRHGV2kibH
-----END PRIVATE KEY-----`;

const CERT = `-----BEGIN CERTIFICATE-----
MIIBmzCCAUGgAwIBAgIULnMWh8YPQ1RtO0oEd+D10QbTdjQwCgYIKoZIzj0EAwIw
FjEUMBIGA1UEAwwLcHVibGljLnRlc3QwIBcNMjYxMTIyMTIzOTM1WhgPMjEyNjEw
MjkxMjM5MzVaMBYxFDASBgNVBAMMC3B1YmxpYy50ZXN0MFkwEwYHKoZIzj0CAQYI
KoZIzj0DAQcDQgAEVh0FoZLBYw7qkUudAX5+lNEf817fgroAzPc0EyzpOsG4s4jy
OzZKGxZQrJBMWN+YAMoolPvF6wmsERxldpImx6NrMGkwHQYDVR0OBBYEFO7+eaJ+
YMJMfebeAHWoVBwbRlcvMB8GA1UdIwQYMBaAFO7+eaJ+YMJMfebeAHWoVBwbRlcv
MA8GA1UdEwEB/wQFMAMBAf8wFgYDVR0RBA8wDYILcHVibGljLnRlc3QwCgYIKoZI
zj0EAwIDSAAwRQIgKstTnWZ7dBs90+5qWHEVM6Z4geCXgBtP23O4/KIuFL4CIQC2
4Bw6uOmmyskX8eIyz2A32EnEAjf76NGcfEXCHEx/Qw==
-----END CERTIFICATE-----`;

const server = createServer({ key: KEY, cert: CERT }, (request, response) => {
  response.setHeader('content-type', 'text/plain');
  response.end(`host=${request.headers.host ?? ''}`);
});
const serverNames: string[] = [];
server.on('secureConnection', (socket: TLSSocket) => {
  serverNames.push(String(socket.servername));
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// 127.0.0.1 stands in for a public address here; see fetch-page.test.ts for why.
const agentFor = () =>
  createGuardedAgent({
    resolve: async () => ['127.0.0.1'],
    isPublic: (address) => address === '127.0.0.1',
    connector: buildConnector({ ca: CERT }),
  });

it('sends the name as SNI and Host, and verifies the certificate against it', async () => {
  const agent = agentFor();
  try {
    const page = await fetchPageVia(agent, `https://public.test:${port}/`);
    expect(page.text).toBe(`host=public.test:${port}`);
    expect(serverNames.at(-1)).toBe('public.test');
  } finally {
    await agent.destroy();
  }
});

it('refuses a certificate for another name, although the pinned IP is the same', async () => {
  const agent = agentFor();
  try {
    const error = await failure(fetchPageVia(agent, `https://other.test:${port}/`));
    expect(error).toMatchObject({ kind: 'NETWORK', permanent: false });
    expect((error.cause as { code?: string } | undefined)?.code).toBe(
      'ERR_TLS_CERT_ALTNAME_INVALID',
    );
  } finally {
    await agent.destroy();
  }
});
