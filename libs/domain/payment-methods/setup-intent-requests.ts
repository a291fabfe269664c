import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { type Queue, QueueEvents } from 'bullmq';
import { illegalState } from '#access';
import { APP_CONFIG, type AppConfig } from '#config';
import { addJob, QueueName, RedisConnections } from '#events';
import { PaymentSetupMessages } from './payment-rules.js';

/** What the worker's create-setup-intent job returns. */
export interface SetupIntentResult {
  clientSecret: string;
}

/**
 * Asks the worker for a token's SetupIntent and waits for its answer (the api never calls Stripe). The job
 * is tried once with a job id of its own per request: the worker keys the SetupIntent by the token, so a
 * second request for the same token finds the first one's instead of making another. Past
 * PAYMENT_SETUP_TIME_LIMIT_MS the request answers ILLEGAL_STATE and the caller may try again.
 */
@Injectable()
export class SetupIntentRequests implements OnModuleDestroy {
  private readonly logger = new Logger('PaymentSetup');
  private events?: QueueEvents;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RedisConnections) private readonly connections: RedisConnections,
    @InjectQueue(QueueName.payments) private readonly queue: Queue,
  ) {}

  async clientSecretFor(organizationId: string, tokenId: string, actorUserId: string | null): Promise<string> {
    const events = await this.queueEvents();
    try {
      const job = await addJob(
        this.queue,
        'payments.create-setup-intent',
        { organizationId, tokenId, actorUserId },
        { attempts: 1, removeOnComplete: { age: 3600 }, removeOnFail: { age: 24 * 3600 } },
      );
      const result = (await job.waitUntilFinished(
        events,
        this.config.PAYMENT_SETUP_TIME_LIMIT_MS,
      )) as SetupIntentResult;
      if (!result?.clientSecret) throw new Error('the job returned no client secret');
      return result.clientSecret;
    } catch (error) {
      this.logger.warn(`Payment setup ${tokenId}: no SetupIntent: ${(error as Error).message}`);
      throw illegalState(PaymentSetupMessages.NOT_READY);
    }
  }

  /** One QueueEvents listener per process, opened on first use (most api requests never need it). */
  private async queueEvents(): Promise<QueueEvents> {
    if (!this.events) {
      this.events = new QueueEvents(QueueName.payments, {
        connection: this.connections.create('payments-events'),
        prefix: this.config.REDIS_PREFIX,
      });
    }
    await this.events.waitUntilReady();
    return this.events;
  }

  async onModuleDestroy(): Promise<void> {
    await this.events?.close();
  }
}
