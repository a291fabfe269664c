import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { ActivityTransaction } from './activity-transaction.js';
import { CaseActivityDispatcher } from './case-activity-dispatcher.js';
import { CaseActivityRecorder } from './case-activity-recorder.js';
import { EvictionPolicyWatch } from './eviction-policy-watch.js';
import { QueueName } from './jobs.js';
import { LivePubSub } from './live-pub-sub.js';
import { OutboxRelay } from './outbox-relay.js';
import { queuesRoot } from './queues-root.js';
import { RedisModule } from './redis.module.js';

const providers = [
  LivePubSub,
  CaseActivityRecorder,
  CaseActivityDispatcher,
  ActivityTransaction,
  OutboxRelay,
  EvictionPolicyWatch,
];

/** The queues the activity outbox produces to: workflow jobs, and the relay's own recurring job. */
const activityQueues = BullModule.registerQueue({ name: QueueName.workflow }, { name: QueueName.outbox });

/**
 * The event backbone shared by the api and the worker: Redis, the BullMQ root settings, the activity
 * outbox with its queues, and pub/sub for live events. Imported once, by the application's root module.
 */
@Global()
@Module({
  imports: [RedisModule, queuesRoot, activityQueues],
  providers,
  exports: [...providers, RedisModule, activityQueues],
})
export class EventsModule {}
