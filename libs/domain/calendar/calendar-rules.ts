import { type AccessRule, Role } from '#access';

const { CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA } = Role;

export const CalendarMessages = {
  MANAGE: 'Not authorized to manage calendar events',
  NOT_EDITABLE: 'This event comes from a scheduling service; change it there',
  STALE_VERSION: 'This event was changed by someone else; reload it and try again',
  CASE_NOT_VISIBLE: 'Only those who may see its case can change this event',
} as const;

/**
 * Spec 000 route table: "calendar | all roles except User". Staff of the organization see and change its
 * calendar; an event's case link is shown and changed only by those who may see that case
 * (CalendarEventsService).
 */
export const CalendarRules = {
  use: { roles: [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA], message: CalendarMessages.MANAGE },
} satisfies Record<string, AccessRule>;
