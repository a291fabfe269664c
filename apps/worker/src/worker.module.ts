import { type DynamicModule, Module } from '@nestjs/common';
import { type AppConfig, ConfigModule } from '#config';
import { DatabaseModule } from '#database/runtime';
import { EventsModule } from '#events';
import { EmailSender, IdentityService } from '#integrations';
import { JOB_HANDLERS } from './job-handler.js';
import { OutboxRelayProcessor } from './outbox/outbox-relay.processor.js';
import { QueueWorkers } from './queue-workers.js';
import { PasswordResetProcessor } from './users/password-reset.processor.js';
import { ActivityRecordedProcessor } from './workflow/activity-recorded.processor.js';

const processors = [ActivityRecordedProcessor, PasswordResetProcessor, OutboxRelayProcessor];

/** BullMQ processors and schedulers; no HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule, EventsModule],
      providers: [
        IdentityService,
        EmailSender,
        ...processors,
        { provide: JOB_HANDLERS, inject: processors, useFactory: (...handlers: unknown[]) => handlers },
        QueueWorkers,
      ],
    };
  }
}
