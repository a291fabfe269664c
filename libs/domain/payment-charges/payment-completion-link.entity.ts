import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { BaseEntity } from '#database';

/**
 * A link sent to the employee after an off-session charge failed (declined, or the bank wants the employee to
 * authenticate): its id is the unguessable token of `payment-setup/{id}?mode=pay`, where the employee confirms
 * the failed charge's PaymentIntent with a card. Single use (usedAt when the payment is paid), expires, and
 * the page shows only the amount and the organization's branding.
 */
@Entity('payment_completion_link')
@Index('payment_completion_link_case_idx', ['caseId'])
@Index('payment_completion_link_payment_idx', ['paymentId'])
@Index('payment_completion_link_payment_idx', ['organizationId', 'paymentId', 'createdAt'])
@Index('payment_completion_link_charge_key', ['chargeId'], { unique: true })
export class PaymentCompletionLinkEntity extends BaseEntity {
  @ForeignKey('OrganizationEntity', { name: 'FK_payment_completion_link_organization', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  organizationId: string;

  @ForeignKey('CaseEntity', { name: 'FK_payment_completion_link_case', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  caseId: string;

  @ForeignKey('CasePaymentEntity', { name: 'FK_payment_completion_link_payment', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  paymentId: string;

  /** The failed charge whose PaymentIntent the page confirms. */
  @ForeignKey('PaymentChargeEntity', { name: 'FK_payment_completion_link_charge', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  chargeId: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
