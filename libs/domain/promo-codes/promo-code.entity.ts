import { Check, Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseEntity } from '#database';
import { OrganizationEntity } from '#domain/organizations';
import { UserEntity } from '#domain/users';
import { RefillType } from './promo-code.enums.js';

/**
 * A promo code (spec 000 §3 "Promo code"). organizationId null is a global code (kept by the CV Admin).
 * Names are unique per scope regardless of letter case (partial unique indexes on lower(name) in the
 * migration). Exactly one of percentDiscount (whole percent) and priceDiscount (integer cents) is set.
 */
@Entity('promo_code')
@Index('promo_code_user_idx', ['userId'])
// Partial and expression unique indexes: written by the migration, left alone by the schema sync.
@Index('promo_code_organization_name_key', { synchronize: false })
@Index('promo_code_global_name_key', { synchronize: false })
@Index('promo_code_organization_master_key', { synchronize: false })
@Check('promo_code_one_discount_check', '(percent_discount IS NULL) <> (price_discount IS NULL)')
@Check('promo_code_percent_check', 'percent_discount IS NULL OR percent_discount BETWEEN 1 AND 100')
@Check('promo_code_price_check', 'price_discount IS NULL OR price_discount >= 1')
@Check(
  'promo_code_refill_check',
  "(refill_type = 'NUMBER_OF_REFILLS' AND refill_count >= 1) OR (refill_type IN ('ONE_TIME', 'EVERY_REFILL') AND refill_count IS NULL)",
)
@Check('promo_code_influencer_credit_check', 'influencer_credit_percent IS NULL OR influencer_credit_cents IS NULL')
export class PromoCodeEntity extends BaseEntity {
  @Column({ type: 'uuid', nullable: true })
  organizationId: string | null;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'FK_promo_code_organization' })
  organization?: Relation<OrganizationEntity> | null;

  /** What a member types; stored as written. */
  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  label: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  description: string;

  /** Whole percent, 1 to 100. */
  @Column({ type: 'integer', nullable: true })
  percentDiscount: number | null;

  /** Integer cents. */
  @Column({ type: 'integer', nullable: true })
  priceDiscount: number | null;

  @Column({ type: 'varchar', length: 20, default: RefillType.ONE_TIME })
  refillType: RefillType;

  /** Only for NUMBER_OF_REFILLS (at least 1). */
  @Column({ type: 'integer', nullable: true })
  refillCount: number | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  influencerName: string | null;

  /** Whole percent of the charge credited to the influencer; exclusive with influencerCreditCents. */
  @Column({ type: 'integer', nullable: true })
  influencerCreditPercent: number | null;

  @Column({ type: 'integer', nullable: true })
  influencerCreditCents: number | null;

  /** Partner sign-ups that gave this code as their referral code (counted once per sign-up, in SQL). */
  @Column({ type: 'integer', default: 0 })
  referralSignUpCount: number;

  /**
   * Influencer credit earned by referral sign-ups: influencerCreditCents per sign-up, in the currency of the
   * partner's charges. A percent credit has no charge to apply to at sign-up and is not counted here.
   */
  @Column({ type: 'integer', default: 0 })
  influencerCreditEarnedCents: number;

  /** Listed on the partner's landing page (visiblePromoCodes). */
  @Column({ type: 'boolean', default: false })
  isVisible: boolean;

  /** Reported to the partner's analytics (analyticsPromoCodes). */
  @Column({ type: 'boolean', default: false })
  isAnalytics: boolean;

  /** The partner's master code, the template of per-user codes. */
  @Column({ type: 'boolean', default: false })
  isMaster: boolean;

  /** Set on a member's own code (created at sign-up when autoCreateUserPromoCodes is on). */
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_promo_code_user' })
  user?: Relation<UserEntity> | null;

  @Column({ type: 'timestamptz', nullable: true })
  startsAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  endsAt: Date | null;
}
