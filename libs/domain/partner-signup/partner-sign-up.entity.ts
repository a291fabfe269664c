import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * What a person chose when signing up on a partner's landing page. One row per self-signed-up user; the
 * referral code is kept as given (the promo-code rules check it when the code is applied to the case).
 */
@Entity('partner_sign_up')
export class PartnerSignUpEntity {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid', nullable: true })
  productBundleId: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  referralCode: string | null;

  @Column({ type: 'boolean', default: false })
  smsConsent: boolean;

  /** The extra profile fields the partner asked for (selfSignUpProfileFields), as answered. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  profile: Record<string, string>;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
