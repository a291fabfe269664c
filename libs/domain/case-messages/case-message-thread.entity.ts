import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The newest message a person wrote of each case that has any (automatic replies left out), kept by a trigger
 * on case_message in the inserting transaction (migrations CaseMessageAcknowledgement and
 * CaseMessageThreadWrittenByPeople). Chat's inbox pages staff through this index, newest first, instead of
 * finding every visible case's last message.
 */
@Entity('case_message_thread')
@Index('case_message_thread_organization_last_idx', ['organizationId', 'lastMessageAt', 'caseId'])
export class CaseMessageThreadEntity {
  @PrimaryColumn({ type: 'uuid' })
  caseId: string;

  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'timestamptz' })
  lastMessageAt: Date;

  @Column({ type: 'uuid' })
  lastMessageId: string;
}
