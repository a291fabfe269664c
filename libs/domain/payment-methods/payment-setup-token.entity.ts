import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { BaseEntity } from '#database';

/**
 * One attempt to collect a card for a case's employee. Its id (a random UUID) is the unguessable token of
 * the public link `payment-setup/{id}` when staff sent one (sentByLink); an employee signed in gets one of
 * its own. It keys the Stripe SetupIntent (idempotency key and metadata), so retries never make a second
 * one, and is single use: usedAt is set when Stripe reports the card saved.
 */
@Entity('payment_setup_token')
@Index('payment_setup_token_user_idx', ['userId'])
@Index('payment_setup_token_created_by_idx', ['createdById'], { where: 'created_by_id IS NOT NULL' })
@Index('payment_setup_token_case_idx', ['caseId'])
@Index('payment_setup_token_case_idx', ['organizationId', 'caseId', 'createdAt'])
@Index('payment_setup_token_setup_intent_key', ['setupIntentId'], { unique: true })
@Check('payment_setup_token_amount_check', 'amount_cents IS NULL OR amount_cents >= 0')
export class PaymentSetupTokenEntity extends BaseEntity {
  @ForeignKey('OrganizationEntity', { name: 'FK_payment_setup_token_organization', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  organizationId: string;

  @ForeignKey('CaseEntity', { name: 'FK_payment_setup_token_case', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  caseId: string;

  /** The employee whose card this collects (the case's submitter when it was made). */
  @ForeignKey('UserEntity', { name: 'FK_payment_setup_token_user', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  userId: string;

  @ForeignKey('UserEntity', { name: 'FK_payment_setup_token_created_by', onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;

  /** True for a link staff sent (the public page); false for the employee's own in-app setup. */
  @Column({ type: 'boolean', default: false })
  sentByLink: boolean;

  /** The amount the page shows, in integer cents of `currency`; null shows none. */
  @Column({ type: 'integer', nullable: true })
  amountCents: number | null;

  @Column({ type: 'varchar', length: 3, default: 'usd' })
  currency: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  /** Stripe's seti_… id, once the worker made it. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  setupIntentId: string | null;
}
