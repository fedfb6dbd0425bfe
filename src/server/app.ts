/**
 * buildApp(deps) builds the Fastify app: plugins, routes, GraphQL and the SPA. It never listens;
 * main.ts does, and tests call app.inject() on it.
 */
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { registerGraphQL } from './graphql/yoga.js';
import { hasCredentials, registerAuth } from './http/auth.js';
import { registerCsrf } from './http/csrf.js';
import { registerErrorHandling } from './http/errors.js';
import { registerLoadShedding } from './http/load-shedding.js';
import { v3AccountRoutes } from './http/rest/v3-account.routes.js';
import { v3AudioRoutes } from './http/rest/v3-audio.routes.js';
import { v3AddRoutes } from './http/rest/v3-add.routes.js';
import { v3ConnectedServicesRoutes } from './http/rest/v3-connected-services.routes.js';
import { v3GetRoutes } from './http/rest/v3-get.routes.js';
import { v3OauthRoutes } from './http/rest/v3-oauth.routes.js';
import { registerV3RateLimit } from './http/rest/v3-rate-limit.js';
import { v3SendRoutes } from './http/rest/v3-send.routes.js';
import { v3SettingsRoutes } from './http/rest/v3-settings.routes.js';
import { v3UserRoutes } from './http/rest/v3-user.routes.js';
import { publicPagesRoutes } from './http/public-pages/public-pages.routes.js';
import { audioRoutes } from './http/routes/audio.routes.js';
import { authRoutes } from './http/routes/auth.routes.js';
import { avatarsRoutes } from './http/routes/avatars.routes.js';
import { exportRoutes } from './http/routes/export.routes.js';
import { imageCacheRoutes } from './http/routes/image-cache.routes.js';
import { importsRoutes } from './http/routes/imports.routes.js';
import { feedsOpmlRoutes } from './http/routes/feeds-opml.routes.js';
import { corpusOpmlRoutes } from './http/routes/corpus-opml.routes.js';
import { oauthRoutes } from './http/routes/oauth.routes.js';
import { recommendationEventsRoutes } from './http/routes/recommendation-events.routes.js';
import { systemRoutes } from './http/routes/system.routes.js';
import { registerSecurityHeaders } from './http/security.js';
import { discoverPagesFor } from './http/discover-meta.js';
import { registerSpa } from './http/spa.js';
import { registerTextInputRule } from './http/text-input.js';
import type { Services } from './services.js';

export interface AppDeps {
  config: Config;
  services: Services;
  logger: FastifyBaseLogger;
  /** True once the database is reachable and migrated (GET /readyz). */
  isReady: () => Promise<boolean>;
  /** The built web client; when absent, only the API is served. */
  webDir?: string | undefined;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, services } = deps;
  const app: FastifyInstance = Fastify({
    loggerInstance: deps.logger,
    trustProxy: config.trustProxy,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,128}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1_048_576,
    // Fastify's default of 100 made /sharedlists/{id}/{slug} a 404 for lists whose slug was made
    // longer before slugs were capped (list-slugs.ts LIST_SLUG_MAX); share slugs are UUIDs.
    routerOptions: { maxParamLength: 1_000 },
    return503OnClosing: true,
  });

  registerErrorHandling(app);
  await registerSecurityHeaders(app, { devMode: config.devMode });
  // Responses up to 64 KB (every page of saves, search results, the reader's article) are
  // compressed in one call: on 2 cores the plugin's default (8 KB) streamed them through a zlib
  // stream, ~0.8 ms of CPU more per response than the one call (bench/README.md "Performance sitting").
  await app.register(compress, { threshold: 1024, syncThreshold: 65_536 });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(rateLimit, { global: false });
  registerCsrf(app, config.publicUrl);
  registerLoadShedding(app, config);
  registerAuth(app, services, config.publicUrl);
  registerV3RateLimit(app, services);
  registerTextInputRule(app);

  await app.register(systemRoutes(config, deps.isReady));
  await app.register(authRoutes(services, config));
  await app.register(oauthRoutes(services));
  await app.register(importsRoutes(services));
  await app.register(feedsOpmlRoutes(services));
  await app.register(corpusOpmlRoutes(services));
  await app.register(exportRoutes(services));
  await app.register(recommendationEventsRoutes(services));
  await app.register(v3UserRoutes(services, config));
  await app.register(v3SettingsRoutes(services));
  await app.register(v3ConnectedServicesRoutes(services));
  await app.register(v3AccountRoutes(services, config));
  await app.register(avatarsRoutes(services));
  await app.register(v3SendRoutes(services));
  await app.register(v3AddRoutes(services));
  await app.register(v3GetRoutes(services));
  await app.register(v3AudioRoutes(services));
  await app.register(audioRoutes(services));
  await app.register(v3OauthRoutes(services));
  await app.register(
    imageCacheRoutes(services.images, {
      signer: services.imageUrls,
      isSignedIn: (request) => hasCredentials(services.auth, request, config.publicUrl),
    }),
  );
  await registerGraphQL(app, services, {
    devMode: config.devMode,
    introspection: config.graphqlIntrospection ?? config.devMode,
  });
  await app.register(publicPagesRoutes(services, config, deps.webDir));
  await registerSpa(app, deps.webDir ?? '', discoverPagesFor(services, config.publicUrl, app.log));
  return app;
}
