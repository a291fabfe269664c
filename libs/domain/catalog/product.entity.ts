import { Column, Entity, Index, JoinTable, ManyToMany, OneToMany, type Relation } from 'typeorm';
import { BaseEntity } from '#database';
import { ProductCategoryEntity } from './product-category.entity.js';
import { ProductDosageEntity } from './product-dosage.entity.js';
import { ProductVariantEntity } from './product-variant.entity.js';

/** A global product (spec 000 §3 "Product"), added and updated by the CV Admin only. */
@Entity('product')
export class ProductEntity extends BaseEntity {
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 4000, default: '' })
  description: string;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'boolean', default: true })
  isVisible: boolean;

  @Index('product_link_name_key', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  linkName: string;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  webhookUrl: string | null;

  @ManyToMany(() => ProductCategoryEntity)
  @JoinTable({
    name: 'product_category_link',
    joinColumn: { name: 'product_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'product_category_id', referencedColumnName: 'id' },
  })
  categories?: Relation<ProductCategoryEntity[]>;

  @OneToMany(() => ProductVariantEntity, (variant) => variant.product)
  variants?: Relation<ProductVariantEntity[]>;

  @OneToMany(() => ProductDosageEntity, (dosage) => dosage.product)
  dosages?: Relation<ProductDosageEntity[]>;
}
