import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the web app from the api's committed schema (`npm run codegen`). */
const config: CodegenConfig = {
  schema: 'apps/api/schema.gql',
  documents: ['apps/web/src/**/*.{ts,tsx}', '!apps/web/src/generated/**', '!apps/web/src/**/*.test.{ts,tsx}', '!apps/web/src/**/test-*.{ts,tsx}'],
  ignoreNoDocuments: true,
  generates: {
    'apps/web/src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { enumsAsTypes: true, useTypeImports: true, scalars: { DateTime: 'string', JSONObject: 'Record<string, unknown>' } },
    },
  },
};

export default config;
