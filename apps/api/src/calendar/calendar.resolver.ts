import { Inject } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AllowedFor, CurrentPrincipal, type Principal } from '#access';
import { CalendarEventsService, CalendarRules } from '#domain/calendar';
import { OPERATION_SUCCEEDED } from '../graphql/mutation-payload.js';
import { CalendarEvent, CalendarEventPayload } from './calendar-event.model.js';
import { toCalendarEvent } from './calendar-event.mapper.js';

/** Spec 001 "Calendar": allCalendarEvents, addCalendarEvent, updateCalendarEvent, deleteCalendarEvent. */
@Resolver(() => CalendarEvent)
export class CalendarResolver {
  constructor(@Inject(CalendarEventsService) private readonly calendar: CalendarEventsService) {}

  /** Events overlapping [from, to) (at most MAX_RANGE_DAYS; a calendar view asks for its visible range). */
  @Query(() => [CalendarEvent])
  @AllowedFor(CalendarRules.use)
  async allCalendarEvents(
    @CurrentPrincipal() principal: Principal,
    @Args('organizationId', { type: () => ID, nullable: true }) organizationId?: string | null,
    @Args('from', { type: () => Date, nullable: true }) from?: Date | null,
    @Args('to', { type: () => Date, nullable: true }) to?: Date | null,
  ): Promise<CalendarEvent[]> {
    return (await this.calendar.list(principal, organizationId, { from, to })).map(toCalendarEvent);
  }

  @Mutation(() => CalendarEventPayload)
  @AllowedFor(CalendarRules.use)
  async addCalendarEvent(
    @CurrentPrincipal() principal: Principal,
    @Args('title') title: string,
    @Args('start', { type: () => Date }) start: Date,
    @Args('end', { type: () => Date }) end: Date,
    @Args('organizationId', { type: () => ID, nullable: true }) organizationId?: string | null,
    @Args('description', { type: () => String, nullable: true }) description?: string | null,
    @Args('color', { type: () => String, nullable: true }) color?: string | null,
    @Args('topic', { type: () => String, nullable: true }) topic?: string | null,
    @Args('caseId', { type: () => ID, nullable: true }) caseId?: string | null,
    @Args('isEditable', { type: () => Boolean, nullable: true }) isEditable?: boolean | null,
  ): Promise<CalendarEventPayload> {
    const event = await this.calendar.add(principal, organizationId, {
      title,
      start,
      end,
      description,
      color,
      topic,
      caseId,
      isEditable,
    });
    return { success: true, message: OPERATION_SUCCEEDED, calendarEvent: toCalendarEvent(event) };
  }

  /** Fields left out are kept; `caseId: null` unlinks; `version` refuses a stale change. */
  @Mutation(() => CalendarEventPayload)
  @AllowedFor(CalendarRules.use)
  async updateCalendarEvent(
    @CurrentPrincipal() principal: Principal,
    @Args('calendarEventId', { type: () => ID }) calendarEventId: string,
    @Args('title', { type: () => String, nullable: true }) title?: string | null,
    @Args('start', { type: () => Date, nullable: true }) start?: Date | null,
    @Args('end', { type: () => Date, nullable: true }) end?: Date | null,
    @Args('description', { type: () => String, nullable: true }) description?: string | null,
    @Args('color', { type: () => String, nullable: true }) color?: string | null,
    @Args('topic', { type: () => String, nullable: true }) topic?: string | null,
    @Args('caseId', { type: () => ID, nullable: true }) caseId?: string | null,
    @Args('isNoShow', { type: () => Boolean, nullable: true }) isNoShow?: boolean | null,
    @Args('version', { type: () => Int, nullable: true }) version?: number | null,
  ): Promise<CalendarEventPayload> {
    const event = await this.calendar.update(principal, calendarEventId, {
      title,
      start,
      end,
      description,
      color,
      topic,
      caseId,
      isNoShow,
      version,
    });
    return { success: true, message: OPERATION_SUCCEEDED, calendarEvent: toCalendarEvent(event) };
  }

  /** Cancels the event: it leaves the calendar, and its case's timeline records it. */
  @Mutation(() => CalendarEventPayload)
  @AllowedFor(CalendarRules.use)
  async deleteCalendarEvent(
    @CurrentPrincipal() principal: Principal,
    @Args('calendarEventId', { type: () => ID }) calendarEventId: string,
    @Args('version', { type: () => Int, nullable: true }) version?: number | null,
  ): Promise<CalendarEventPayload> {
    await this.calendar.delete(principal, calendarEventId, version);
    return { success: true, message: OPERATION_SUCCEEDED, calendarEvent: null };
  }
}
