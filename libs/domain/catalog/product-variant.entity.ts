import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseEntity } from '#database';
import { PharmacyEntity } from './pharmacy.entity.js';
import { ProductEntity } from './product.entity.js';

/** A sellable form of a product (name, code, strength, form, price, packaging, provider). Price in cents. */
@Entity('product_variant')
@Index('product_variant_pharmacy_idx', ['pharmacyId'], { where: 'pharmacy_id IS NOT NULL' })
@Index('product_variant_product_idx', ['productId'])
export class ProductVariantEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  productId: string;

  @ManyToOne(() => ProductEntity, (product) => product.variants, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Relation<ProductEntity>;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  code: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  strength: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  form: string | null;

  @Column({ type: 'integer', default: 0 })
  priceCents: number;

  @Column({ type: 'varchar', length: 3, default: 'USD' })
  currency: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  packaging: string | null;

  /** The provider: the pharmacy that fills this variant. */
  @Column({ type: 'uuid', nullable: true })
  pharmacyId: string | null;

  @ManyToOne(() => PharmacyEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'pharmacy_id' })
  pharmacy?: Relation<PharmacyEntity> | null;
}
