import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '#database';
import { VisitType } from '#domain/cases';

/** The outcome of a case (approved, denied or no decision yet), dated or indefinite. */
@Entity('case_decision')
@Index('case_decision_organization_case_created_idx', ['organizationId', 'caseId', 'createdAt', 'id'])
export class CaseDecisionEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  caseId: string;

  @Column({ type: 'boolean' })
  isApproved: boolean;

  @Column({ type: 'boolean', default: false })
  isNoDecision: boolean;

  @Column({ type: 'boolean', default: false })
  isIndefinite: boolean;

  /** YYYY-MM-DD */
  @Column({ type: 'date', nullable: true })
  startDate: string | null;

  /** YYYY-MM-DD; null when indefinite. */
  @Column({ type: 'date', nullable: true })
  endDate: string | null;

  @Column({ type: 'text', default: '' })
  decisionText: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  category: string | null;

  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true })
  cost: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  visitType: VisitType | null;

  @Column({ type: 'uuid', nullable: true })
  addedById: string | null;

  /** Storage path of the decision letter. */
  @Column({ type: 'text', nullable: true })
  attachmentPath: string | null;

  // Medication fields: partner organizations only.
  @Column({ type: 'varchar', length: 200, nullable: true })
  medicine: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  medicineExternalId: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  dosage: string | null;

  @Column({ type: 'integer', nullable: true })
  refillCount: number | null;

  @Column({ type: 'boolean', default: false })
  isPriorAuthRequested: boolean;

  @Column({ type: 'varchar', length: 200, nullable: true })
  dosingFrequency: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  treatmentPeriod: string | null;

  @Column({ type: 'text', nullable: true })
  pharmacyInstructions: string | null;

  @Column({ type: 'boolean', default: false })
  isRefill: boolean;
}
