import { Module } from '@nestjs/common';
import { CaseMessagesModule } from '#domain/case-messages';
import { EmailModule, SmsModule } from '#integrations';
import { MessagesProcessor } from './messages.processor.js';
import { SendMessageHandler } from './send-message.handler.js';

/** Consumes the messages queue (registered by the case messages area). */
@Module({
  imports: [CaseMessagesModule, EmailModule, SmsModule],
  providers: [SendMessageHandler, MessagesProcessor],
})
export class MessagesWorkerModule {}
