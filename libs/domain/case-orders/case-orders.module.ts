import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '#events';
import { CasesModule } from '#domain/cases';
import { ProviderEventsModule } from '#domain/provider-events';
import { CaseOrdersService } from './case-orders.service.js';
import { OrderSendQueue } from './order-send-queue.js';
import { OrderSender } from './order-sender.js';
import { PHARMACY_ADAPTER } from './pharmacy-adapter.js';
import { PharmacyStatusHandler } from './pharmacy-status.handler.js';
import { SignedJsonPharmacyAdapter } from './signed-json-pharmacy-adapter.js';

const ordersQueue = BullModule.registerQueue({ name: QueueName.orders });

/**
 * Orders of a case to a pharmacy: the api places and moves them (producing to the orders queue), the worker
 * sends them through the pharmacy adapter and applies the pharmacy's status webhooks.
 */
@Module({
  imports: [CasesModule, ProviderEventsModule, ordersQueue],
  providers: [
    CaseOrdersService,
    OrderSendQueue,
    OrderSender,
    PharmacyStatusHandler,
    { provide: PHARMACY_ADAPTER, useClass: SignedJsonPharmacyAdapter },
  ],
  exports: [CaseOrdersService, OrderSender, ordersQueue],
})
export class CaseOrdersModule {}
