import { Module } from '@nestjs/common';
import { CalendarModule } from '#domain/calendar';
import { CalendarLiveResolver } from './calendar-live.resolver.js';
import { CalendarResolver } from './calendar.resolver.js';

/** The calendar over GraphQL. */
@Module({ imports: [CalendarModule], providers: [CalendarResolver, CalendarLiveResolver] })
export class CalendarApiModule {}
