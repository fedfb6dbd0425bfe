// The connect-time guard. Any test whose host resolves outside loopback swaps the socket opener
// for a spy that never opens a socket, so even a broken guard sends no traffic off this machine.
import type { buildConnector } from 'undici';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FetchError } from './fetch-error.js';
import { createGuardedAgent, resolveAllowedAddresses } from './guarded-agent.js';
import type { TestServer } from './fetch-test-server.js';
import { startTestServer } from './fetch-test-server.js';

const resolverOf = (table: Record<string, string[]>) =>
  vi.fn(async (name: string) => {
    const addresses = table[name];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return addresses;
  });

/** A socket opener that records its calls and fails them without touching the network. */
function spyConnector() {
  return vi.fn<buildConnector.connector>((_options, callback) => {
    callback(
      Object.assign(new Error('connect ECONNREFUSED (spy)'), { code: 'ECONNREFUSED' }),
      null,
    );
  });
}

const expectKind = (kind: FetchError['kind']) => expect.objectContaining({ kind }) as FetchError;

describe('resolveAllowedAddresses', () => {
  const resolve = resolverOf({
    'private.test': ['10.0.0.1'],
    'loop.test': ['127.0.0.1'],
    'metadata.test': ['169.254.169.254'],
    'mixed.test': ['93.184.216.34', '127.0.0.1'],
    'mapped.test': ['::ffff:127.0.0.1'],
    'public.test': ['93.184.216.34', '2606:4700:4700::1111'],
    'empty.test': [],
  });

  it.each(['private.test', 'loop.test', 'metadata.test', 'mapped.test'])(
    'refuses %s, which resolves to a non-public address, exactly as a name that does not exist',
    async (name) => {
      // One kind for both, so no error word tells an internal name from an unknown one.
      const unknown = await resolveAllowedAddresses('nowhere.test', { resolve }).catch(
        (error: FetchError) => error,
      );
      expect(unknown).toMatchObject({ kind: 'NETWORK', permanent: true });
      await expect(resolveAllowedAddresses(name, { resolve })).rejects.toThrowError(
        expect.objectContaining({ kind: 'NETWORK', permanent: true }) as FetchError,
      );
    },
  );

  it('refuses a name when ANY of its addresses is not public', async () => {
    await expect(resolveAllowedAddresses('mixed.test', { resolve })).rejects.toThrowError(
      /resolves to 127\.0\.0\.1, a loopback address/,
    );
  });

  it('returns every address of a public name', async () => {
    await expect(resolveAllowedAddresses('Public.Test.', { resolve })).resolves.toEqual([
      '93.184.216.34',
      '2606:4700:4700::1111',
    ]);
  });

  it('judges IP literals and localhost names without asking DNS', async () => {
    resolve.mockClear();
    for (const host of ['169.254.169.254', '::1', '::ffff:7f00:1', 'localhost', 'a.localhost']) {
      await expect(resolveAllowedAddresses(host, { resolve })).rejects.toThrowError(
        expectKind('BLOCKED_ADDRESS'),
      );
    }
    await expect(resolveAllowedAddresses('1.1.1.1', { resolve })).resolves.toEqual(['1.1.1.1']);
    expect(resolve).not.toHaveBeenCalled();
  });

  it('lets loopback and private through with allowPrivate', async () => {
    await expect(
      resolveAllowedAddresses('private.test', { resolve, allowPrivate: true }),
    ).resolves.toEqual(['10.0.0.1']);
    await expect(resolveAllowedAddresses('127.0.0.1', { allowPrivate: true })).resolves.toEqual([
      '127.0.0.1',
    ]);
  });

  it('reports unknown names, empty answers and .invalid names as final network errors', async () => {
    resolve.mockClear();
    for (const name of ['nowhere.test', 'empty.test', 'nothing.invalid', 'a.b.INVALID.']) {
      await expect(resolveAllowedAddresses(name, { resolve })).rejects.toThrowError(
        expect.objectContaining({ kind: 'NETWORK', permanent: true }) as FetchError,
      );
    }
    // .invalid is answered without asking the resolver (RFC 6761).
    expect(resolve.mock.calls.map(([name]) => name)).toEqual(['nowhere.test', 'empty.test']);
  });

  it('gives up on a resolver slower than the connect timeout', async () => {
    const hang = () => new Promise<string[]>(() => undefined);
    const started = Date.now();
    await expect(
      resolveAllowedAddresses('slow.test', { resolve: hang, connectTimeoutMs: 100 }),
    ).rejects.toThrowError(expectKind('TIMEOUT'));
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('createGuardedAgent', () => {
  it.each([
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[fd00::1]:8080/',
    'http://0xa9fea9fe/',
    'http://2130706433/',
  ])('refuses %s before any socket is opened', async (url) => {
    const connector = spyConnector();
    const agent = createGuardedAgent({ resolve: resolverOf({}), connector });
    try {
      await expect(request(url, { dispatcher: agent })).rejects.toThrowError(
        expectKind('BLOCKED_ADDRESS'),
      );
      expect(connector).not.toHaveBeenCalled();
    } finally {
      await agent.destroy();
    }
  });

  it.each([
    'http://private.test/',
    'http://metadata.test/latest/meta-data/',
    'https://metadata.test/',
  ])(
    'refuses %s, a name resolving to a non-public address, before any socket is opened',
    async (url) => {
      const resolve = resolverOf({
        'private.test': ['10.0.0.1'],
        'metadata.test': ['169.254.169.254'],
      });
      const connector = spyConnector();
      const agent = createGuardedAgent({ resolve, connector });
      try {
        await expect(request(url, { dispatcher: agent })).rejects.toThrowError(
          expect.objectContaining({ kind: 'NETWORK', permanent: true }) as FetchError,
        );
        expect(connector).not.toHaveBeenCalled();
      } finally {
        await agent.destroy();
      }
    },
  );

  it('dials the address it checked, keeping the name for TLS, and tries the next on refusal', async () => {
    const resolve = resolverOf({ 'public.test': ['93.184.216.34', '2606:4700:4700::1111'] });
    const connector = spyConnector();
    const agent = createGuardedAgent({ resolve, connector });
    try {
      await expect(request('https://public.test/', { dispatcher: agent })).rejects.toThrowError(
        /ECONNREFUSED \(spy\)/,
      );
      expect(connector.mock.calls.map(([options]) => options.hostname)).toEqual([
        '93.184.216.34',
        '2606:4700:4700::1111',
      ]);
      expect(connector.mock.calls[0]?.[0]).toMatchObject({ servername: 'public.test' });
      expect(resolve).toHaveBeenCalledTimes(1);
    } finally {
      await agent.destroy();
    }
  });

  describe('against a real loopback server', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer((_request, response) => response.end('hello'));
    });
    afterAll(() => server.close());

    it('refuses a name resolving to loopback: the server sees no connection', async () => {
      const resolve = resolverOf({ 'loop.test': ['127.0.0.1'] });
      const agent = createGuardedAgent({ resolve });
      try {
        await expect(
          request(`http://loop.test:${server.port}/`, { dispatcher: agent }),
        ).rejects.toThrowError(expectKind('NETWORK'));
        for (const url of [
          `http://127.0.0.1:${server.port}/`,
          `http://localhost:${server.port}/`,
        ]) {
          await expect(request(url, { dispatcher: agent })).rejects.toThrowError(
            expectKind('BLOCKED_ADDRESS'),
          );
        }
        expect(server.connections).toBe(0);
      } finally {
        await agent.destroy();
      }
    });

    it('connects with allowPrivate (so the zero above is meaningful)', async () => {
      const resolve = resolverOf({ 'loop.test': ['127.0.0.1'] });
      const agent = createGuardedAgent({ resolve, allowPrivate: true });
      const before = server.connections;
      try {
        const response = await request(`http://loop.test:${server.port}/`, { dispatcher: agent });
        expect(await response.body.text()).toBe('hello');
        expect(server.connections).toBe(before + 1);
      } finally {
        await agent.destroy();
      }
    });
  });
});
