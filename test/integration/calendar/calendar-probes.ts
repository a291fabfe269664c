import { randomUUID } from 'node:crypto';
import { CalendarEventChangeKind, type CalendarEventChangeMessage, organizationCalendarTopic } from '#domain/calendar';
import { LivePubSub } from '#events';
import type { TestApi } from '#test/test-api';

/** Probe changes are stamped within the first day of 2000: no real change is that old. */
const PROBE_EPOCH = Date.UTC(2000, 0, 1);
const DAY_MS = 86_400_000;
let probesSent = 0;

export const calendarProbeKey = (value: { calendarEventChanged: { occurredAt: string } }): string | undefined => {
  const time = value.calendarEventChanged.occurredAt;
  const sinceEpoch = Date.parse(time) - PROBE_EPOCH;
  return sinceEpoch >= 0 && sinceEpoch < DAY_MS ? time : undefined;
};

/**
 * Sends a probe change to an organization's calendar through the api's own pub/sub: its arrival proves the
 * subscription is live and, since one connection publishes in order, that every change published before it
 * has been delivered or refused.
 */
export function calendarProbe(api: TestApi, organizationId: string): () => Promise<string> {
  const pubSub = api.app.get(LivePubSub);
  return async () => {
    probesSent += 1;
    const occurredAt = new Date(PROBE_EPOCH + probesSent).toISOString();
    const message: CalendarEventChangeMessage = {
      organizationId,
      calendarEventId: randomUUID(),
      kind: CalendarEventChangeKind.UPDATED,
      version: 1,
      occurredAt,
    };
    await pubSub.publish(organizationCalendarTopic(organizationId), message);
    return occurredAt;
  };
}
