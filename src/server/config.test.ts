import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const SECRET = 's'.repeat(40);

describe('loadConfig', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'satchel-config-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** The ConfigError thrown for an environment (fails the test when none is thrown). */
  const errorFor = (env: NodeJS.ProcessEnv, argv: string[] = []): ConfigError => {
    try {
      loadConfig({ SESSION_SECRET: SECRET, ...env }, argv);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return error as ConfigError;
    }
    throw new Error('expected a ConfigError');
  };

  it('has the documented defaults', () => {
    const config = loadConfig({ SESSION_SECRET: SECRET });
    expect(config).toMatchObject({
      env: 'development',
      devMode: true,
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      databasePoolSize: 10,
      publicUrl: 'http://localhost:3000',
      sessionSecret: SECRET,
      sessionTtlDays: 30,
      logLevel: 'info',
      trustProxy: false,
      requireFederatedLogin: false,
      premiumUrl: undefined,
      rateLimits: { loginPerMinute: 10, signupPerHour: 5 },
      services: ['web', 'worker'],
    });
  });

  it('reads the environment', () => {
    const dataDir = tempDir();
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://satchel@db:5432/satchel',
      PUBLIC_URL: 'https://read.example.org/',
      SESSION_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'yes',
      SERVICES: 'web',
      PREMIUM_URL: 'https://read.example.org/premium',
    });
    expect(config).toMatchObject({
      env: 'production',
      devMode: false,
      port: 8080,
      dataDir,
      databaseUrl: 'postgres://satchel@db:5432/satchel',
      publicUrl: 'https://read.example.org',
      logLevel: 'warn',
      trustProxy: true,
      services: ['web'],
      premiumUrl: 'https://read.example.org/premium',
    });
  });

  it('derives the public URL from PORT when PUBLIC_URL is not set', () => {
    expect(loadConfig({ SESSION_SECRET: SECRET, PORT: '8081' }).publicUrl).toBe(
      'http://localhost:8081',
    );
  });

  it('takes --services from the command line over SERVICES', () => {
    expect(loadConfig({ SESSION_SECRET: SECRET }, ['--services=worker']).services).toEqual([
      'worker',
    ]);
    expect(
      loadConfig({ SESSION_SECRET: SECRET, SERVICES: 'web' }, ['node', '--services=worker,web'])
        .services,
    ).toEqual(['worker', 'web']);
    expect(loadConfig({ SESSION_SECRET: SECRET, SERVICES: 'web,web' }).services).toEqual(['web']);
  });

  it.each([['--services=mailer'], ['--services=']])('refuses %s', (arg) => {
    expect(errorFor({}, [arg]).message).toMatch(/services/i);
  });

  it('names every bad variable in one ConfigError', () => {
    const error = errorFor({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/satchel',
      LOG_LEVEL: 'loud',
    });
    expect(error.message).toMatch(/PORT/);
    expect(error.message).toMatch(/DATABASE_URL/);
    expect(error.message).toMatch(/LOG_LEVEL/);
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'localhost:5432'],
    ['PUBLIC_URL', 'ftp://example.com'],
    ['SESSION_SECRET', 'short'],
    ['NODE_ENV', 'staging'],
    ['TRUST_PROXY', 'maybe'],
    ['DATABASE_POOL_SIZE', '0'],
    ['PREMIUM_URL', 'javascript:alert(1)'],
    ['LISTS_ENROLLMENT', 'closed'],
  ])('refuses %s=%s and names it', (name, value) => {
    expect(errorFor({ [name]: value }).message).toContain(name);
  });

  it('reads LISTS_ENROLLMENT (open by default, or invite)', () => {
    expect(loadConfig({ SESSION_SECRET: SECRET }).listsEnrollment).toBe('open');
    expect(loadConfig({ SESSION_SECRET: SECRET, LISTS_ENROLLMENT: 'invite' }).listsEnrollment).toBe(
      'invite',
    );
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({
      SESSION_SECRET: SECRET,
      PORT: '',
      DATABASE_URL: '',
      LOG_LEVEL: '',
      PUBLIC_URL: '',
    });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('generates a session secret once and reuses it', () => {
    const dataDir = join(tempDir(), 'nested', 'data');
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'session-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.sessionSecret);
    expect(statSync(file).mode & 0o077).toBe(0);

    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first.sessionSecret);
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: '' }).sessionSecret).toBe(
      first.sessionSecret,
    );
    // A given secret wins over the stored one.
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: SECRET }).sessionSecret).toBe(SECRET);
    // Another data directory gets its own secret.
    expect(loadConfig({ DATA_DIR: tempDir() }).sessionSecret).not.toBe(first.sessionSecret);
  });
});
