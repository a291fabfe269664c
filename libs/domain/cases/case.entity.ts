import {
  Column,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  JoinTable,
  ManyToMany,
  ManyToOne,
  type Relation,
} from 'typeorm';
import { BaseEntity } from '#database';
import { OrganizationEntity } from '#domain/organizations';
import { UserEntity } from '#domain/users';
import {
  CaseStatus,
  EscalationType,
  FollowUpFormStatus,
  MedicationType,
  OrderStatus,
  PaymentInfoStatus,
  VisitType,
} from './case.enums.js';

/** An accommodation, leave or telehealth request being worked by a case team. */
@Entity('case_record')
@Index('case_record_submitter_idx', ['submitterId'])
@Index('case_record_assigned_to_idx', ['assignedToId'], { where: 'assigned_to_id IS NOT NULL' })
@Index('case_record_assigned_by_idx', ['assignedById'], { where: 'assigned_by_id IS NOT NULL' })
@Index('case_record_hr_rep_idx', ['hrRepId'], { where: 'hr_rep_id IS NOT NULL' })
@Index('case_record_promo_code_idx', ['promoCodeId'], { where: 'promo_code_id IS NOT NULL' })
@Index('case_record_organization_status_created_idx', ['organizationId', 'status', 'createdAt', 'id'])
// Count groups (casesMetadata) read status and archived state of every case of an organization: from
// this index alone, without visiting the table.
@Index('case_record_organization_status_archived_idx', ['organizationId', 'status', 'isArchived'])
@Index('case_record_organization_created_idx', ['organizationId', 'createdAt', 'id'])
@Index('case_record_organization_submitter_idx', ['organizationId', 'submitterId'])
@Index('case_record_organization_assigned_to_idx', ['organizationId', 'assignedToId'])
@Index('case_record_organization_short_id_key', ['organizationId', 'shortId'], { unique: true })
// Partial (product_bundle_id IS NOT NULL), made by the migration: serves ON DELETE SET NULL when a bundle goes.
@Index('case_record_product_bundle_idx', { synchronize: false })
@Index('case_record_organization_external_id_key', { synchronize: false })
export class CaseEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'organization_id' })
  organization?: Relation<OrganizationEntity>;

  /** Short human reference shown in lists and e-mails, unique within the organization. */
  @Column({ type: 'varchar', length: 20 })
  shortId: string;

  @Column({ type: 'varchar', length: 10, default: MedicationType.ADA })
  type: MedicationType;

  @Column({ type: 'varchar', length: 300, default: '' })
  title: string;

  @Column({ type: 'varchar', length: 20, default: CaseStatus.OPEN })
  status: CaseStatus;

  @Column({ type: 'varchar', length: 20, nullable: true })
  orderStatus: OrderStatus | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  visitType: VisitType | null;

  @Column({ type: 'timestamptz', nullable: true })
  assignedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  inProgressAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @Column({ type: 'boolean', default: false })
  isArchived: boolean;

  @Column({ type: 'text', nullable: true })
  archiveReason: string | null;

  @Column({ type: 'boolean', default: false })
  isEscalated: boolean;

  @Column({ type: 'varchar', length: 40, nullable: true })
  escalationCategory: EscalationType | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  escalationReasons: string[];

  @Column({ type: 'timestamptz', nullable: true })
  escalatedAt: Date | null;

  @Column({ type: 'boolean', default: false })
  isImported: boolean;

  /**
   * The id an imported case had in the file it came from (unique per organization; partial index made by the
   * migration): a second run of the same file finds the case instead of making another.
   */
  @Column({ type: 'varchar', length: 100, nullable: true })
  externalId: string | null;

  @Column({ type: 'boolean', default: false })
  isTest: boolean;

  @Column({ type: 'varchar', length: 100, nullable: true })
  referralCode: string | null;

  @Column({ type: 'varchar', length: 20, default: PaymentInfoStatus.NOT_SENT })
  paymentInfoStatus: PaymentInfoStatus;

  /** FollowUpFormStatus; null for a case without follow-up forms. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  followUpFormStatus: FollowUpFormStatus | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastFollowUpFormSentAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastFollowUpFormAnsweredAt: Date | null;

  @Column({ type: 'integer', default: 0 })
  unacknowledgedCommentCount: number;

  @Column({ type: 'integer', default: 0 })
  unacknowledgedNoteCount: number;

  /** Creation time of the oldest comment or note nobody acknowledged yet. */
  @Column({ type: 'timestamptz', nullable: true })
  earliestUnacknowledgedAt: Date | null;

  /** The promo code applied (spec 000 Case "promoCode"); null again if the code is deleted. */
  @ForeignKey('PromoCodeEntity', { name: 'FK_case_record_promo_code', onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  promoCodeId: string | null;

  /** The applied code's name as it was, kept when the code is deleted. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  promoCodeName: string | null;

  /**
   * The applied code's discount on the case's first charge in cents: computed when applied and again when the
   * case's bundle changes; null while the case has no bundle (no price).
   */
  @Column({ type: 'integer', nullable: true })
  promoDiscountCents: number | null;

  /**
   * The product bundle (plan) the case is for (spec 000 Case "productBundle"): the sign-up's choice on the
   * member's first case, or set by TPA Support or the CV Admin. One of the case organization's bundles; null
   * again when the bundle is deleted (bundles are deleted outright).
   */
  @ForeignKey('ProductBundleEntity', { name: 'FK_case_record_product_bundle', onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  productBundleId: string | null;

  @Column({ type: 'uuid', nullable: true })
  submitterId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'submitter_id' })
  submitter?: Relation<UserEntity> | null;

  @Column({ type: 'uuid', nullable: true })
  assignedToId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'assigned_to_id' })
  assignedTo?: Relation<UserEntity> | null;

  @Column({ type: 'uuid', nullable: true })
  assignedById: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'assigned_by_id' })
  assignedBy?: Relation<UserEntity> | null;

  @Column({ type: 'uuid', nullable: true })
  hrRepId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'hr_rep_id' })
  hrRep?: Relation<UserEntity> | null;

  @ManyToMany(() => UserEntity)
  @JoinTable({
    name: 'case_assignee',
    joinColumn: { name: 'case_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'user_id', referencedColumnName: 'id' },
  })
  assignees?: Relation<UserEntity>[];
}
