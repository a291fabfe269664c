import { Column, Entity, Index, JoinColumn, JoinTable, ManyToMany, ManyToOne, type Relation } from 'typeorm';
import { BaseEntity } from '#database';
import { OrganizationEntity } from '#domain/organizations';
import { ProductEntity } from './product.entity.js';

/** A bundle an organization sells on its landing page (spec 000 §3 "Product bundle"). Money in cents. */
@Entity('product_bundle')
@Index('product_bundle_organization_position_idx', ['organizationId', 'position'])
@Index('product_bundle_link_name_key', ['organizationId', 'linkName'], { unique: true })
export class ProductBundleEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id' })
  organization?: Relation<OrganizationEntity>;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 4000, default: '' })
  description: string;

  @Column({ type: 'integer', default: 0 })
  priceCents: number;

  @Column({ type: 'varchar', length: 40, default: 'month' })
  priceUnit: string;

  @Column({ type: 'integer', default: 0 })
  initialDiscountCents: number;

  @Column({ type: 'integer', default: 0 })
  oneTimeFeeCents: number;

  @Column({ type: 'integer', default: 0 })
  recurringFeeCents: number;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'varchar', length: 100 })
  linkName: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  tag: string | null;

  @Column({ type: 'boolean', default: true })
  isVisible: boolean;

  @Column({ type: 'boolean', default: false })
  isSoldOut: boolean;

  /** Shown on the bundle card in the list while sold out. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  soldOutListText: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  soldOutModalTitle: string | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  soldOutModalText: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  soldOutModalButtonText: string | null;

  @Column({ type: 'varchar', length: 7, nullable: true })
  soldOutModalButtonColor: string | null;

  @Column({ type: 'varchar', length: 7, nullable: true })
  soldOutModalButtonTextColor: string | null;

  /** The eligibility form version sign-up opens; null means the partner default form version. */
  @Column({ type: 'uuid', nullable: true })
  formVersionId: string | null;

  @Column({ type: 'integer', nullable: true })
  followUpFormPeriodDays: number | null;

  @Column({ type: 'uuid', nullable: true })
  followUpFormVersionId: string | null;

  /** Order on the landing page and the products screen; replaced whole by updateProductBundlesOrder. */
  @Column({ type: 'integer', default: 0 })
  position: number;

  @ManyToMany(() => ProductEntity)
  @JoinTable({
    name: 'product_bundle_product',
    joinColumn: { name: 'product_bundle_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'product_id', referencedColumnName: 'id' },
  })
  products?: Relation<ProductEntity[]>;
}
