import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CaseActivityType } from './case-activity-type.js';

/** Payload values are ids, enums, counts and flags only: never PHI (names, texts, answers). */
export type ActivityPayload = Record<string, string | number | boolean | null | string[]>;

/**
 * One timeline entry. The table is at once the case timeline, the audit trail and the outbox:
 * `dispatchedAt` stays null until the entry was published and its workflow job enqueued, and
 * `workflowDoneAt` until the worker completed that job (a job lost with Redis is enqueued again).
 */
@Entity('case_activity')
@Index('case_activity_organization_case_created_idx', ['organizationId', 'caseId', 'createdAt', 'id'])
@Index('case_activity_undispatched_idx', ['createdAt'], { where: 'dispatched_at IS NULL' })
@Index('case_activity_workflow_pending_idx', ['dispatchedAt'], { where: 'workflow_done_at IS NULL' })
// The reminders sweep reads the forms sent to employees of an organization by time.
@Index('case_activity_follow_up_form_idx', ['organizationId', 'createdAt'], { where: "type = 'FOLLOW_UP_FORM'" })
export class CaseActivityEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  caseId: string;

  @Column({ type: 'varchar', length: 40 })
  type: CaseActivityType;

  /** Null when the system acted (a scheduled job, an inbound message from outside). */
  @Column({ type: 'uuid', nullable: true })
  actorUserId: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  payload: ActivityPayload;

  /**
   * The wall clock at insert, not the transaction's start (now()): entries recorded by one change keep
   * the order they were recorded in on the timeline.
   */
  @CreateDateColumn({ type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt: Date;

  /** When it was last published and enqueued (the relay moves it on when it enqueues the job again). */
  @Column({ type: 'timestamptz', nullable: true })
  dispatchedAt: Date | null;

  /** When the worker completed its workflow job. */
  @Column({ type: 'timestamptz', nullable: true })
  workflowDoneAt: Date | null;
}
