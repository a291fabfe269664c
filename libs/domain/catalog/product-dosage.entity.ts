import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseEntity } from '#database';
import { ProductEntity } from './product.entity.js';

/** A dosage a product is prescribed in (spec 000 §3 "dosage (value, unit)"). */
@Entity('product_dosage')
@Index('product_dosage_product_idx', ['productId'])
export class ProductDosageEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  productId: string;

  @ManyToOne(() => ProductEntity, (product) => product.dosages, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: Relation<ProductEntity>;

  @Column({ type: 'varchar', length: 50 })
  value: string;

  @Column({ type: 'varchar', length: 20 })
  unit: string;
}
