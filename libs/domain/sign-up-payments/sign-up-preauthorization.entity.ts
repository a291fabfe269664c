import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { BaseEntity } from '#database';
import { PreauthorizationStatus } from './preauthorization-status.js';

/**
 * The hold placed on a sign-up's card for the case's first charge when the partner preauthorizes on sign-up
 * (a PaymentIntent with capture_method manual). One per case: the case id keys the row and every Stripe call
 * about it. Captured once the case is approved, released (cancelled at Stripe) when it closes without approval.
 */
@Entity('sign_up_preauthorization')
@Index('sign_up_preauthorization_user_idx', ['userId'])
@Index('sign_up_preauthorization_case_key', ['caseId'], { unique: true })
@Index('sign_up_preauthorization_organization_status_idx', ['organizationId', 'status'])
@Check('sign_up_preauthorization_amount_check', 'amount_cents > 0')
export class SignUpPreauthorizationEntity extends BaseEntity {
  @ForeignKey('OrganizationEntity', { name: 'FK_sign_up_preauthorization_organization', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  organizationId: string;

  @ForeignKey('CaseEntity', { name: 'FK_sign_up_preauthorization_case', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  caseId: string;

  @ForeignKey('UserEntity', { name: 'FK_sign_up_preauthorization_user', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  userId: string;

  /** Integer cents of `currency`: the case's first charge when the hold was placed. */
  @Column({ type: 'integer' })
  amountCents: number;

  @Column({ type: 'varchar', length: 3, default: 'usd' })
  currency: string;

  @Column({ type: 'varchar', length: 20 })
  status: PreauthorizationStatus;

  /** Stripe's pi_… id, once Stripe made it (a decline may come without one). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentIntentId: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  declineCode: string | null;

  /** Stripe's message for the decline, shown to the case team. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  declineMessage: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  capturedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  releasedAt: Date | null;
}
