/**
 * A full Satchel app on a fresh test database, driven with app.inject() (no port, no network).
 * Includes helpers to sign up, log in and call GraphQL as a browser or a token holder would.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import type { Db } from '../db/types.js';
import { createServices, type Services } from '../services.js';
import { createTestDb } from './test-db.js';

export const TEST_ORIGIN = 'http://localhost:3000';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    devMode: false,
    port: 3000,
    host: '127.0.0.1',
    dataDir: mkdtempSync(join(tmpdir(), 'satchel-test-data-')),
    databaseUrl: undefined,
    databasePoolSize: 5,
    publicUrl: TEST_ORIGIN,
    sessionSecret: 'test-secret-test-secret-test-secret-000',
    sessionTtlDays: 30,
    logLevel: 'silent',
    trustProxy: false,
    requireFederatedLogin: false,
    allowPrivateFetch: true,
    rateLimits: { loginPerMinute: 1000, signupPerHour: 1000 },
    services: ['web'],
    version: 'test',
    premiumUrl: undefined,
    searchFullTextFor: 'everyone',
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  services: Services;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  /** The app's logger; silent unless TEST_LOG_LEVEL says otherwise. */
  logger: FastifyBaseLogger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
): Promise<TestApp> {
  const { db, destroy } = await createTestDb();
  const config = testConfig(overrides);
  const services = createServices(db, config);
  const app = await buildApp({
    config,
    services,
    logger,
    isReady: async () => true,
  });
  await app.ready();
  return {
    app,
    db,
    services,
    config,
    async close() {
      await app.close();
      await destroy();
    },
  };
}

/** The session cookie set by a response, as a Cookie header value. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'satchel_session');
  if (!cookie)
    throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `satchel_session=${cookie.value}`;
}

let counter = 0;

/** Signs up a new user through the HTTP API; returns its cookie and credentials. */
export async function signUp(
  app: FastifyInstance,
  fields: { email?: string; username?: string; password?: string } = {},
) {
  counter += 1;
  const body = {
    email: fields.email ?? `reader${counter}@example.com`,
    username: fields.username ?? `reader${counter}`,
    password: fields.password ?? 'correct horse battery',
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: { origin: TEST_ORIGIN },
    payload: body,
  });
  if (response.statusCode !== 201)
    throw new Error(`signup failed ${response.statusCode}: ${response.body}`);
  const user = response.json<{ user: { id: string } }>().user;
  return { ...body, id: user.id, cookie: sessionCookieFrom(response) };
}

export type Auth = { cookie: string } | { token: string } | Record<string, never>;

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** Posts a GraphQL document as a same-origin browser (cookie) or a token holder. */
export async function graphql<T = Record<string, unknown>>(
  app: FastifyInstance,
  auth: Auth,
  query: string,
  variables: Record<string, unknown> = {},
  operationName?: string,
): Promise<GraphQLResponse<T>> {
  const headers: Record<string, string> = {
    origin: TEST_ORIGIN,
    'content-type': 'application/json',
  };
  if ('cookie' in auth && auth.cookie) headers.cookie = auth.cookie;
  if ('token' in auth && auth.token) headers.authorization = `Bearer ${auth.token}`;
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers,
    payload: { query, variables, operationName },
  });
  return response.json();
}
