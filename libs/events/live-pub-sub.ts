import { Inject, Injectable, Logger } from '@nestjs/common';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '#config';
import { RedisConnections } from './redis-connections.js';
import { replayThenLive } from './replay-then-live.js';

/**
 * Redis pub/sub shared by every api process, so an event published by one process reaches
 * subscribers connected to any other. Topics are prefixed so several stacks can share a Redis.
 */
@Injectable()
export class LivePubSub {
  private readonly logger = new Logger('LivePubSub');
  private readonly pubSub: RedisPubSub;
  private readonly prefix: string;
  private readonly publisher: Redis;
  private readonly resubscribedListeners = new Set<() => void>();

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(RedisConnections) connections: RedisConnections) {
    this.prefix = `${config.REDIS_PREFIX}:`;
    const subscriber = connections.create('subscriber');
    this.publisher = connections.create('publisher');
    this.pubSub = new RedisPubSub({ publisher: this.publisher, subscriber });
    this.watchReconnections(subscriber);
  }

  /**
   * While the subscriber connection is down, messages published (by the relay, or by a publisher that
   * reconnected first) never arrive here. Once it is back with its channels subscribed again, the
   * subscriptions that can replay read what they missed (see replayThenLive).
   */
  private watchReconnections(subscriber: Redis): void {
    let connectedBefore = false;
    subscriber.on('ready', () => {
      if (!connectedBefore) return void (connectedBefore = true);
      // ioredis emits 'ready' before it sends SUBSCRIBE again; a PING sent on the next turn is answered
      // after those, so the channels are subscribed once it answers.
      setImmediate(() =>
        subscriber.ping().then(
          () => this.resubscribedListeners.forEach((listener) => listener()),
          (error: Error) => this.logger.warn(`subscriptions not caught up after reconnecting: ${error.message}`),
        ),
      );
    });
  }

  channel(topic: string): string {
    return this.prefix + topic;
  }

  /** False while the publishing connection is down or reconnecting: a publish now would only queue. */
  get canPublish(): boolean {
    return this.publisher.status === 'ready';
  }

  async publish(topic: string, message: unknown): Promise<void> {
    await this.pubSub.publish(this.channel(topic), message);
  }

  /**
   * One message to several topics in one write (a pipeline), published in the order given, as `publish`
   * encodes it. Rejects if any of them failed.
   */
  async publishToAll(topics: readonly string[], message: unknown): Promise<void> {
    const encoded = JSON.stringify(message);
    const pipeline = this.publisher.pipeline();
    for (const topic of topics) pipeline.publish(this.channel(topic), encoded);
    const results = (await pipeline.exec()) ?? [];
    const failure = results.find(([error]) => error)?.[0];
    if (failure) throw failure;
  }

  asyncIterator<T>(topics: string[]): AsyncIterableIterator<T> {
    return this.pubSub.asyncIterableIterator<T>(topics.map((topic) => this.channel(topic)));
  }

  /** Live messages of the topics, after what `replay` reads once they are subscribed (see replayThenLive). */
  replayThenLive<T extends { id: string }>(
    topics: string[],
    replay: () => Promise<T[]>,
  ): Promise<AsyncIterableIterator<T>> {
    return replayThenLive(
      this.pubSub,
      topics.map((topic) => this.channel(topic)),
      replay,
      (listener) => (this.resubscribedListeners.add(listener), () => void this.resubscribedListeners.delete(listener)),
    );
  }
}
