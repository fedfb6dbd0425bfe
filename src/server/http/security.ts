/**
 * Security headers with a strict Content-Security-Policy: scripts only from our origin, no
 * plugins, no framing by others. Styles allow 'unsafe-inline' because the UI's dialog library
 * injects a small <style> at runtime; scripts, which matter most, stay strict.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { devMode: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        // The service worker (/sw.js) and the web app manifest are our own files only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: [
          "'self'",
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
          'https://www.dailymotion.com',
          'https://geo.dailymotion.com',
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(options.devMode ? {} : { upgradeInsecureRequests: [] }),
      },
    },
    // The reader shows images from our own image cache only; cross-origin isolation is not needed.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: !options.devMode,
  });
}
