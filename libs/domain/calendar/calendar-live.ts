/** The organization's calendar topic (LivePubSub adds the process-wide prefix). */
export const organizationCalendarTopic = (organizationId: string): string => `org:${organizationId}:calendar`;

export enum CalendarEventChangeKind {
  CREATED = 'CREATED',
  UPDATED = 'UPDATED',
  DELETED = 'DELETED',
}

/**
 * What staff looking at an organization's calendar hear: ids and the kind only (never a title or a case),
 * so the message holds no PHI and the client reads the event again through allCalendarEvents, whose
 * access rules apply to each reader.
 */
export interface CalendarEventChangeMessage {
  organizationId: string;
  calendarEventId: string;
  kind: CalendarEventChangeKind;
  version: number;
  occurredAt: string;
}
