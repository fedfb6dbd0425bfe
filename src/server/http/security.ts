/**
 * Security headers with a strict Content-Security-Policy: scripts only from our origin, no
 * plugins, no framing by others. Styles allow 'unsafe-inline' because the UI's dialog library
 * injects a small <style> at runtime; scripts, which matter most, stay strict.
 *
 * helmet's middleware is built once here: @fastify/helmet built it anew for every request
 * (~2% of the server's CPU on the Saves list, bench/README.md "Saves list"); the headers are
 * the same.
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { devMode: boolean },
): Promise<void> {
  const setHeaders = helmet({
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
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
}
