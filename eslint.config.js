// ESLint: type-aware TypeScript rules plus the dependency direction of docs/ARCHITECTURE.md.
// Each boundary rule carries a message that says what to do instead.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  {
    ignores: ['dist/**', 'data/**', 'node_modules/**', 'src/web/gql/**', 'test-results/**'],
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
  // ---- Dependency direction (docs/ARCHITECTURE.md) ----
  {
    files: ['src/common/**/*.ts'],
    rules: restrict([
      {
        group: ['**/server/**', '**/web/**'],
        message:
          'src/common runs in the browser and on the server: it must not import either side. Move the shared piece into src/common.',
      },
      {
        group: ['node:*', 'fs', 'path', 'crypto', 'react', 'react-dom'],
        message: 'src/common must stay free of Node and DOM/React APIs so both sides can use it.',
      },
    ]),
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: ['**/server/**'],
        message:
          'The web client never imports server code. Share types and rules through src/common, and data through the GraphQL API.',
      },
    ]),
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/http/**',
      'src/server/graphql/**',
      'src/server/app.ts',
      'src/server/main.ts',
      'src/server/test/**',
      'src/server/cli/**',
    ],
    rules: restrict([
      {
        group: [
          'fastify',
          '@fastify/*',
          'graphql',
          'graphql-yoga',
          '@pothos/*',
          '**/http/**',
          '**/graphql/**',
        ],
        message:
          'Domain modules know nothing of transports. Keep HTTP/GraphQL concerns in src/server/http or src/server/graphql and call the domain service from there.',
      },
    ]),
  },
  {
    files: ['src/server/http/**/*.ts', 'src/server/graphql/**/*.ts', 'src/server/jobs/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict([
      {
        group: ['**/db/**', '**/*.repo', '**/*.repo.js', '**/*.repo.ts'],
        message:
          'Transports and job runners call domain services, never the database or a repo. Add a service method instead.',
      },
      {
        group: ['**/web/**'],
        message: 'Server code never imports the web client.',
      },
    ]),
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/**/*.repo.ts',
      'src/server/db/**',
      'src/server/test/**',
      'src/server/app.ts',
      'src/server/main.ts',
      'src/server/runtime.ts',
      'src/server/cli/**',
      'src/server/jobs/pg-queue.ts',
      'src/server/http/**',
      'src/server/graphql/**',
      'src/server/jobs/**',
    ],
    rules: restrict([
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
          'Only *.repo.ts files (and db/, test/, wiring) touch the database. Put the SQL in a repo and call it from the service.',
      },
      {
        group: ['**/web/**'],
        message: 'Server code never imports the web client.',
      },
    ]),
  },
);
