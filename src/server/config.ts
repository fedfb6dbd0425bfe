/**
 * Configuration: the environment parsed once, with zod, into a typed object.
 * Every variable is listed, with its default, in README.md ("Configuration").
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  MAX_CONCURRENT_REQUESTS: z.coerce.number().int().min(1).max(1000).optional(),
  MAX_QUEUED_REQUESTS: z.coerce.number().int().min(0).max(100_000).default(1000),
  MAX_QUEUE_WAIT_MS: z.coerce.number().int().min(10).max(60_000).default(3000),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  REQUIRE_FEDERATED_LOGIN: bool.default(false),
  ALLOW_PRIVATE_FETCH: bool.default(false),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  SIGNUP_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  SERVICES: z.string().default('web,worker'),
  PREMIUM_URL: z.url({ protocol: /^https?$/ }).optional(),
  SEARCH_FULL_TEXT_FOR: z.enum(['everyone', 'premium']).default('everyone'),
  LISTS_ENROLLMENT: z.enum(['open', 'invite']).default('open'),
  GRAPHQL_INTROSPECTION: bool.optional(),
  V3_USER_CALLS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000_000).default(320),
  V3_KEY_CALLS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000_000).default(10_000),
});

export type Service = 'web' | 'worker';

export interface Config {
  env: 'development' | 'production' | 'test';
  /** Development conveniences (GraphiQL, pretty logs, dev-mode tools in the client). */
  devMode: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server URL; absent means embedded PGlite in `${dataDir}/pg`. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /**
   * API requests running at once (default: the pool size; PGlite 4), how many may wait in
   * arrival order, and how long; beyond that the answer is 503 with Retry-After
   * (http/load-shedding.ts). Absent parts take those defaults.
   */
  requestAdmission?:
    { concurrency?: number | undefined; maxQueued?: number; maxWaitMs?: number } | undefined;
  publicUrl: string;
  sessionSecret: string;
  sessionTtlDays: number;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  requireFederatedLogin: boolean;
  /** Tests only: let the article fetcher reach loopback and private addresses. Never the default. */
  allowPrivateFetch: boolean;
  rateLimits: { loginPerMinute: number; signupPerHour: number };
  services: Service[];
  version: string;
  /** Where the web /premium page sends people to get premium on this instance (optional). */
  premiumUrl?: string | undefined;
  /** Who searches article text, highlights and notes; the others search titles, URLs and tags. */
  searchFullTextFor?: 'everyone' | 'premium' | undefined;
  /** Who may create shareable lists: every account (open) or those an administrator enrolls (invite). */
  listsEnrollment?: 'open' | 'invite' | undefined;
  /** Whether /graphql answers __schema and __type queries (schema.graphql is published anyway). */
  graphqlIntrospection?: boolean | undefined;
  /** Pocket v3's hourly call limits per user and per consumer key (api-limits/); Pocket's when absent. */
  v3Limits?: { userCallsPerHour: number; keyCallsPerHour: number } | undefined;
}

export class ConfigError extends Error {}

function parseServices(value: string): Service[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => name !== 'web' && name !== 'worker');
  if (unknown.length > 0 || names.length === 0) {
    throw new ConfigError(`SERVICES / --services: expected a list of web,worker, got "${value}"`);
  }
  return [...new Set(names)] as Service[];
}

/** The session secret: given, or generated once and kept in DATA_DIR so sessions survive restarts. */
function loadSessionSecret(dataDir: string, given: string | undefined): string {
  if (given) return given;
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Parses the environment (and `--services=` from argv) into a Config.
 * Throws ConfigError with one message naming every bad variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = []): Config {
  const servicesArg = argv
    .find((arg) => arg.startsWith('--services='))
    ?.slice('--services='.length);
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    devMode: e.NODE_ENV !== 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    requestAdmission: {
      concurrency: e.MAX_CONCURRENT_REQUESTS,
      maxQueued: e.MAX_QUEUED_REQUESTS,
      maxWaitMs: e.MAX_QUEUE_WAIT_MS,
    },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    sessionSecret: loadSessionSecret(dataDir, e.SESSION_SECRET),
    sessionTtlDays: e.SESSION_TTL_DAYS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    requireFederatedLogin: e.REQUIRE_FEDERATED_LOGIN,
    allowPrivateFetch: e.ALLOW_PRIVATE_FETCH,
    rateLimits: { loginPerMinute: e.LOGIN_RATE_LIMIT, signupPerHour: e.SIGNUP_RATE_LIMIT },
    services: parseServices(servicesArg ?? e.SERVICES),
    version: env.npm_package_version ?? '0.1.0',
    premiumUrl: e.PREMIUM_URL,
    searchFullTextFor: e.SEARCH_FULL_TEXT_FOR,
    listsEnrollment: e.LISTS_ENROLLMENT,
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION ?? e.NODE_ENV !== 'production',
    v3Limits: {
      userCallsPerHour: e.V3_USER_CALLS_PER_HOUR,
      keyCallsPerHour: e.V3_KEY_CALLS_PER_HOUR,
    },
  };
}
