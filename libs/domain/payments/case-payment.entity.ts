import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { BaseEntity } from '#database';
import type { ShippingAddress, SubFee } from './payment-amounts.js';
import { PaymentStatus } from './payment-status.js';

/**
 * A payment on a case (spec 000 §3 Payment). Every amount is integer cents in `currency`. The seven fees
 * and the sub-fees are what the payment costs the organization; its payout is the amount minus all of
 * them (payment-amounts.ts). Deleting sets isDeleted: the row stays for the audit trail and drops out of
 * lists and totals.
 */
@Entity('case_payment')
@Index('case_payment_created_by_idx', ['createdById'], { where: 'created_by_id IS NOT NULL' })
@Index('case_payment_case_idx', ['caseId'])
@Index('case_payment_payment_attachment_idx', ['paymentAttachmentId'], { where: 'payment_attachment_id IS NOT NULL' })
@Index('case_payment_organization_case_idx', ['organizationId', 'caseId', 'dueDate', 'createdAt', 'id'])
@Index('case_payment_organization_created_idx', ['organizationId', 'createdAt', 'id'])
@Index('case_payment_organization_due_date_idx', ['organizationId', 'dueDate'])
@Index('case_payment_organization_payment_date_idx', ['organizationId', 'paymentDate'])
@Check('case_payment_amount_check', 'amount >= 0')
@Check(
  'case_payment_fees_check',
  'payment_processing_fee >= 0 AND pharmacy_fee >= 0 AND syringe_kit_fee >= 0 AND consult_fee >= 0 AND shipping_fee >= 0 AND tech_platform_fee >= 0 AND convenience_fee >= 0',
)
@Check('case_payment_currency_check', "currency ~ '^[a-z]{3}$'")
@Check('case_payment_status_check', "status IN ('UNPAID', 'PAID', 'CANCELED')")
@Check('case_payment_paid_date_check', "(status = 'PAID') = (payment_date IS NOT NULL)")
@Check('case_payment_canceled_date_check', "(status = 'CANCELED') = (cancellation_date IS NOT NULL)")
@Check('case_payment_schedule_check', 'schedule_position IS NULL OR schedule_position >= 0')
@Check('case_payment_sub_fees_check', "jsonb_typeof(sub_fees) = 'array'")
export class CasePaymentEntity extends BaseEntity {
  @ForeignKey('OrganizationEntity', { name: 'FK_case_payment_organization', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  organizationId: string;

  @ForeignKey('CaseEntity', { name: 'FK_case_payment_case', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  caseId: string;

  /** What the employee pays, in cents. */
  @Column({ type: 'integer' })
  amount: number;

  /** ISO 4217, lower case as Stripe writes it. */
  @Column({ type: 'varchar', length: 3, default: 'usd' })
  currency: string;

  @Column({ type: 'varchar', length: 20, default: PaymentStatus.UNPAID })
  status: PaymentStatus;

  @Column({ type: 'text', default: '' })
  description: string;

  /** YYYY-MM-DD */
  @Column({ type: 'date', nullable: true })
  dueDate: string | null;

  /** Set when the payment becomes PAID. */
  @Column({ type: 'timestamptz', nullable: true })
  paymentDate: Date | null;

  /** Set when the payment becomes CANCELED. */
  @Column({ type: 'timestamptz', nullable: true })
  cancellationDate: Date | null;

  @Column({ type: 'boolean', default: false })
  isDeleted: boolean;

  @Column({ type: 'boolean', default: false })
  isAutoCreated: boolean;

  @Column({ type: 'boolean', default: false })
  isScheduled: boolean;

  @Column({ type: 'integer', nullable: true })
  schedulePosition: number | null;

  @ForeignKey('UserEntity', { name: 'FK_case_payment_created_by', onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;

  /** A file of the same case (a receipt, an invoice). */
  @ForeignKey('CaseAttachmentEntity', { name: 'FK_case_payment_attachment', onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  paymentAttachmentId: string | null;

  @Column({ type: 'jsonb', nullable: true })
  shippingAddress: ShippingAddress | null;

  @Column({ type: 'integer', default: 0 })
  paymentProcessingFee: number;

  @Column({ type: 'integer', default: 0 })
  pharmacyFee: number;

  @Column({ type: 'integer', default: 0 })
  syringeKitFee: number;

  @Column({ type: 'integer', default: 0 })
  consultFee: number;

  @Column({ type: 'integer', default: 0 })
  shippingFee: number;

  @Column({ type: 'integer', default: 0 })
  techPlatformFee: number;

  @Column({ type: 'integer', default: 0 })
  convenienceFee: number;

  /** Further itemized costs, each { label, amount } in cents. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  subFees: SubFee[];
}
