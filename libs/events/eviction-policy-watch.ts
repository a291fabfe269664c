import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { assertNoEviction } from './redis-eviction-policy.js';
import { RedisConnections } from './redis-connections.js';

/**
 * Checks Redis's eviction policy again each time the connection comes back: a Redis restarted (or failed
 * over) with another configuration would silently drop queued jobs. The process keeps running, since
 * refusing would stop live updates too, but says so loudly and reports it through `problem` (the api's
 * health check answers 503 while it is set).
 */
@Injectable()
export class EvictionPolicyWatch implements OnApplicationBootstrap {
  private readonly logger = new Logger('Redis');
  private connection: Redis | undefined;
  problem: string | null = null;

  constructor(@Inject(RedisConnections) private readonly connections: RedisConnections) {}

  onApplicationBootstrap(): void {
    this.connection = this.connections.create('policy-watch', { maxRetriesPerRequest: 1 });
    this.connection.on('ready', () => void this.check());
  }

  async check(): Promise<void> {
    if (!this.connection) return;
    try {
      await assertNoEviction(this.connection);
      if (this.problem) this.logger.log('Redis eviction policy is noeviction again');
      this.problem = null;
    } catch (error) {
      this.problem = (error as Error).message;
      this.logger.error(this.problem);
    }
  }
}
