import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '#database';

/** A one-time link for someone without an account to answer a form for a case. */
@Entity('anonymous_form_token')
@Index('anonymous_form_token_organization_case_idx', ['organizationId', 'caseId'])
export class AnonymousFormTokenEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  caseId: string;

  @Column({ type: 'uuid' })
  formVersionId: string;

  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  /** Storage paths of files uploaded through this link: the only files its answers may name. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  uploadPaths: string[];
}
