/** Jest runs TypeScript as native ESM (ts-jest, transpile only); aliases mirror package.json "imports". */
const base = {
  extensionsToTreatAsEsm: ['.ts'],
  testEnvironment: 'node',
  moduleNameMapper: {
    '^#(access|config|database|events|integrations)$': '<rootDir>/libs/$1/index.ts',
    '^#database/runtime$': '<rootDir>/libs/database/runtime.ts',
    '^#entities$': '<rootDir>/libs/domain/entities.generated.ts',
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
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/{apps,libs,scripts}/**/*.spec.ts'] },
    {
      ...base,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.mjs',
      globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
    },
    {
      // Each domain area's rules through its services against the real PostgreSQL, without HTTP;
      // the same fresh, migrated and seeded test database as the integration suite.
      ...base,
      displayName: 'service',
      testMatch: ['<rootDir>/test/service/**/*.service-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.mjs',
      globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
    },
    {
      // Real api and worker processes with a Redis and a database of their own, killed and restarted:
      // what the delivery guarantees (README) promise when processes crash and Redis goes away.
      ...base,
      displayName: 'chaos',
      testMatch: ['<rootDir>/test/chaos/**/*.chaos.ts'],
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
