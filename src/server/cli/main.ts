/**
 * Operator commands: `npm run cli -- <command> [options]`. Each opens the database (applying
 * migrations), does one thing through the domain services, and prints the result.
 */
import { parseArgs } from 'node:util';
import {
  APP_SCOPES,
  isTokenScope,
  TOKEN_SCOPES,
  tokenScopesOf,
  type TokenScope,
} from '../../common/token-scopes.js';
import type { User } from '../accounts/accounts.service.js';
import { systemActorFor } from '../accounts/actors.js';
import type { UserFlag } from '../admin/admin.service.js';
import { ConfigError } from '../config.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import { DomainError } from '../core/errors.js';
import { openRuntime, type Runtime } from '../runtime.js';

const HELP = `Satchel operator commands (npm run cli -- <command>):

  migrate                                   apply pending database migrations
  users:create --email E --password P [--username U] [--admin] [--premium]
                                            create an account
  users:grant <email|username> <premium|admin|pilot|curator> [--revoke]
                                            turn a flag on (or off with --revoke); a curator
                                            reviews the instance corpus (docs/CORPUS.md)
  feeds:starter                             add the starter set of public feeds to the corpus
                                            (fetched by the worker on its schedule; idempotent)
  tokens:create <email|username> [--name N] [--scopes S]
                                            create a personal access token (printed once);
                                            scopes, comma-separated, from ${TOKEN_SCOPES.join(', ')}
                                            (default ${APP_SCOPES.join(',')}; docs/API.md "Scopes")
  tokens:list <email|username>              list a user's tokens
  tokens:revoke <email|username> <token-id> revoke a token

With the embedded database (no DATABASE_URL), stop the server first: one process at a time.`;

const FLAGS: UserFlag[] = ['premium', 'admin', 'pilot', 'curator'];

class UsageError extends Error {}

/** --scopes "saves,tags": every name must be a known scope; none given is the Pocket apps' set. */
function scopesOption(value: string | undefined): readonly TokenScope[] {
  if (value === undefined) return APP_SCOPES;
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !isTokenScope(name));
  if (names.length === 0 || unknown.length > 0)
    throw new UsageError(
      `Give scopes from ${TOKEN_SCOPES.join(', ')}, comma-separated` +
        (unknown.length > 0 ? ` (not ${unknown.join(', ')}).` : '.'),
    );
  return tokenScopesOf(names);
}

async function findUser(runtime: Runtime, login: string | undefined): Promise<User> {
  if (!login) throw new UsageError('Name the user by email or username.');
  const user = await runtime.services.accounts.findByLogin(login);
  if (!user) throw new UsageError(`No user with email or username "${login}".`);
  return user;
}

const describeUser = (user: User) =>
  `${user.username} <${user.email}> id=${user.id} admin=${user.isAdmin} premium=${user.premiumStatus} pilot=${user.isPilot} curator=${user.isCurator}`;

type Command = (
  runtime: Runtime,
  positionals: string[],
  values: Record<string, string | boolean | undefined>,
) => Promise<string>;

const COMMANDS: Record<string, Command> = {
  migrate: async () => 'Database is up to date.',

  'users:create': async (runtime, _positionals, values) => {
    let user = await runtime.services.accounts.signup({
      email: values.email,
      password: values.password,
      username: values.username,
    });
    if (values.admin && !user.isAdmin)
      user = await runtime.services.accounts.setFlag(user.id, 'admin', true);
    if (values.premium) user = await runtime.services.accounts.setFlag(user.id, 'premium', true);
    return `Created ${describeUser(user)}`;
  },

  'users:grant': async (runtime, [login, flag], values) => {
    if (!FLAGS.includes(flag as UserFlag))
      throw new UsageError(`Grant one of: ${FLAGS.join(', ')}.`);
    const user = await findUser(runtime, login);
    const updated = await runtime.services.accounts.setFlag(
      user.id,
      flag as UserFlag,
      !values.revoke,
    );
    return `${values.revoke ? 'Revoked' : 'Granted'} ${flag}: ${describeUser(updated)}`;
  },

  'feeds:starter': async (runtime) => {
    const result = await runtime.services.corpus.loadStarterFeedsForInstance();
    const problems = result.problems.map((p) => `\n  ${p.url ?? p.title ?? '?'}: ${p.reason}`);
    return (
      `Starter feeds: ${result.added} added, ${result.alreadyThere} already there` +
      ` (the worker fetches them on its schedule).${problems.join('')}`
    );
  },

  'tokens:create': async (runtime, [login], values) => {
    const user = await findUser(runtime, login);
    const scopes = scopesOption(typeof values.scopes === 'string' ? values.scopes : undefined);
    const { token, row } = await runtime.services.auth.createAccessToken(
      user.id,
      String(values.name ?? 'cli'),
      { scopes, consumerKey: null },
    );
    return (
      `Token ${row.id} "${row.name}" for ${user.username}, scopes ${row.scopes.join(',')}` +
      ` (shown once, keep it safe):\n${token}`
    );
  },

  'tokens:list': async (runtime, [login]) => {
    const user = await findUser(runtime, login);
    const tokens = await runtime.services.auth.listAccessTokens(user.id);
    if (tokens.length === 0) return `${user.username} has no tokens.`;
    return tokens
      .map(
        (token) =>
          `${token.id}\t${token.name}\t${token.scopes.join(',')}\t` +
          `created ${token.createdAt.toISOString()}\t` +
          (token.revokedAt
            ? `revoked ${token.revokedAt.toISOString()}`
            : `last used ${token.lastUsedAt?.toISOString() ?? 'never'}`),
      )
      .join('\n');
  },

  'tokens:revoke': async (runtime, [login, id]) => {
    const user = await findUser(runtime, login);
    if (!id || !/^\d+$/.test(id)) throw new UsageError('Give the token id (see tokens:list).');
    await runtime.services.auth.revokeAccessToken(systemActorFor(user), Number(id));
    return `Revoked token ${id} of ${user.username}.`;
  },
};

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      username: { type: 'string' },
      name: { type: 'string' },
      scopes: { type: 'string' },
      admin: { type: 'boolean' },
      premium: { type: 'boolean' },
      revoke: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [name, ...rest] = positionals;
  const command = name ? COMMANDS[name] : undefined;
  if (!command || values.help) {
    console.log(HELP);
    return name && !values.help ? 2 : 0;
  }
  const runtime = await openRuntime();
  try {
    console.log(await command(runtime, rest, values));
    return 0;
  } finally {
    await runtime.db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (
      error instanceof UsageError ||
      error instanceof DomainError ||
      error instanceof ConfigError ||
      error instanceof DataDirInUseError
    ) {
      console.error(error.message);
    } else if (
      error instanceof TypeError &&
      'code' in error &&
      String(error.code).startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(`${error.message}\n\n${HELP}`);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
