import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createServices } from '../services.js';
import { createTestApp, testConfig, type TestApp } from '../test/test-app.js';

// The installable app's files (docs/ARCHITECTURE.md "Installable app and offline").
describe('service worker and web app manifest', () => {
  let t: TestApp;
  let webDir: string;
  let spa: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    webDir = mkdtempSync(join(tmpdir(), 'satchel-web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Satchel</title>');
    writeFileSync(join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(webDir, 'manifest.webmanifest'), '{"name":"Satchel"}');
    mkdirSync(join(webDir, 'icons'));
    writeFileSync(join(webDir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const config = testConfig();
    spa = await buildApp({
      config,
      services: createServices(t.db, config),
      logger: pino({ level: 'silent' }),
      isReady: async () => true,
      webDir,
    });
    await spa.ready();
  });
  afterAll(async () => {
    await spa?.close();
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('serves sw.js as JavaScript that the browser revalidates every time', async () => {
    const response = await spa.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the manifest with its media type, revalidated; icons as images', async () => {
    const manifest = await spa.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const icon = await spa.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('lets the page register its own service worker and manifest, nobody else’s', async () => {
    const response = await spa.inject({ method: 'GET', url: '/saves' });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("script-src 'self'");
  });

  it('answers a missing sw.js-like path under /api with a 404, not the app shell', async () => {
    const response = await spa.inject({ method: 'GET', url: '/api/sw.js' });
    expect(response.statusCode).toBe(404);
  });
});
