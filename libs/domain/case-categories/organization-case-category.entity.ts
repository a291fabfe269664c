import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { OrganizationEntity } from '#domain/organizations';
import { CaseCategoryEntity } from './case-category.entity.js';

/** A case category an organization uses; the set is replaced whole by updateOrganizationCategories. */
@Entity('organization_case_category')
@Index('organization_case_category_category_idx', ['caseCategoryId'])
export class OrganizationCaseCategoryEntity {
  @PrimaryColumn({ type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id' })
  organization?: Relation<OrganizationEntity>;

  @PrimaryColumn({ type: 'uuid' })
  caseCategoryId: string;

  @ManyToOne(() => CaseCategoryEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'case_category_id' })
  caseCategory?: Relation<CaseCategoryEntity>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
