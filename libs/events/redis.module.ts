import { Global, Module } from '@nestjs/common';
import { RedisConnections } from './redis-connections.js';

/** The process's Redis clients, one registry for queues, pub/sub, rate limits and health. */
@Global()
@Module({ providers: [RedisConnections], exports: [RedisConnections] })
export class RedisModule {}
