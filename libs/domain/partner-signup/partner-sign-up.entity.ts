import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/**
 * What a person chose when signing up on a partner's landing page. One row per self-signed-up user. A
 * referral code is a promo code of the partner (or a global one) checked at sign-up: kept by id with its
 * name, and handed to the first case the member's eligibility form opens (caseId marks it taken).
 */
@Entity('partner_sign_up')
@Index('partner_sign_up_case_idx', ['caseId'], { where: 'case_id IS NOT NULL' })
@Index('partner_sign_up_organization_idx', { synchronize: false })
@Index('partner_sign_up_promo_code_idx', { synchronize: false })
export class PartnerSignUpEntity {
  @ForeignKey('UserEntity', { name: 'partner_sign_up_user_id_fkey', onDelete: 'CASCADE' })
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @ForeignKey('OrganizationEntity', { name: 'partner_sign_up_organization_id_fkey', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid', nullable: true })
  productBundleId: string | null;

  /** The referral promo code's name as stored on the code (not as typed). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  referralCode: string | null;

  @ForeignKey('PromoCodeEntity', { name: 'partner_sign_up_promo_code_id_fkey', onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  promoCodeId: string | null;

  /** The case that took the referral code over (the first one the member's eligibility form opened). */
  @ForeignKey('CaseEntity', { name: 'partner_sign_up_case_id_fkey', onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  caseId: string | null;

  @Column({ type: 'boolean', default: false })
  smsConsent: boolean;

  /** The extra profile fields the partner asked for (selfSignUpProfileFields), as answered. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  profile: Record<string, string>;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
