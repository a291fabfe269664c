import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '#database';

/**
 * A support desk note on a case; an organization-wide one shows on every case of its organization.
 * Staff only.
 */
@Entity('case_support_note')
@Index('case_support_note_organization_case_idx', ['organizationId', 'caseId', 'createdAt'])
@Index('case_support_note_organization_wide_idx', ['organizationId', 'createdAt'], { where: 'is_organization_wide' })
export class CaseSupportNoteEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  organizationId: string;

  /** The case it was written on (for an organization-wide note, where it started). */
  @Column({ type: 'uuid' })
  caseId: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'boolean', default: false })
  isCompleted: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @Column({ type: 'boolean', default: false })
  isOrganizationWide: boolean;

  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;
}
