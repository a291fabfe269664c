import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '#events';
import { CaseConversationModule } from '#domain/case-conversation';
import { CasesModule } from '#domain/cases';
import { CommunicationTemplatesModule } from '#domain/communication-templates';
import { FormsModule } from '#domain/forms';
import { ProviderEventsModule } from '#domain/provider-events';
import { SmsConsentModule } from '#domain/sms-consent';
import { StorageModule } from '#integrations';
import { CaseMessagesService } from './case-messages.service.js';
import { CaseMessagesLogService } from './case-messages-log.js';
import { CaseReplyAddresses } from './case-reply-addresses.js';
import { DueMessages } from './due-messages.js';
import { MessageAcknowledgementService } from './message-acknowledgement.service.js';
import { MessageComposer } from './message-composer.js';
import { MessageConversationsService } from './message-conversations.service.js';
import { MessageDeliveryService } from './message-delivery.service.js';

const services = [
  CaseMessagesService,
  MessageComposer,
  MessageDeliveryService,
  DueMessages,
  MessageAcknowledgementService,
  MessageConversationsService,
  CaseReplyAddresses,
  CaseMessagesLogService,
];
const messagesQueue = BullModule.registerQueue({ name: QueueName.messages });

/** E-mail and text messages between the case team and the employee; produces to the messages queue. */
@Module({
  imports: [
    CasesModule,
    CaseConversationModule,
    CommunicationTemplatesModule,
    FormsModule,
    SmsConsentModule,
    ProviderEventsModule,
    StorageModule,
    messagesQueue,
  ],
  providers: services,
  exports: [...services, messagesQueue],
})
export class CaseMessagesModule {}
