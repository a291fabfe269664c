import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '#database';

/** Meeting details from a scheduling service (spec 000 §3 "Meeting details"). */
export interface MeetingDetails {
  timezone?: string | null;
  meetingLink?: string | null;
  cancelUrl?: string | null;
  rescheduleUrl?: string | null;
  start?: string | null;
  end?: string | null;
  provider?: string | null;
  notes?: string | null;
  cancellation?: { canceledBy?: string | null; reason?: string | null } | null;
}

/**
 * A calendar event of an organization (spec 000 §3 "Calendar event"), a visit when it has a case. A
 * canceled event is kept (canceledAt) so its case's timeline and a scheduling service's later deliveries
 * still find it; lists leave it out.
 */
@Entity('calendar_event')
@Index('calendar_event_organization_start_idx', ['organizationId', 'startAt'])
@Index('calendar_event_case_idx', ['caseId'], { where: 'case_id IS NOT NULL' })
@Index('calendar_event_external_key', ['organizationId', 'externalId'], {
  unique: true,
  where: 'external_id IS NOT NULL',
})
export class CalendarEventEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid', nullable: true })
  caseId: string | null;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'timestamptz' })
  startAt: Date;

  @Column({ type: 'timestamptz' })
  endAt: Date;

  @Column({ type: 'varchar', length: 20, nullable: true })
  color: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  topic: string | null;

  /** False for events a scheduling service owns: they move there, not here. */
  @Column({ type: 'boolean', default: true })
  isEditable: boolean;

  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  canceledAt: Date | null;

  @Column({ type: 'boolean', default: false })
  isNoShow: boolean;

  @Column({ type: 'jsonb', nullable: true })
  meetingDetails: MeetingDetails | null;

  /** The scheduling service's id of the booking (for Calendly, the invitee's URI). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  externalId: string | null;

  /** Raised by every change; an update naming an older version is refused (two people moving one event). */
  @Column({ type: 'integer', default: 1 })
  version: number;
}
