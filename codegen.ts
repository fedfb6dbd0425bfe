import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Client types for the web app: reads the committed schema printed by the server
 * (`npm run gen`) and every `graphql(...)` document under src/web.
 */
const config: CodegenConfig = {
  schema: './schema.graphql',
  documents: ['src/web/**/*.{ts,tsx}', '!src/web/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'src/web/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
        defaultScalarType: 'unknown',
        scalars: { ID: 'string' },
      },
    },
  },
};

export default config;
