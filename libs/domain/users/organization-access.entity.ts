import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseEntity } from '#database';
import type { OrganizationAccessRole } from '#access';
import { CustomRoleEntity, OrganizationEntity } from '#domain/organizations';
import type { UserEntity } from './user.entity.js';

/** Lets a TPA or a multi-organization admin act in an organization other than its own. */
@Entity('organization_access')
@Index('organization_access_custom_role_idx', ['customRoleId'], { where: 'custom_role_id IS NOT NULL' })
@Index('organization_access_organization_user_key', ['organizationId', 'userId'], { unique: true })
export class OrganizationAccessEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id' })
  organization?: Relation<OrganizationEntity>;

  @Index('organization_access_user_idx')
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne('UserEntity', 'organizationAccess', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<UserEntity>;

  /** A Role, or for a TPA its sub-role (TPALEGAL, TPAMEDICAL, TPASUPPORT). */
  @Column({ type: 'varchar', length: 20 })
  role: OrganizationAccessRole;

  @Column({ type: 'uuid', nullable: true })
  customRoleId: string | null;

  @ManyToOne(() => CustomRoleEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'custom_role_id' })
  customRole?: Relation<CustomRoleEntity> | null;
}
