import { Check, Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '#database';

/**
 * A reusable message text (spec 000 "Communication template"), in one of three scopes:
 * - GLOBAL: isGlobal, no organization, no owner (CV Admin's, offered in every organization);
 * - ORGANIZATION: the organization's, no owner;
 * - USER: isPersonal, the owner's own, kept in the organization it was written in.
 * Documents, forms and case categories are ids: the template offers them when it is used.
 */
@Entity('communication_template')
@Check(
  'communication_template_scope_check',
  `(is_global AND organization_id IS NULL AND NOT is_personal AND owner_user_id IS NULL)
   OR (NOT is_global AND organization_id IS NOT NULL AND is_personal = (owner_user_id IS NOT NULL))`,
)
@Index('communication_template_organization_name_idx', ['organizationId', 'ownerUserId', 'name'])
export class CommunicationTemplateEntity extends BaseEntity {
  /** Null only for a global template. */
  @Column({ type: 'uuid', nullable: true })
  organizationId: string | null;

  /** The person a personal template belongs to; null for organization and global templates. */
  @Column({ type: 'uuid', nullable: true })
  ownerUserId: string | null;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  documentIds: string[];

  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  formIds: string[];

  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  caseCategoryIds: string[];

  @Column({ type: 'boolean', default: false })
  isGlobal: boolean;

  @Column({ type: 'boolean', default: false })
  isPersonal: boolean;
}
