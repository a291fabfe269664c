import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '#config';
import { addJob, QueueName, RedisConnections } from '#events';

/** One drain runs at a time across workers, and one more waits behind it, whatever the wake-ups. */
export const MESSAGES_DRAIN_JOB = { deduplication: { id: 'messages-drain', keepLastIfActive: true } } as const;

/**
 * The ids of outbound messages due for an attempt, kept in a Redis set under the stack's key prefix beside
 * the messages queue: the sender takes them in batches and claims their rows. The rows stay the
 * truth (pending, attempts, next attempt); an id lost with Redis, or taken by a worker that died before its
 * claim, is added again by the drain's scheduled run once its message has waited too long.
 */
@Injectable()
export class DueMessages {
  private readonly redis: Redis;
  private readonly key: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(RedisConnections) connections: RedisConnections,
    @InjectQueue(QueueName.messages) private readonly queue: Queue,
  ) {
    this.redis = connections.create('due-messages');
    this.key = `${config.REDIS_PREFIX}:${QueueName.messages}:due-ids`;
  }

  /**
   * Marks committed messages due and wakes the sender (MESSAGES_DRAIN_JOB). While a drain runs, one more is
   * kept waiting (keepLastIfActive), so ids added after the running drain's last take are still taken at once.
   */
  async add(messageIds: readonly string[]): Promise<void> {
    if (messageIds.length === 0) return;
    await this.redis.sadd(this.key, ...messageIds);
    await addJob(this.queue, 'messages.drain', { organizationId: null }, MESSAGES_DRAIN_JOB);
  }

  /** Takes up to `limit` due ids out of the set (none left: empty). */
  async take(limit: number): Promise<string[]> {
    return this.redis.spop(this.key, limit);
  }
}
