import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '#database';

/**
 * A product category: global (organizationId null, kept by the CV Admin) or an organization's own (kept by its
 * admin or owner, spec 001 updateOrganizationProductCategory). Names are unique within their scope.
 */
@Entity('product_category')
@Index('product_category_global_name_key', ['name'], { unique: true, where: 'organization_id IS NULL' })
@Index('product_category_organization_name_key', ['organizationId', 'name'], {
  unique: true,
  where: 'organization_id IS NOT NULL',
})
export class ProductCategoryEntity extends BaseEntity {
  @Column({ type: 'uuid', nullable: true })
  organizationId: string | null;

  @Column({ type: 'varchar', length: 100 })
  name: string;
}
