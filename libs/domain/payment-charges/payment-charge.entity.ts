import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { BaseEntity } from '#database';

/** How a charge attempt came about. */
export enum PaymentChargeKind {
  /** Staff asked for it (makeOffSessionPayment): the saved card, the employee not present. */
  OFF_SESSION = 'OFF_SESSION',
  /** A scheduled payment reached its due date, or a dunning retry of one. */
  SCHEDULED = 'SCHEDULED',
  /** The signed-in employee pays on its own page (initiatePayment): its card field confirms the intent. */
  ON_SESSION = 'ON_SESSION',
}

/** Where a charge attempt stands. PENDING and PROCESSING are open: at most one per payment. */
export enum PaymentChargeStatus {
  PENDING = 'PENDING',
  /** A worker claimed it and is calling Stripe; claimedAt says since when (a lease). */
  PROCESSING = 'PROCESSING',
  SUCCEEDED = 'SUCCEEDED',
  FAILED = 'FAILED',
  /** An on-session intent made, waiting for the employee's card field (not open: it blocks nothing). */
  AWAITING_CUSTOMER = 'AWAITING_CUSTOMER',
}

/**
 * One attempt to charge a payment's amount to the employee's saved card. The row is the claim that makes a
 * charge happen once: it is unique per payment and attempt, its id is the Stripe idempotency key (a retried
 * call after a crash answers the same PaymentIntent) and the intent's metadata carries it back in webhooks.
 * A failure keeps Stripe's code and message (no card data), shown on the case.
 */
@Entity('payment_charge')
@Index('payment_charge_requested_by_idx', ['requestedById'], { where: 'requested_by_id IS NOT NULL' })
@Index('payment_charge_case_idx', ['caseId'])
@Index('payment_charge_payment_attempt_key', ['paymentId', 'attempt'], { unique: true })
@Index('payment_charge_one_open_key', ['paymentId'], {
  unique: true,
  where: `status IN ('PENDING', 'PROCESSING')`,
})
@Index('payment_charge_due_idx', ['status', 'notBefore'])
@Index('payment_charge_organization_case_idx', ['organizationId', 'caseId', 'createdAt'])
@Index('payment_charge_payment_intent_key', ['paymentIntentId'], { unique: true })
@Check('payment_charge_attempt_check', 'attempt >= 1')
@Check('payment_charge_kind_check', "kind IN ('OFF_SESSION', 'SCHEDULED', 'ON_SESSION')")
@Check('payment_charge_status_check', "status IN ('PENDING', 'PROCESSING', 'SUCCEEDED', 'FAILED', 'AWAITING_CUSTOMER')")
export class PaymentChargeEntity extends BaseEntity {
  @ForeignKey('OrganizationEntity', { name: 'FK_payment_charge_organization', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  organizationId: string;

  @ForeignKey('CaseEntity', { name: 'FK_payment_charge_case', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  caseId: string;

  @ForeignKey('CasePaymentEntity', { name: 'FK_payment_charge_payment', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  paymentId: string;

  /** 1 for the first attempt of the payment, then one more per attempt (dunning retries, staff's retries). */
  @Column({ type: 'integer' })
  attempt: number;

  @Column({ type: 'varchar', length: 20 })
  kind: PaymentChargeKind;

  @Column({ type: 'varchar', length: 20, default: PaymentChargeStatus.PENDING })
  status: PaymentChargeStatus;

  /** Not charged before this moment (a dunning retry waits for its day). */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  notBefore: Date;

  @Column({ type: 'timestamptz', nullable: true })
  claimedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  /** Stripe's pi_… id, once Stripe answered. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentIntentId: string | null;

  /** Stripe's code (card_declined, authentication_required) or ours (no_saved_card). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  failureCode: string | null;

  @Column({ type: 'text', nullable: true })
  failureMessage: string | null;

  @ForeignKey('UserEntity', { name: 'FK_payment_charge_requested_by', onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  requestedById: string | null;
}
