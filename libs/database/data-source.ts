import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '#config';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';
import { migrations } from './migrations/index.js';

type DatabaseSettings = Pick<AppConfig, 'DATABASE_URL' | 'DATABASE_POOL_SIZE'>;

/**
 * `entities`: the mapped tables, handed in by the caller (the generated list of libs/domain); running
 * migrations needs none, since migrations are plain SQL.
 */
export function dataSourceOptions(config: DatabaseSettings, entities: Function[] = []): DataSourceOptions {
  return {
    type: 'postgres',
    // gen_random_uuid() is built into PostgreSQL 13+: no extension to install.
    uuidExtension: 'pgcrypto',
    url: config.DATABASE_URL,
    entities,
    migrations,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    // Keeps a bounded pool; pg reconnects lost connections on the next checkout by itself.
    extra: { max: config.DATABASE_POOL_SIZE, connectionTimeoutMillis: 5000 },
  };
}

export function createDataSource(config: DatabaseSettings, entities: Function[] = []): DataSource {
  return new DataSource(dataSourceOptions(config, entities));
}
