import { readFileSync } from 'node:fs';
import { type AppConfig, parseConfig } from '#config';

/** Settings every test process shares; global setup prepares exactly these resources. */
export const TEST_ENV: Record<string, string> = JSON.parse(readFileSync('test/support/test-env.json', 'utf8'));

/** A unique Redis prefix per test file, so queues and topics of parallel files never mix. */
export function uniqueRedisPrefix(): string {
  return `cm-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return parseConfig({ ...TEST_ENV, REDIS_PREFIX: uniqueRedisPrefix(), ...overrides });
}
