import { Module } from '@nestjs/common';
import { CaseMessagesModule } from '#domain/case-messages';
import { EmailModule, SmsModule } from '#integrations';
import { MessagesProcessor } from './messages.processor.js';
import { RequeuePendingHandler } from './requeue-pending.handler.js';
import { RequeuePendingSchedule } from './requeue-pending.schedule.js';
import { SendMessageHandler } from './send-message.handler.js';

/** Consumes the messages queue (registered by the case messages area). */
@Module({
  imports: [CaseMessagesModule, EmailModule, SmsModule],
  providers: [SendMessageHandler, RequeuePendingHandler, RequeuePendingSchedule, MessagesProcessor],
})
export class MessagesWorkerModule {}
