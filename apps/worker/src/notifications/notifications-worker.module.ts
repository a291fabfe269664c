import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '#events';
import { EmailModule, IdentityModule } from '#integrations';
import { NotificationsProcessor } from './notifications.processor.js';
import { PasswordResetHandler } from './password-reset.handler.js';

/** Consumes the notifications queue. */
@Module({
  imports: [IdentityModule, EmailModule, BullModule.registerQueue({ name: QueueName.notifications })],
  providers: [PasswordResetHandler, NotificationsProcessor],
})
export class NotificationsWorkerModule {}
