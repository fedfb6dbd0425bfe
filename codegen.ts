import type { CodegenConfig } from '@graphql-codegen/cli';

/** The generated types' shape, the same for the web app and the extension. */
const clientConfig = {
  documentMode: 'string',
  useTypeImports: true,
  enumsAsTypes: true,
  avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
  defaultScalarType: 'unknown',
  scalars: { ID: 'string' },
};

/**
 * Client types, from the committed schema printed by the server (`npm run gen`): for the web app,
 * every `graphql(...)` document under src/web; for the browser extension, every template literal
 * under extension/src marked with the GraphQL comment (it imports only the types: it sends its own
 * strings and bundles none of the generated code).
 */
const config: CodegenConfig = {
  schema: './schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'src/web/gql/': {
      documents: ['src/web/**/*.{ts,tsx}', '!src/web/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: clientConfig,
    },
    'extension/src/gql/': {
      documents: ['extension/src/**/*.ts', '!extension/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: clientConfig,
    },
  },
};

export default config;
