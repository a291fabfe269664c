import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '#database';

/**
 * The follow-up form schedule of one case (a GLP plan with followUpFormPeriodDays), started by its first
 * decision. The case keeps what people see and filter on (followUpFormStatus, lastFollowUpFormSentAt,
 * lastFollowUpFormAnsweredAt); this row keeps what the sweep needs. The form and the period are read from
 * the case's plan at each send, so an edited plan applies to the next follow-up.
 */
@Entity('case_follow_up')
@Index('case_follow_up_case_idx', ['caseId'], { unique: true })
@Index('case_follow_up_due_idx', ['nextDueAt'], { where: 'next_due_at IS NOT NULL' })
@Index('case_follow_up_awaiting_idx', ['awaitingAnswerSince'], { where: 'awaiting_answer_since IS NOT NULL' })
export class CaseFollowUpEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  caseId: string;

  /** When the next follow-up form is due; null once stopped. */
  @Column({ type: 'timestamptz', nullable: true })
  nextDueAt: Date | null;

  /** The form last sent, whose answer (a response to it on the case) marks the case ANSWERED. */
  @Column({ type: 'uuid', nullable: true })
  sentFormId: string | null;

  /** Set when a follow-up went out, cleared when it was answered. */
  @Column({ type: 'timestamptz', nullable: true })
  awaitingAnswerSince: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  stoppedAt: Date | null;
}
