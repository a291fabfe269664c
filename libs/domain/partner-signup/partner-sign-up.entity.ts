import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/**
 * What a person chose when signing up on a partner's landing page. One row per self-signed-up user; the
 * referral code is kept as given (the promo-code rules check it when the code is applied to the case).
 */
@Entity('partner_sign_up')
@Index('partner_sign_up_organization_idx', { synchronize: false })
export class PartnerSignUpEntity {
  @ForeignKey('UserEntity', { name: 'partner_sign_up_user_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @ForeignKey('OrganizationEntity', { name: 'partner_sign_up_organization_id_fkey', onDelete: 'CASCADE' })
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
