import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { illegalState, isUuid, notFound, type Principal, restricted, forbidden } from '#access';
import { type ActivityPayload, ActivityTransaction, CaseActivityType, type RecordActivity } from '#events';
import { parseInput } from '#domain/shared';
import { CalendarEventEntity } from './calendar-event.entity.js';
import {
  type AddCalendarEventInput,
  addCalendarEventSchema,
  boundedRange,
  calendarRangeSchema,
  type UpdateCalendarEventInput,
  updateCalendarEventSchema,
} from './calendar-event-input.js';
import { CalendarEventChangeKind } from './calendar-live.js';
import { CalendarLivePublisher } from './calendar-live-publisher.js';
import { CalendarMessages, CalendarRules } from './calendar-rules.js';
import { requireLinkableCase, visibleCaseIds } from './calendar-case-links.js';

/** An event as a caller reads it: `caseId` is null unless the caller may see that case. */
export type VisibleCalendarEvent = CalendarEventEntity;

/** The activity payload of an event: ids and times only (a title may name a condition). */
const activityPayload = (event: CalendarEventEntity, extra: ActivityPayload = {}): ActivityPayload => ({
  calendarEventId: event.id,
  start: event.startAt.toISOString(),
  end: event.endAt.toISOString(),
  ...extra,
});

/**
 * The organization's calendar (spec 000 "Calendar: events per organization with create, edit, delete").
 * Decisions:
 * - staff of the organization (all roles except User) see all its events; an event's case link is shown
 *   only to who may see the case, and only they may change an event linked to a case (its timeline records it);
 * - deleting cancels: the row stays with canceledAt (a visit's timeline and a scheduling service's later
 *   deliveries still find it) and lists leave it out;
 * - a change may name the version the client saw: an older one is refused (ILLEGAL_STATE), so two people
 *   moving one event never silently undo each other; without a version the last write wins.
 */
