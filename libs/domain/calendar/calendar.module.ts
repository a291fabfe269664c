import { Module } from '@nestjs/common';
import { ProviderEventsModule } from '#domain/provider-events';
import { CalendarEventsService } from './calendar-events.service.js';
import { CalendarLivePublisher } from './calendar-live-publisher.js';
import { CalendlyBookingHandler } from './calendly-booking.handler.js';

/** The organization's calendar; Calendly bookings arrive through the provider-event inbox. */
@Module({
  imports: [ProviderEventsModule],
  providers: [CalendarEventsService, CalendarLivePublisher, CalendlyBookingHandler],
  exports: [CalendarEventsService],
})
export class CalendarModule {}
