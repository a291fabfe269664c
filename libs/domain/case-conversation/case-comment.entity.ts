import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '#database';

/** A message on a case between the employee and the case team (the employee sees every comment). */
@Entity('case_comment')
@Index('case_comment_organization_case_created_idx', ['organizationId', 'caseId', 'createdAt', 'id'])
// The reminders sweep reads the comments of an organization still waiting for acknowledgement.
@Index('case_comment_unacknowledged_idx', ['organizationId', 'createdAt'], { where: 'NOT is_acknowledged' })
export class CaseCommentEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  caseId: string;

  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @Column({ type: 'text' })
  text: string;

  /** An employee's comment waits for the case team to acknowledge it; staff comments need none. */
  @Column({ type: 'boolean', default: false })
  isAcknowledged: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  acknowledgedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  acknowledgedById: string | null;

  /** Channels the comment also went out on (EMAIL, SMS). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  userChannels: string[];

  /** Forms sent with the comment for the employee to answer. */
  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  formIds: string[];

  /** Files of the case sent with this comment (the author's own uploads). */
  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  attachmentIds: string[];
}
