import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createServices } from '../services.js';
import { saveUrl } from '../test/factories.js';
import { createTestApp, signUp, testConfig, TEST_ORIGIN, type TestApp } from '../test/test-app.js';

const INDEX_HTML = `<!doctype html><html><head><title>Satchel</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(200)}<script type="module" src="/assets/app-abc123.js"></script></body></html>`;
const APP_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('system routes and HTTP behaviour', () => {
  let t: TestApp;
  let webDir: string;
  let spa: FastifyInstance;
  const apps: FastifyInstance[] = [];

  /** An app on the test database with its own deps (readiness, web client directory). */
  const buildWith = async (deps: { isReady?: () => Promise<boolean>; webDir?: string }) => {
    const config = testConfig();
    const app = await buildApp({
      config,
      services: createServices(t.db, config),
      logger: pino({ level: 'silent' }),
      isReady: deps.isReady ?? (async () => true),
      webDir: deps.webDir,
    });
    await app.ready();
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    t = await createTestApp();
    webDir = mkdtempSync(join(tmpdir(), 'satchel-web-'));
    writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'assets', 'app-abc123.js'), APP_JS);
    spa = await buildWith({ webDir });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  describe('health', () => {
    it('answers /healthz with 200', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });

    it('answers /readyz with 200 when ready', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready' });
    });

    it('answers /readyz with 503 when not ready, or when the check fails', async () => {
      const notReady = await buildWith({ isReady: async () => false });
      const down = await buildWith({
        isReady: () => Promise.reject(new Error('connection refused')),
      });
      for (const app of [notReady, down]) {
        const response = await app.inject({ method: 'GET', url: '/readyz' });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ status: 'not ready' });
        // Liveness is unaffected.
        expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      }
    });

    it('describes the instance at /api/instance', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/instance' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        version: 'test',
        devMode: false,
        requireFederatedLogin: false,
        premiumUrl: null,
      });
      const dev = await createTestApp({
        devMode: true,
        requireFederatedLogin: true,
        version: '9.9.9',
        premiumUrl: 'https://example.com/get-premium',
      });
      try {
        expect((await dev.app.inject({ method: 'GET', url: '/api/instance' })).json()).toEqual({
          version: '9.9.9',
          devMode: true,
          requireFederatedLogin: true,
          premiumUrl: 'https://example.com/get-premium',
        });
      } finally {
        await dev.close();
      }
    });
  });

  describe('security headers', () => {
    it.each(['/healthz', '/api/instance', '/saves', '/v3/guid'])(
      'sends a strict CSP and the usual headers on %s',
      async (url) => {
        const response = await spa.inject({ method: 'GET', url });
        const csp = String(response.headers['content-security-policy']);
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain("frame-ancestors 'self'");
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(response.headers['x-powered-by']).toBeUndefined();
      },
    );

    it('sends them on GraphQL responses too', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: { query: '{ __typename }' },
      });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['content-security-policy'])).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  describe('compression', () => {
    it('compresses a large static asset when the client accepts gzip', async () => {
      const plain = await spa.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(APP_JS);

      const gzipped = await spa.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(APP_JS);
      expect(gzipped.rawPayload.length).toBeLessThan(APP_JS.length);
    });

    // BUG: @fastify/compress only hooks routes (onRoute); client routes get index.html from the
    // not-found handler in http/spa.ts, which no route hook covers, so it is never compressed.
    it('compresses index.html served for a client route', async () => {
      const gzipped = await spa.inject({
        method: 'GET',
        url: '/saves',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(INDEX_HTML);
    });

    it('compresses a large GraphQL response', async () => {
      const user = await signUp(t.app);
      for (let i = 0; i < 30; i++) {
        await saveUrl(t.app, { cookie: user.cookie }, { url: `https://example.com/long/${i}` });
      }
      const response = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          origin: TEST_ORIGIN,
          cookie: user.cookie,
          'content-type': 'application/json',
          'accept-encoding': 'gzip',
        },
        payload: { query: '{ user { savedItems { edges { cursor node { id url } } } } }' },
      });
      expect(response.headers['content-encoding']).toBe('gzip');
      const body = JSON.parse(gunzipSync(response.rawPayload).toString('utf8')) as {
        data: { user: { savedItems: { edges: unknown[] } } };
      };
      expect(body.data.user.savedItems.edges).toHaveLength(30);
    });

    it('leaves small responses uncompressed', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toEqual({ status: 'ok' });
    });
  });

  describe('the web client', () => {
    it.each(['/saves', '/saves/archive', '/login?src=%2Fsaves', '/'])(
      'serves index.html for the client route %s, never cached stale',
      async (url) => {
        const response = await spa.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toBe(INDEX_HTML);
      },
    );

    it('serves hashed assets with a year-long immutable cache', async () => {
      const response = await spa.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toContain('max-age=31536000, immutable');
      expect(response.body).toBe(APP_JS);
    });

    it('answers a missing asset with a 404, not index.html', async () => {
      const response = await spa.inject({ method: 'GET', url: '/assets/app-missing.js' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<html');
    });

    it.each(['/api/unknown', '/v3/unknown', '/graphqlx', '/image-cache/nothing'])(
      'answers the unknown API path %s with a JSON 404',
      async (url) => {
        const response = await spa.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/application\/json/);
        expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
      },
    );

    it('answers a POST to an unknown path with a JSON 404, not index.html', async () => {
      const response = await spa.inject({
        method: 'POST',
        url: '/saves',
        headers: { origin: TEST_ORIGIN },
        payload: {},
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
    });

    it('answers client routes with a JSON 404 when no web client is built', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/saves' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    });
  });
});
