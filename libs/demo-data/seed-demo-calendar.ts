import type { EntityManager } from 'typeorm';
import { CalendarEventEntity } from '#domain/calendar';
import { CaseEntity } from '#domain/cases';
import { CaseActivityEntity, CaseActivityType } from '#events';
import { DEMO_CALENDAR_EVENTS } from './demo-calendar.js';
import { DEMO_ORGANIZATIONS, DEMO_USERS } from './demo-data.js';

const DAY_MS = 24 * 3_600_000;

/**
 * Adds the demo calendar events of the demo organizations that exist, by fixed ids (running it again adds
 * nothing); a visit also gets its "calendar event created" timeline entry. Returns how many it added.
 */
export async function seedDemoCalendar(manager: EntityManager, now = new Date()): Promise<number> {
  const userIdByKey = new Map(DEMO_USERS.map((user) => [user.key, user.id]));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  let added = 0;
  for (const demo of DEMO_CALENDAR_EVENTS) {
    const organizationId = DEMO_ORGANIZATIONS[demo.organization].id;
    const caseRecord = demo.caseId ? await manager.findOneBy(CaseEntity, { id: demo.caseId, organizationId }) : null;
    if (demo.caseId && !caseRecord) continue;
    const startAt = new Date(today + demo.inDays * DAY_MS + demo.hourUtc * 3_600_000);
    const endAt = new Date(startAt.getTime() + demo.minutes * 60_000);
    const createdById = userIdByKey.get(demo.createdBy)!;
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(CalendarEventEntity)
      .values({
        id: demo.id,
        organizationId,
        caseId: caseRecord?.id ?? null,
        title: demo.title,
        description: demo.description,
        startAt,
        endAt,
        color: demo.color,
        topic: demo.topic,
        isEditable: !demo.fromCalendly,
        createdById: demo.fromCalendly ? null : createdById,
        meetingDetails: demo.fromCalendly
          ? {
              provider: 'Calendly',
              timezone: 'America/New_York',
              meetingLink: 'https://meet.example.test/demo-visit',
              start: startAt.toISOString(),
              end: endAt.toISOString(),
              notes: 'Booked by the employee through the scheduling link.',
            }
          : null,
        externalId: demo.fromCalendly ? `https://api.calendly.com/scheduled_events/demo/invitees/${demo.id}` : null,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    if ((inserted.raw as unknown[]).length === 0) continue;
    added += 1;
    if (!caseRecord) continue;
    await manager.insert(CaseActivityEntity, {
      organizationId,
      caseId: caseRecord.id,
      type: CaseActivityType.CALENDAR_EVENT_CREATED,
      actorUserId: demo.fromCalendly ? null : createdById,
      payload: {
        calendarEventId: demo.id,
        start: startAt.toISOString(),
        end: endAt.toISOString(),
        ...(demo.fromCalendly ? { provider: 'Calendly' } : {}),
      },
      // Nobody is listening while seeding: nothing for the outbox relay or the workflow to do.
      dispatchedAt: now,
      workflowDoneAt: now,
    });
  }
  return added;
}
