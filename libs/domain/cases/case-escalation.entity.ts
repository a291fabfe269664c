import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseEntity } from '#database';
import { CaseEntity } from './case.entity.js';
import { EscalationType } from './case.enums.js';

/** One escalation of a case (category and reasons); the case mirrors the latest one while any remains. */
@Entity('case_escalation')
@Index('case_escalation_case_idx', ['caseId'])
@Index('case_escalation_organization_case_idx', ['organizationId', 'caseId', 'createdAt'])
export class CaseEscalationEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  caseId: string;

  @ManyToOne(() => CaseEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'case_id' })
  case?: Relation<CaseEntity>;

  @Column({ type: 'varchar', length: 40 })
  category: EscalationType;

  @Column({ type: 'text', array: true })
  reasons: string[];

  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;
}
