import { Module } from '@nestjs/common';
import { CalendarModule } from '#domain/calendar';
import { CaseMessageEventsModule } from '#domain/case-messages';
import { CaseOrdersModule } from '#domain/case-orders';
import { PaymentMethodsStripeModule } from '#domain/payment-methods';
import { ProviderEventsModule } from '#domain/provider-events';
import { SmsConsentModule } from '#domain/sms-consent';
import { ProcessProviderEventHandler } from './process-provider-event.handler.js';
import { ProviderEventsRelayHandler } from './provider-events-relay.handler.js';
import { ProviderEventsRelaySchedule } from './provider-events-relay.schedule.js';
import { ProviderEventsProcessor } from './provider-events.processor.js';

/**
 * Consumes the provider-events queue. The areas whose handlers process provider events are imported here
 * (their handlers register themselves): one line per area.
 */
@Module({
  imports: [
    ProviderEventsModule,
    SmsConsentModule,
    CaseMessageEventsModule,
    CalendarModule,
    PaymentMethodsStripeModule,
    CaseOrdersModule,
  ],
  providers: [
    ProcessProviderEventHandler,
    ProviderEventsRelayHandler,
    ProviderEventsProcessor,
    ProviderEventsRelaySchedule,
  ],
})
export class ProviderEventsWorkerModule {}
