import { Module } from '@nestjs/common';
import { CaseOrdersModule } from '#domain/case-orders';
import { OrdersProcessor } from './orders.processor.js';
import { RequeueUnsentHandler } from './requeue-unsent.handler.js';
import { RequeueUnsentSchedule } from './requeue-unsent.schedule.js';
import { SendOrderHandler } from './send-order.handler.js';

/** Consumes the orders queue (registered by the case-orders area). */
@Module({
  imports: [CaseOrdersModule],
  providers: [SendOrderHandler, RequeueUnsentHandler, RequeueUnsentSchedule, OrdersProcessor],
})
export class OrdersWorkerModule {}
