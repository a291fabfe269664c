import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CaseActivityRecorder, CaseActivityType } from '#events';
import {
  Provider,
  type ProviderEventEntity,
  type ProviderEventHandler,
  ProviderEventHandlers,
  type ProviderEventOutcome,
  ProviderEventResult,
} from '#domain/provider-events';
import { CalendarEventEntity } from './calendar-event.entity.js';
import { CalendarEventChangeKind } from './calendar-live.js';
import { CalendarLivePublisher } from './calendar-live-publisher.js';
import { calendlyDelivery, type CalendlyInvitee, meetingDetailsOf } from './calendly-payload.js';

/**
 * Calendly bookings on the organization's calendar (journey 10: "A visit booked through the scheduling service
 * appears on the calendar and the case ... rescheduling moves both"):
 * - invitee.created: a visit on the invitee's open case (matched by e-mail to an employee of the organization;
 *   none: the visit is kept without a case, where staff can link one), not editable here;
 * - invitee.created naming an old_invitee (a reschedule): that visit is moved and takes the new booking's id;
 * - invitee.canceled: the visit is canceled with Calendly's cancellation; one with `rescheduled: true` changes
 *   nothing, since the reschedule's invitee.created moves the visit (in whichever order the two arrive).
 * Every change is keyed by the booking, so a delivery processed twice changes nothing the second time.
 */
@Injectable()
export class CalendlyBookingHandler implements ProviderEventHandler, OnModuleInit {
  readonly provider = Provider.CALENDLY;
  readonly name = 'calendly-bookings';
  private readonly logger = new Logger('CalendlyBookings');

  constructor(
    @Inject(ProviderEventHandlers) private readonly registry: ProviderEventHandlers,
    @Inject(CaseActivityRecorder) private readonly recorder: CaseActivityRecorder,
    @Inject(CalendarLivePublisher) private readonly live: CalendarLivePublisher,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async handle(event: ProviderEventEntity, manager: EntityManager): Promise<ProviderEventOutcome> {
    const organizationId = event.payload.organizationId;
    const parsed = calendlyDelivery.safeParse(event.payload.delivery);
    if (typeof organizationId !== 'string' || !parsed.success)
      return { handled: false, reason: 'not a Calendly invitee delivery' };
    const { event: kind, payload: invitee } = parsed.data;
    const changed =
      kind === 'invitee.created'
        ? await this.booked(manager, organizationId, invitee)
        : await this.canceled(manager, organizationId, invitee);
    if (changed === 'unknown') return { handled: true, outcome: ProviderEventResult.UNKNOWN_BOOKING };
    if (!changed) return { handled: true };
    return { handled: true, afterCommit: () => this.live.changed(changed.event, changed.kind) };
  }

  private async booked(manager: EntityManager, organizationId: string, invitee: CalendlyInvitee) {
    if (await this.findBooking(manager, organizationId, invitee.uri)) return null;
    const start = new Date(invitee.scheduled_event.start_time);
    const end = new Date(invitee.scheduled_event.end_time);
    const previous = invitee.old_invitee ? await this.findBooking(manager, organizationId, invitee.old_invitee) : null;
    if (previous) {
      Object.assign(previous, {
        externalId: invitee.uri,
        startAt: start,
        endAt: end,
        canceledAt: null,
        meetingDetails: meetingDetailsOf(invitee),
        version: previous.version + 1,
      } satisfies Partial<CalendarEventEntity>);
      const moved = await manager.save(previous);
      await this.record(manager, moved, CaseActivityType.CALENDAR_EVENT_RESCHEDULED);
      return { event: moved, kind: CalendarEventChangeKind.UPDATED };
    }
    const caseId = await this.openCaseOf(manager, organizationId, invitee.email);
    if (!caseId) this.logger.log('Calendly booking of someone without an open case here: kept without a case');
    const created = await manager.save(
      manager.create(CalendarEventEntity, {
        organizationId,
        caseId,
        title: invitee.scheduled_event.name || 'Meeting',
        startAt: start,
        endAt: end,
        isEditable: false,
        meetingDetails: meetingDetailsOf(invitee),
        externalId: invitee.uri,
      }),
    );
    await this.record(manager, created, CaseActivityType.CALENDAR_EVENT_CREATED);
    return { event: created, kind: CalendarEventChangeKind.CREATED };
  }

  private async canceled(manager: EntityManager, organizationId: string, invitee: CalendlyInvitee) {
    if (invitee.rescheduled) return null;
    const booking = await this.findBooking(manager, organizationId, invitee.uri);
    if (!booking) return 'unknown' as const;
    if (booking.canceledAt) return null;
    Object.assign(booking, {
      canceledAt: new Date(),
      meetingDetails: {
        ...(booking.meetingDetails ?? {}),
        cancellation: {
          canceledBy: invitee.cancellation?.canceled_by ?? null,
          reason: invitee.cancellation?.reason ?? null,
        },
      },
      version: booking.version + 1,
    } satisfies Partial<CalendarEventEntity>);
    const canceled = await manager.save(booking);
    await this.record(manager, canceled, CaseActivityType.CALENDAR_EVENT_CANCELED);
    return { event: canceled, kind: CalendarEventChangeKind.DELETED };
  }

  private findBooking(manager: EntityManager, organizationId: string, externalId: string) {
    return manager.findOne(CalendarEventEntity, {
      where: { organizationId, externalId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** The invitee's most recent open case in the organization, if the invitee is one of its employees. */
  private async openCaseOf(manager: EntityManager, organizationId: string, email: string): Promise<string | null> {
    const rows: { id: string }[] = await manager.query(
      `SELECT c.id FROM case_record c JOIN app_user u ON u.id = c.submitter_id
        WHERE c.organization_id = $1 AND lower(u.email) = lower($2)
          AND NOT c.is_archived AND c.closed_at IS NULL
        ORDER BY c.created_at DESC, c.id DESC LIMIT 1`,
      [organizationId, email],
    );
    return rows[0]?.id ?? null;
  }

  private async record(manager: EntityManager, event: CalendarEventEntity, type: CaseActivityType): Promise<void> {
    if (!event.caseId) return;
    await this.recorder.record(manager, {
      organizationId: event.organizationId,
      caseId: event.caseId,
      actorUserId: null,
      type,
      payload: {
        calendarEventId: event.id,
        start: event.startAt.toISOString(),
        end: event.endAt.toISOString(),
        provider: 'Calendly',
      },
    });
  }
}
