import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { BaseEntity } from '#database';

/**
 * An affiliate relation (spec 000 §3): the organization `from` brought the organization `to` onto the
 * platform and earns `implementationFeeShareFraction` of the tech platform (implementation) fee of every
 * payment `to` collects. A pair is related once; an organization is never its own affiliate, and the
 * relations never form a cycle (AffiliatesService checks that before writing).
 */
@Entity('affiliate_relation')
@Index('affiliate_relation_created_by_idx', ['createdById'], { where: 'created_by_id IS NOT NULL' })
@Index('affiliate_relation_pair_key', ['fromOrganizationId', 'toOrganizationId'], { unique: true })
@Index('affiliate_relation_to_idx', ['toOrganizationId'])
@Check('affiliate_relation_not_self_check', 'from_organization_id <> to_organization_id')
@Check(
  'affiliate_relation_fraction_check',
  'implementation_fee_share_fraction >= 0 AND implementation_fee_share_fraction <= 1',
)
export class AffiliateRelationEntity extends BaseEntity {
  @ForeignKey('OrganizationEntity', { name: 'FK_affiliate_relation_from_organization', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  fromOrganizationId: string;

  @ForeignKey('OrganizationEntity', { name: 'FK_affiliate_relation_to_organization', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  toOrganizationId: string;

  /** 0 to 1, four decimals (0.1250 is 12.5 %); kept exact as numeric and read as a number. */
  @Column({
    type: 'numeric',
    precision: 5,
    scale: 4,
    transformer: { to: (value: number) => value, from: (value: string | null) => (value === null ? 0 : Number(value)) },
  })
  implementationFeeShareFraction: number;

  @ForeignKey('UserEntity', { name: 'FK_affiliate_relation_created_by', onDelete: 'SET NULL' })
  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;
}
