// Where the benchmarks run: a database, Redis prefix, Auth emulator and ports of their own, so a benchmark
// never touches the development or test data and can run beside either.
// BENCH_DATABASE_URL, BENCH_API_PORT and BENCH_REDIS_PREFIX let two benchmarks run side by side. The ports
// (api 4800, Auth emulator 9599 with hub 4899 and logging 4999) are clear of npm start's and the tests'.
const apiPort = process.env.BENCH_API_PORT ?? '4800';

export const BENCH_ENV = {
  // Not 'production': that refuses the Auth emulator the benchmark signs in on.
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/case_management_bench',
  DATABASE_POOL_SIZE: '20',
  REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_PREFIX: process.env.BENCH_REDIS_PREFIX ?? 'bench',
  FIREBASE_PROJECT_ID: 'demo-case-management-bench',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9599',
  API_PORT: apiPort,
  API_PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
  WEB_PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
  SIGNING_SECRET: 'benchmark-signing-secret-0123456789abcdef',
  // Benchmarks drive the api far harder than a person would; the public limit must not shape the figures.
  RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000',
  GRAPHQL_INTROSPECTION: 'false',
} as const;

export const BENCH_API_URL = `http://127.0.0.1:${BENCH_ENV.API_PORT}/graphql`;
export const BENCH_WS_URL = `ws://127.0.0.1:${BENCH_ENV.API_PORT}/graphql`;
/** Port of the SQL statement counter loaded into the api process (see sql-counter.ts). */
export const SQL_COUNTER_PORT = Number(apiPort) + 1;
/** Every benchmark user shares this password on the bench emulator. */
export const BENCH_PASSWORD = 'Bench-pass-2026';
