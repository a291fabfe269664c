import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { Public } from '#access';
import { EvictionPolicyWatch, RedisConnections } from '#events';

type Check = 'up' | 'down';

/** Liveness for load balancers and orchestration: PostgreSQL and Redis both answer, and Redis keeps every key. */
@Controller('health')
@Public()
export class HealthController {
  private readonly redis: Redis;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(RedisConnections) connections: RedisConnections,
    @Inject(EvictionPolicyWatch) private readonly evictionPolicy: EvictionPolicyWatch,
  ) {
    // One retry, then an error: while Redis is down the probe fails instead of waiting for it.
    this.redis = connections.create('health', { maxRetriesPerRequest: 1 });
  }

  @Get()
  async health(@Res() response: Response): Promise<void> {
    const [postgres, redis] = await Promise.all([
      this.check(() => this.dataSource.query('SELECT 1')),
      this.check(() => this.redis.ping()),
    ]);
    // A Redis that came back evicting keys would lose queued jobs: not healthy, though it answers.
    const redisPolicy = this.evictionPolicy.problem === null ? 'noeviction' : 'evicts';
    const ok = postgres === 'up' && redis === 'up' && redisPolicy === 'noeviction';
    response
      .status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE)
      .json({ status: ok ? 'ok' : 'error', postgres, redis, redisPolicy });
  }

  private async check(probe: () => Promise<unknown>): Promise<Check> {
    try {
      await withTimeout(probe(), 2000);
      return 'up';
    } catch {
      return 'down';
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}
