import { Global, Module } from '@nestjs/common';
import { ActivityTransaction } from './activity-transaction.js';
import { CaseActivityDispatcher } from './case-activity-dispatcher.js';
import { CaseActivityRecorder } from './case-activity-recorder.js';
import { LivePubSub } from './live-pub-sub.js';
import { OutboxRelay } from './outbox-relay.js';
import { QueueRegistry } from './queue-registry.js';
import { RedisConnections } from './redis-connections.js';

const providers = [
  RedisConnections,
  QueueRegistry,
  LivePubSub,
  CaseActivityRecorder,
  CaseActivityDispatcher,
  ActivityTransaction,
  OutboxRelay,
];

/** Activity outbox, pub/sub and queues, shared by the api and the worker. */
@Global()
@Module({ providers, exports: providers })
export class EventsModule {}
