import { Module } from '@nestjs/common';
import { CaseMessagesModule, MessageDeliveryService } from '#domain/case-messages';
import { EmailModule, SmsModule } from '#integrations';
import { DeliveryBatches } from './delivery-batches.js';
import { MESSAGES_CONCURRENCY } from './messages-concurrency.js';
import { MessagesProcessor } from './messages.processor.js';
import { RequeuePendingHandler } from './requeue-pending.handler.js';
import { RequeuePendingSchedule } from './requeue-pending.schedule.js';
import { SendMessageHandler } from './send-message.handler.js';

/** Consumes the messages queue (registered by the case messages area). */
@Module({
  imports: [CaseMessagesModule, EmailModule, SmsModule],
  providers: [
    {
      provide: DeliveryBatches,
      // A batch holds at most one load or settle of each send running at once.
      useFactory: (delivery: MessageDeliveryService) => new DeliveryBatches(delivery, MESSAGES_CONCURRENCY),
      inject: [MessageDeliveryService],
    },
    SendMessageHandler,
    RequeuePendingHandler,
    RequeuePendingSchedule,
    MessagesProcessor,
  ],
})
export class MessagesWorkerModule {}
