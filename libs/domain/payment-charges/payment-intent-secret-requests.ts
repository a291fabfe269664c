import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { type Queue, QueueEvents } from 'bullmq';
import { illegalState } from '#access';
import { APP_CONFIG, type AppConfig } from '#config';
import { addJob, type JobResults, QueueName, RedisConnections } from '#events';
import { PaymentChargeMessages } from './payment-charge-rules.js';

/**
 * Asks the worker for the client secret of a charge's PaymentIntent and waits for its answer (the api never
 * calls Stripe), as SetupIntentRequests does for SetupIntents. Past PAYMENT_SETUP_TIME_LIMIT_MS the request
 * answers ILLEGAL_STATE and the page may try again.
 */
@Injectable()
export class PaymentIntentSecretRequests implements OnModuleDestroy {
  private readonly logger = new Logger('PaymentCharges');
  private events?: QueueEvents;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RedisConnections) private readonly connections: RedisConnections,
    @InjectQueue(QueueName.payments) private readonly queue: Queue,
  ) {}

  async clientSecretFor(organizationId: string, chargeId: string, actorUserId: string | null): Promise<string> {
    const events = await this.queueEvents();
    try {
      const job = await addJob(
        this.queue,
        'payments.payment-intent-secret',
        { organizationId, chargeId, actorUserId },
        { attempts: 1, removeOnComplete: { age: 3600 }, removeOnFail: { age: 24 * 3600 } },
      );
      const result = (await job.waitUntilFinished(
        events,
        this.config.PAYMENT_SETUP_TIME_LIMIT_MS,
      )) as JobResults['payments.payment-intent-secret'];
      if (!result?.clientSecret) throw new Error('the job returned no client secret');
      return result.clientSecret;
    } catch (error) {
      this.logger.warn(`Charge ${chargeId}: no PaymentIntent secret: ${(error as Error).message}`);
      throw illegalState(PaymentChargeMessages.NOT_READY);
    }
  }

  private async queueEvents(): Promise<QueueEvents> {
    if (!this.events) {
      this.events = new QueueEvents(QueueName.payments, {
        connection: this.connections.create('payment-charges-events'),
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
