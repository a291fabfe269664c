import { Inject, Injectable } from '@nestjs/common';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { APP_CONFIG, type AppConfig } from '#config';
import { RedisConnections } from './redis-connections.js';

/**
 * Redis pub/sub shared by every api process, so an event published by one process reaches
 * subscribers connected to any other. Topics are prefixed so several stacks can share a Redis.
 */
@Injectable()
export class LivePubSub {
  private readonly pubSub: RedisPubSub;
  private readonly prefix: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(RedisConnections) connections: RedisConnections) {
    this.prefix = `${config.REDIS_PREFIX}:`;
    this.pubSub = new RedisPubSub({
      publisher: connections.create('publisher'),
      subscriber: connections.create('subscriber'),
    });
  }

  channel(topic: string): string {
    return this.prefix + topic;
  }

  async publish(topic: string, message: unknown): Promise<void> {
    await this.pubSub.publish(this.channel(topic), message);
  }

  asyncIterator<T>(topics: string[]): AsyncIterableIterator<T> {
    return this.pubSub.asyncIterableIterator<T>(topics.map((topic) => this.channel(topic)));
  }
}
