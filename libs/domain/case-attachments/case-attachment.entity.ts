import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '#database';

/** A file on a case, kept where its uploader put it; a PHI one reaches only who may see health data. */
@Entity('case_attachment')
@Index('case_attachment_organization_case_created_idx', ['organizationId', 'caseId', 'createdAt', 'id'])
export class CaseAttachmentEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  caseId: string;

  /** Storage path (personal/{uploaderId}/…). */
  @Column({ type: 'text' })
  path: string;

  @Column({ type: 'varchar', length: 255 })
  fileName: string;

  @Column({ type: 'boolean', default: false })
  isPHI: boolean;

  @Column({ type: 'uuid', nullable: true })
  uploadedById: string | null;

  /** Sent with an internal note: from then on only who sees notes sees the file, its id included. */
  @Column({ type: 'boolean', default: false })
  isInternal: boolean;
}
