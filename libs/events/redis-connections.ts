import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '#config';

/**
 * Redis clients of this process. ioredis reconnects by itself with back-off; BullMQ needs
 * `maxRetriesPerRequest: null` so its blocking commands wait through a reconnect instead of failing.
 */
@Injectable()
export class RedisConnections implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  private readonly clients: Redis[] = [];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** A new connection; name says what it is for in logs. */
  create(name: string, options: RedisOptions = {}): Redis {
    const client = new Redis(this.config.REDIS_URL, {
      maxRetriesPerRequest: null,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
      connectionName: `cm-${name}`,
      ...options,
    });
    client.on('error', (error: Error) => this.logger.warn(`${name}: ${error.message}`));
    this.clients.push(client);
    return client;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.clients.map((client) => client.quit().catch(() => client.disconnect())));
  }
}
