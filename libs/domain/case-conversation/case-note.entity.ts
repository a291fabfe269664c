import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '#database';

/** An internal note of the case team: never shown to the employee. */
@Entity('case_note')
@Index('case_note_organization_case_created_idx', ['organizationId', 'caseId', 'createdAt', 'id'])
export class CaseNoteEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  caseId: string;

  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @Column({ type: 'text' })
  text: string;

  /** Staff the note asks to read it; it stays unacknowledged until one of them does. */
  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  taggedUserIds: string[];

  @Column({ type: 'boolean', default: false })
  isAcknowledged: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  acknowledgedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  acknowledgedById: string | null;

  /** Files of the case sent with this note (the author's own uploads). */
  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  attachmentIds: string[];
}
