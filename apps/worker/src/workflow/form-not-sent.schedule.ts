import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '#config';
import { QueueName, RedisConnections } from '#events';

export const FORM_NOT_SENT_SCHEDULER = 'workflow-form-not-sent';

/**
 * The FORM_NOT_SENT sweep's job scheduler, every WORKFLOW_FORM_NOT_SENT_INTERVAL_MS, upserted again whenever
 * Redis comes back (a scheduler lives only in Redis), as the messages' sweep is.
 */
@Injectable()
export class FormNotSentSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger('Workflow');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QueueName.workflow) private readonly queue: Queue,
    @Inject(RedisConnections) private readonly connections: RedisConnections,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensure();
    this.connections.create('workflow-schedule-watch').on('ready', () => {
      this.ensure().catch((error: Error) => this.logger.warn(`FORM_NOT_SENT schedule not restored: ${error.message}`));
    });
  }

  async ensure(): Promise<void> {
    await this.queue.upsertJobScheduler(
      FORM_NOT_SENT_SCHEDULER,
      { every: this.config.WORKFLOW_FORM_NOT_SENT_INTERVAL_MS },
      { name: 'workflow.form-not-sent-sweep', data: { organizationId: null } },
    );
  }
}