@Injectable()
export class CalendarEventsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ActivityTransaction) private readonly activityTransaction: ActivityTransaction,
    @Inject(CalendarLivePublisher) private readonly live: CalendarLivePublisher,
  ) {}

  /** Events not canceled that overlap the range, by start. */
  async list(
    principal: Principal,
    organizationId: string | null | undefined,
    range: { from?: Date | null; to?: Date | null },
  ): Promise<VisibleCalendarEvent[]> {
    const scoped = this.scopedTo(principal, organizationId ?? principal.requireOrganizationId());
    const parsed = parseInput(calendarRangeSchema, range);
    const { from, to } = boundedRange(parsed, new Date());
    const organization = scoped.requireOrganizationId();
    const events = await this.dataSource
      .getRepository(CalendarEventEntity)
      .createQueryBuilder('e')
      .where('e.organization_id = :organization', { organization })
      .andWhere('e.canceled_at IS NULL')
      .andWhere('e.start_at < :to AND e.end_at > :from', { from, to })
      .orderBy('e.start_at', 'ASC')
      .addOrderBy('e.id', 'ASC')
      .limit(2000)
      .getMany();
    return this.withVisibleCaseLinks(this.dataSource.manager, scoped, events);
  }

  async add(principal: Principal, organizationId: string | null | undefined, input: AddCalendarEventInput) {
    const parsed = parseInput(addCalendarEventSchema, input);
    const scoped = this.scopedTo(principal, organizationId ?? principal.requireOrganizationId());
    const organization = scoped.requireOrganizationId();
    const saved = await this.activityTransaction.run(async (manager, record) => {
      const caseId = parsed.caseId ? await requireLinkableCase(manager, scoped, organization, parsed.caseId) : null;
      const event = await manager.save(
        manager.create(CalendarEventEntity, {
          organizationId: organization,
          caseId,
          title: parsed.title,
          description: parsed.description || null,
          startAt: parsed.start,
          endAt: parsed.end,
          color: parsed.color ?? null,
          topic: parsed.topic || null,
          isEditable: parsed.isEditable ?? true,
          createdById: principal.userId,
        }),
      );
      await this.recordOnCase(record, event, principal.userId, CaseActivityType.CALENDAR_EVENT_CREATED);
      return event;
    });
    await this.live.changed(saved, CalendarEventChangeKind.CREATED);
    return saved;
  }

  async update(principal: Principal, calendarEventId: string, input: UpdateCalendarEventInput) {
    const parsed = parseInput(updateCalendarEventSchema, input);
    const saved = await this.activityTransaction.run(async (manager, record) => {
      const { event, scoped } = await this.loadForChange(manager, principal, calendarEventId, parsed.version);
      // A scheduling service's visit moves there; here staff only mark a no-show or link its case.
      const changesBooking = (['title', 'start', 'end', 'description', 'color', 'topic'] as const).some(
        (field) => parsed[field] != null,
      );
      if (!event.isEditable && changesBooking) throw illegalState(CalendarMessages.NOT_EDITABLE);
      const start = parsed.start ?? event.startAt;
      const end = parsed.end ?? event.endAt;
      if (end.getTime() <= start.getTime()) parseInput(updateCalendarEventSchema, { start, end });
      const moved = start.getTime() !== event.startAt.getTime() || end.getTime() !== event.endAt.getTime();
      const noShowChange = parsed.isNoShow != null && parsed.isNoShow !== event.isNoShow ? parsed.isNoShow : null;
      const linked = parsed.caseId !== undefined && parsed.caseId !== event.caseId;
      if (linked) {
        event.caseId = parsed.caseId
          ? await requireLinkableCase(manager, scoped, event.organizationId, parsed.caseId)
          : null;
      }
      Object.assign(event, {
        title: parsed.title ?? event.title,
        description: parsed.description === undefined ? event.description : parsed.description || null,
        color: parsed.color === undefined ? event.color : parsed.color,
        topic: parsed.topic === undefined ? event.topic : parsed.topic || null,
        startAt: start,
        endAt: end,
        isNoShow: noShowChange ?? event.isNoShow,
        version: event.version + 1,
      } satisfies Partial<CalendarEventEntity>);
      const updated = await manager.save(event);
      // A visit newly on a case is, for that case, one just scheduled.
      if (linked) await this.recordOnCase(record, updated, principal.userId, CaseActivityType.CALENDAR_EVENT_CREATED);
      else if (moved)
        await this.recordOnCase(record, updated, principal.userId, CaseActivityType.CALENDAR_EVENT_RESCHEDULED);
      if (noShowChange !== null)
        await this.recordOnCase(
          record,
          updated,
          principal.userId,
          noShowChange ? CaseActivityType.CALENDAR_EVENT_NO_SHOW : CaseActivityType.CALENDAR_EVENT_NO_SHOW_REMOVED,
        );
      return { updated, scoped };
    });
    await this.live.changed(saved.updated, CalendarEventChangeKind.UPDATED);
    const [visible] = await this.withVisibleCaseLinks(this.dataSource.manager, saved.scoped, [saved.updated]);
    return visible;
  }

  /** Cancels the event (its row stays, see above); a scheduling service's events are canceled there. */
  async delete(principal: Principal, calendarEventId: string, version?: number | null) {
    const parsedVersion = parseInput(updateCalendarEventSchema, { version }).version;
    const canceled = await this.activityTransaction.run(async (manager, record) => {
      const { event } = await this.loadForChange(manager, principal, calendarEventId, parsedVersion);
      if (!event.isEditable) throw illegalState(CalendarMessages.NOT_EDITABLE);
      event.canceledAt = new Date();
      event.version += 1;
      const saved = await manager.save(event);
      await this.recordOnCase(record, saved, principal.userId, CaseActivityType.CALENDAR_EVENT_CANCELED);
      return saved;
    });
    await this.live.changed(canceled, CalendarEventChangeKind.DELETED);
    return canceled;
  }

  /** Case links the caller may not follow are hidden (see the class comment). */
  async withVisibleCaseLinks(
    manager: EntityManager,
    scoped: Principal,
    events: CalendarEventEntity[],
  ): Promise<VisibleCalendarEvent[]> {
    const organization = scoped.requireOrganizationId();
    const visible = await visibleCaseIds(
      manager,
      scoped,
      organization,
      events.flatMap((event) => (event.caseId ? [event.caseId] : [])),
    );
    for (const event of events) if (event.caseId && !visible.has(event.caseId)) event.caseId = null;
    return events;
  }

  private scopedTo(principal: Principal, organizationId: string): Principal {
    if (!isUuid(organizationId)) throw notFound();
    const scoped = principal.inOrganization(organizationId);
    scoped.assertSatisfies(restricted(CalendarRules.use));
    return scoped;
  }

  /** The event locked for a change, within the caller's organizations, at the version the client saw. */
  private async loadForChange(
    manager: EntityManager,
    principal: Principal,
    calendarEventId: string,
    version: number | null | undefined,
  ): Promise<{ event: CalendarEventEntity; scoped: Principal }> {
    if (!isUuid(calendarEventId)) throw notFound();
    const event = principal.assertCanSee(
      await manager.findOne(CalendarEventEntity, {
        where: { id: calendarEventId },
        lock: { mode: 'pessimistic_write' },
      }),
    );
    if (event.canceledAt) throw notFound();
    const scoped = this.scopedTo(principal, event.organizationId);
    if (
      event.caseId &&
      !(await visibleCaseIds(manager, scoped, event.organizationId, [event.caseId])).has(event.caseId)
    )
      throw forbidden(CalendarMessages.CASE_NOT_VISIBLE);
    if (version != null && version !== event.version) throw illegalState(CalendarMessages.STALE_VERSION);
    return { event, scoped };
  }

  private async recordOnCase(
    record: RecordActivity,
    event: CalendarEventEntity,
    actorUserId: string | null,
    type: CaseActivityType,
    extra: ActivityPayload = {},
  ): Promise<void> {
    if (!event.caseId) return;
    await record({
      organizationId: event.organizationId,
      caseId: event.caseId,
      actorUserId,
      type,
      payload: activityPayload(event, extra),
    });
  }
}
