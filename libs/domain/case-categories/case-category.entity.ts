import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '#database';

/**
 * One case category of the catalogue the CV Admin keeps (spec 000 Organization "caseCategories (id, name,
 * linkName)"); organizations choose theirs from it (OrganizationCaseCategoryEntity).
 */
@Entity('case_category')
export class CaseCategoryEntity extends BaseEntity {
  /** Unique as written; the service also refuses one differing only in letter case. */
  @Index('case_category_name_key', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Index('case_category_link_name_key', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  linkName: string;
}
