// Server domains talk through services (docs/ARCHITECTURE.md, "Dependency rules"): a domain's
// repositories (*.repo.ts) are its own. Code in one domain never imports another domain's
// repository; it calls that domain's service, or reads through a read model the domain exports on
// purpose (a `*.read-model.ts` of SQL fragments and read queries, or its `*.types.ts`).
//
// A domain is each folder directly under src/server, and each folder of a group folder there
// (discovery/feeds, discovery/corpus, …). Transports and wiring (http, graphql, cli, jobs, test,
// db) are not domains: transports-call-services in eslint.config.js holds them instead.
// Tests may seed and inspect through any repository.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

const SERVER_DIR = 'src/server';
const GROUPS = ['discovery'];
const NOT_DOMAINS = ['http', 'graphql', 'cli', 'jobs', 'test', 'db'];

// Imports of another domain's repository that are allowed, each with its reason. Keyed by the
// importing domain; each entry is a repository file (from src/server). Keep this list short: an
// entry is a debt, to be paid with a service method or a read model.
export const ALLOWED_REPO_IMPORTS = {};

const MESSAGE =
  "A domain's repositories are its own. Call the owning domain's service (add a method there, taking the caller's transaction if the write must share it), or read through the read model it exports on purpose (<domain>/*.read-model.ts, *.types.ts). Allowed exceptions are named in scripts/eslint/domain-boundaries.js.";

const root = resolve(import.meta.dirname, '../..');
const folders = (dir) =>
  readdirSync(`${root}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Every domain, as a path from src/server: 'saves', 'discovery/corpus', … */
export const serverDomains = () =>
  folders(SERVER_DIR)
    .filter((name) => !NOT_DOMAINS.includes(name))
    .flatMap((name) =>
      GROUPS.includes(name)
        ? folders(`${SERVER_DIR}/${name}`).map((sub) => `${name}/${sub}`)
        : [name],
    );

const domainZones = () => {
  const domains = serverDomains();
  const repos = (domain) => `${root}/${SERVER_DIR}/${domain}/**/*.repo.ts`;
  return domains.map((domain) => ({
    target: `${SERVER_DIR}/${domain}/**`,
    from: domains.filter((other) => other !== domain).map(repos),
    except: (ALLOWED_REPO_IMPORTS[domain] ?? []).map((file) => `${root}/${SERVER_DIR}/${file}`),
    message: MESSAGE,
  }));
};

export default [
  {
    name: 'domains/talk-through-services',
    files: [`${SERVER_DIR}/**/*.ts`],
    ignores: ['**/*.test.ts', ...NOT_DOMAINS.map((name) => `${SERVER_DIR}/${name}/**`)],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: domainZones() }],
    },
  },
];
