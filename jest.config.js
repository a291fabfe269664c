/** Jest runs TypeScript as native ESM (ts-jest, transpile only); aliases mirror package.json "imports". */
const base = {
  extensionsToTreatAsEsm: ['.ts'],
  testEnvironment: 'node',
  moduleNameMapper: {
    '^#(access|config|database|events|integrations)$': '<rootDir>/libs/$1/index.ts',
    '^#database/runtime$': '<rootDir>/libs/database/runtime.ts',
    '^#domain/(.*)$': '<rootDir>/libs/domain/$1/index.ts',
    '^#test/(.*)$': '<rootDir>/test/support/$1.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.jest.json' }],
  },
};
export default {
  // Per-project testTimeout is not honoured by Jest: one generous limit for all (browser tests need it).
  testTimeout: 60000,
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/{apps,libs}/**/*.spec.ts'] },
    {
      ...base,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.mjs',
      globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
    },
    {
      ...base,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e.ts'],
      globalSetup: '<rootDir>/test/e2e/support/global-setup.mjs',
      globalTeardown: '<rootDir>/test/e2e/support/global-teardown.mjs',
    },
  ],
};
