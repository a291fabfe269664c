import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { BaseEntity } from '#database';

/**
 * An employee's Stripe customer in one organization and the card saved as its default (the one later
 * off-session charges use). The card fields are what Stripe tells about it (brand, last 4 digits, expiry):
 * never the number. One row per user and organization; the card fields are all null after deletePaymentInfo.
 */
@Entity('payment_info')
@Index('payment_info_user_idx', ['userId'])
@Index('payment_info_organization_user_key', ['organizationId', 'userId'], { unique: true })
@Check('payment_info_card_check', '(payment_method_id IS NULL) = (card_last4 IS NULL)')
@Check('payment_info_exp_month_check', 'card_exp_month IS NULL OR card_exp_month BETWEEN 1 AND 12')
export class PaymentInfoEntity extends BaseEntity {
  @ForeignKey('OrganizationEntity', { name: 'FK_payment_info_organization', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  organizationId: string;

  @ForeignKey('UserEntity', { name: 'FK_payment_info_user', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 255 })
  stripeCustomerId: string;

  /** Stripe's pm_… id of the default card; null when none is saved. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentMethodId: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  cardBrand: string | null;

  @Column({ type: 'varchar', length: 4, nullable: true })
  cardLast4: string | null;

  @Column({ type: 'integer', nullable: true })
  cardExpMonth: number | null;

  @Column({ type: 'integer', nullable: true })
  cardExpYear: number | null;
}
