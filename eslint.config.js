// ESLint: type-aware TypeScript rules, the dependency direction of docs/ARCHITECTURE.md, and
// comments that cite only documents in this repository. Each boundary rule carries a message that
// says what to do instead; scripts/lint-boundaries.test.ts lints a forbidden import for each and
// expects its error (scripts/lint-comments.test.ts does the same for comments).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import featureDirection from './scripts/eslint/feature-direction.js';
import domainBoundaries from './scripts/eslint/domain-boundaries.js';
import { commentCitationRules } from './scripts/eslint/comment-citations.js';

// In flat config, a later block's options for a rule replace an earlier block's for the same
// file, so boundaries written as several `no-restricted-imports` blocks keep only the last one.
// Each boundary is instead ESLint's no-restricted-imports under a name of its own
// (`boundaries/<name>`): one block per boundary, each applying to every file it names.
const restrictedImports = builtinRules.get('no-restricted-imports');
const boundaryRules = {};
const boundary = (name, { files, ignores = [], patterns }) => {
  boundaryRules[name] = restrictedImports;
  return {
    name: `boundaries/${name}`,
    files,
    ignores,
    rules: { [`boundaries/${name}`]: ['error', { patterns }] },
  };
};

// One zone per web feature: from inside a feature, another feature's subfolders (api/,
// components/, state/, lib/) are out of reach; its top-level files are not. Code outside the
// features (app/, components/, lib/) gets the same limit. A feature is a folder of
// src/web/features, or of a group folder there that holds related features (discovery/).
const FEATURES_DIR = 'src/web/features';
const FEATURE_GROUPS = ['discovery'];
const featureZones = () => {
  const root = `${import.meta.dirname}/${FEATURES_DIR}`;
  const message =
    "Import another feature through its index.ts (or a top-level entry such as page.ts for a lazily loaded route), never from its subfolders. Export what you need from that feature's index.ts.";
  const folders = (dir) =>
    readdirSync(`${root}/${dir}`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => (dir ? `${dir}/${entry.name}` : entry.name));
  const features = folders('').flatMap((name) =>
    FEATURE_GROUPS.includes(name) ? folders(name) : [name],
  );
  const insides = (names) => names.map((name) => `${root}/${name}/*/**`);
  return [
    ...features.map((feature) => ({
      target: `${FEATURES_DIR}/${feature}/**`,
      from: insides(features.filter((other) => other !== feature)),
      message,
    })),
    { target: 'src/web/!(features)/**', from: insides(features), message },
  ];
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'src/web/gql/**',
      'extension/src/gql/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'check-file': checkFile },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // Fastify plugins and handlers are async by convention, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'check-file/filename-naming-convention': [
        'error',
        {
          'src/**/*.{ts,tsx}': 'KEBAB_CASE',
          'extension/**/*.ts': 'KEBAB_CASE',
          'e2e/**/*.ts': 'KEBAB_CASE',
          'bench/**/*.ts': 'KEBAB_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // Tests read JSON bodies of their own making; typing each one would add noise, not safety.
    files: ['**/*.test.ts', 'src/server/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // ---- Dependency direction (docs/ARCHITECTURE.md, "Dependency rules") ----
  // Each boundary is a rule of its own (see `boundary` above), so every one applies to every file
  // it names, whatever other boundaries also cover that file.
  { plugins: { boundaries: { rules: boundaryRules } } },
  {
    files: ['extension/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.webextensions } },
  },
  boundary('extension-uses-the-public-api', {
    files: ['extension/**/*.ts'],
    patterns: [
      {
        group: ['**/src/server/**', '**/src/web/**'],
        message:
          'The extension talks to Satchel only through its public API (docs/EXTENSION.md) and ships on its own. Share rules through src/common instead.',
      },
    ],
  }),
  boundary('common-imports-neither-side', {
    files: ['src/common/**/*.ts'],
    patterns: [
      {
        group: ['**/server/**', '**/web/**'],
        message:
          'src/common runs in the browser and on the server, so it imports neither. Move the piece both sides need into src/common.',
      },
    ],
  }),
  boundary('common-is-portable', {
    files: ['src/common/**/*.ts'],
    ignores: ['**/*.test.ts'],
    patterns: [
      {
        group: ['node:*', 'fs', 'path', 'crypto', 'react', 'react-dom', 'react/*', 'react-dom/*'],
        message:
          'src/common must run in the browser and in Node: no Node or React APIs. Keep that code in src/server or src/web and pass its result in.',
      },
    ],
  }),
  boundary('web-never-imports-server', {
    files: ['src/web/**/*.{ts,tsx}'],
    patterns: [
      {
        group: ['**/server/**'],
        message:
          'The web client never imports server code. Share types and rules through src/common, and data through the GraphQL API.',
      },
    ],
  }),
  boundary('server-never-imports-web', {
    files: ['src/server/**/*.ts'],
    patterns: [
      {
        group: ['**/web/**'],
        message: 'Server code never imports the web client. Move what both need into src/common.',
      },
    ],
  }),
  boundary('domain-knows-no-transport', {
    // Domain modules: everything in src/server but the transports and the wiring around them.
    // Tests beside domain code may drive the app through HTTP or GraphQL.
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/http/**',
      'src/server/graphql/**',
      'src/server/app.ts',
      'src/server/main.ts',
      'src/server/cli/**',
      'src/server/test/**',
      '**/*.test.ts',
    ],
    patterns: [
      {
        group: [
          'fastify',
          '@fastify/*',
          'graphql',
          'graphql-yoga',
          '@graphql-yoga/*',
          '@pothos/*',
          '**/http/**',
          '**/graphql/**',
        ],
        message:
          'Domain modules know nothing of transports. Keep HTTP and GraphQL code in src/server/http or src/server/graphql, have it call a service method, and throw a DomainError (core/errors.ts) where a status is needed.',
      },
    ],
  }),
  boundary('transports-call-services', {
    files: ['src/server/http/**/*.ts', 'src/server/graphql/**/*.ts', 'src/server/jobs/**/*.ts'],
    ignores: ['**/*.test.ts'],
    patterns: [
      {
        group: ['**/db/**', '**/*.repo', '**/*.repo.js', '**/*.repo.ts', 'pg', '@electric-sql/*'],
        message:
          'HTTP routes, GraphQL resolvers and job handlers call domain services, never the database or a repo. Add a method to the domain service and call that.',
      },
    ],
  }),
  boundary('only-repos-touch-the-database', {
    // Transports are held to the stricter transports-call-services above instead.
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/**/*.repo.ts',
      'src/server/db/**',
      'src/server/test/**',
      '**/*.test.ts',
      'src/server/app.ts',
      'src/server/main.ts',
      'src/server/runtime.ts',
      'src/server/cli/**',
      'src/server/http/**',
      'src/server/graphql/**',
      'src/server/jobs/**',
    ],
    patterns: [
      {
        group: [
          '**/db/client',
          '**/db/client.js',
          '**/db/migrate',
          '**/db/migrate.js',
          'pg',
          '@electric-sql/*',
        ],
        message:
          'Only *.repo.ts files (and db/, test/ and the wiring) touch the database. Put the SQL in a repo beside the service and call the repo from the service.',
      },
    ],
  }),
  // ---- Web features and import cycles (eslint-plugin-import-x resolves each import to a file) ----
  {
    files: ['src/web/**/*.{ts,tsx}', 'src/server/**/*.ts', 'src/common/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads only the files these name (the default is .js alone).
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.server.json', 'tsconfig.web.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // A cycle makes load order decide what is undefined at start-up; move the shared piece
      // down into a module both sides import.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      // A feature's files directly in src/web/features/<name>/ (index.ts, plus narrower entries
      // such as page.ts for a lazily loaded route or data.ts for another feature's cache updates)
      // are its public face; its subfolders are private to it.
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: featureZones() },
      ],
    },
  },
  ...featureDirection,
  ...domainBoundaries,
  // Migrations are SQL, which ESLint does not read.
  {
    files: [
      'src/**/*.{ts,tsx,js,mjs,mts}',
      'e2e/**/*.{ts,tsx,js,mjs,mts}',
      'bench/**/*.{ts,tsx,js,mjs,mts}',
      'scripts/**/*.{ts,tsx,js,mjs,mts}',
      'extension/**/*.{ts,tsx,js,mjs,mts}',
    ],
    plugins: { comments: { rules: commentCitationRules } },
    rules: { 'comments/in-repository': 'error' },
  },
);
