import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseEntity } from '#database';
import { OrganizationEntity } from '#domain/organizations';
import { ProductCategoryEntity } from './product-category.entity.js';
import { ProductEntity } from './product.entity.js';

/** A global product an organization offers, at its own price (cents per priceUnit). */
@Entity('organization_product')
@Index('organization_product_category_idx', ['categoryId'], { where: 'category_id IS NOT NULL' })
@Index('organization_product_product_idx', ['productId'])
@Index('organization_product_key', ['organizationId', 'productId'], { unique: true })
export class OrganizationProductEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id' })
  organization?: Relation<OrganizationEntity>;

  @Column({ type: 'uuid' })
  productId: string;

  @ManyToOne(() => ProductEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Relation<ProductEntity>;

  /** The organization's own category for it (organizationProductsByCategory), if any. */
  @Column({ type: 'uuid', nullable: true })
  categoryId: string | null;

  @ManyToOne(() => ProductCategoryEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'category_id' })
  category?: Relation<ProductCategoryEntity> | null;

  @Column({ type: 'integer', default: 0 })
  priceCents: number;

  @Column({ type: 'varchar', length: 40, default: 'month' })
  priceUnit: string;

  @Column({ type: 'boolean', default: false })
  isFormulary: boolean;

  /** Set by setOrganizationDefaultProducts (CV Admin). */
  @Column({ type: 'boolean', default: false })
  isDefault: boolean;
}
