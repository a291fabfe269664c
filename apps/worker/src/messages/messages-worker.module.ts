import { Module } from '@nestjs/common';
import { CaseMessagesModule } from '#domain/case-messages';
import { EmailModule, SmsModule } from '#integrations';
import { DrainMessagesHandler } from './drain-messages.handler.js';
import { DrainSchedule } from './drain.schedule.js';
import { MessageDrain } from './message-drain.js';
import { MessagesProcessor } from './messages.processor.js';

/** Consumes the messages queue (registered by the case messages area): sends the outbound case messages. */
@Module({
  imports: [CaseMessagesModule, EmailModule, SmsModule],
  providers: [MessageDrain, DrainMessagesHandler, DrainSchedule, MessagesProcessor],
})
export class MessagesWorkerModule {}
