import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '#events';
import { CaseConversationModule } from '#domain/case-conversation';
import { CasesModule } from '#domain/cases';
import { CaseMessagesService } from './case-messages.service.js';
import { MessageDeliveryService } from './message-delivery.service.js';
import { SmsOptOutsService } from './sms-opt-outs.service.js';

const services = [CaseMessagesService, MessageDeliveryService, SmsOptOutsService];
const messagesQueue = BullModule.registerQueue({ name: QueueName.messages });

/** E-mail and text messages between the case team and the employee; produces to the messages queue. */
@Module({
  imports: [CasesModule, CaseConversationModule, messagesQueue],
  providers: services,
  exports: [...services, messagesQueue],
})
export class CaseMessagesModule {}
