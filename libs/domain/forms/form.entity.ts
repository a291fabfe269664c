import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '#database';

/** A form; what respondents answer is one of its immutable versions. organizationId null: a global form. */
@Entity('form')
@Index('form_organization_link_name_key', ['organizationId', 'linkName'], { unique: true })
@Index('form_organization_active_idx', ['organizationId', 'isActive', 'name'])
export class FormEntity extends BaseEntity {
  @Column({ type: 'uuid', nullable: true })
  organizationId: string | null;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** Short link slug: /l/{linkName} and accommodations/request/{linkName}. */
  @Column({ type: 'varchar', length: 100 })
  linkName: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'boolean', default: false })
  isGlobal: boolean;

  /** The organization's default request form (at most one per organization). */
  @Column({ type: 'boolean', default: false })
  isDefault: boolean;

  @Column({ type: 'boolean', default: false })
  showStepsIndividually: boolean;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  caseTypes: string[];

  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  caseCategoryIds: string[];

  /** The newest published version; null until the first publish. */
  @Column({ type: 'uuid', nullable: true })
  currentVersionId: string | null;
}
