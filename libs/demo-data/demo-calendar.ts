import type { DemoOrganizationKey } from './demo-data.js';

const eventId = (n: number) => `0f000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export interface DemoCalendarEvent {
  id: string;
  organization: DemoOrganizationKey;
  /** A demo case's id: the event is a visit on that case. */
  caseId: string | null;
  title: string;
  description: string | null;
  topic: string | null;
  color: string | null;
  /** Days from the day the demo is seeded, and the hour it starts (UTC) and how long it lasts. */
  inDays: number;
  hourUtc: number;
  minutes: number;
  createdBy: string;
  /** A booking made through Calendly: not editable here, with its meeting details. */
  fromCalendly?: boolean;
}

/** Visits on Acme's demo cases and a team meeting, over the coming week, so the calendar is not empty. */
export const DEMO_CALENDAR_EVENTS: DemoCalendarEvent[] = [
  {
    id: eventId(1),
    organization: 'acme',
    caseId: '0d000000-0000-4000-8000-000000000002',
    title: 'Video visit: intermittent leave',
    description: 'Review the treatment schedule and the leave pattern.',
    topic: 'Visit',
    color: '#1565c0',
    inDays: 1,
    hourUtc: 15,
    minutes: 30,
    createdBy: 'caseworker',
    fromCalendly: true,
  },
  {
    id: eventId(2),
    organization: 'acme',
    caseId: '0d000000-0000-4000-8000-000000000003',
    title: 'Check-in: modified schedule',
    description: null,
    topic: 'Follow-up',
    color: '#2e7d32',
    inDays: 3,
    hourUtc: 18,
    minutes: 30,
    createdBy: 'caseworker',
  },
  {
    id: eventId(3),
    organization: 'acme',
    caseId: null,
    title: 'Accommodations team meeting',
    description: 'Weekly review of open cases.',
    topic: 'Team',
    color: '#6a1b9a',
    inDays: 2,
    hourUtc: 14,
    minutes: 60,
    createdBy: 'casemanager',
  },
];
