import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppError, ErrorCode } from '#access';
import { APP_CONFIG, type AppConfig } from '#config';
import { RedisConnections } from '#events';

/**
 * One-minute windows in Redis, shared by every api process, each starting at a client's first request
 * (not at the clock's minute, where a burst across the boundary would get twice the budget). Used on
 * public and sign-in related operations, keyed by operation and client address.
 */
@Injectable()
export class RateLimiter {
  private readonly redis: Redis;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RedisConnections) connections: RedisConnections,
  ) {
    this.redis = connections.create('rate-limit');
  }

  async consume(
    operation: string,
    clientKey: string,
    perMinute = this.config.RATE_LIMIT_PUBLIC_PER_MINUTE,
  ): Promise<void> {
    const key = `${this.config.REDIS_PREFIX}:rate:${operation}:${clientKey}`;
    const [, [, count]] = (await this.redis.multi().set(key, 0, 'EX', 60, 'NX').incr(key).exec()) as [
      unknown,
      [null, number],
    ];
    if (count > perMinute) {
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS, 'Too many requests, please try again in a minute');
    }
  }
}
