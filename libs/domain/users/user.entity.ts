import type { AccessibilityPreferences } from './user-settings.js';
import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, type Relation } from 'typeorm';
import { BaseEntity } from '#database';
import type { Role } from '#access';
import { CustomRoleEntity } from '#domain/organizations';
import { Gender } from './gender.js';
import { OrganizationAccessEntity } from './organization-access.entity.js';

/** A person who signs in; `id` is also the identity provider's uid. */
@Entity('app_user')
@Index('app_user_custom_role_idx', ['customRoleId'], { where: 'custom_role_id IS NOT NULL' })
@Index('app_user_organization_role_idx', ['organizationId', 'role', 'createdAt', 'id'])
// On the digits of phone_number, for threading inbound texts (migration AppUserPhoneDigits).
@Index('app_user_phone_digits_idx', { synchronize: false })
export class UserEntity extends BaseEntity {
  // Unique among users not deleted: a deleted user's address is free for a new account.
  @Index('app_user_email_key', { unique: true, where: 'deleted_at IS NULL' })
  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 320, nullable: true })
  secondaryEmail: string | null;

  @Column({ type: 'varchar', length: 20 })
  role: Role;

  @Column({ type: 'uuid', nullable: true })
  customRoleId: string | null;

  @ManyToOne(() => CustomRoleEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'custom_role_id' })
  customRole?: Relation<CustomRoleEntity> | null;

  @Column({ type: 'varchar', length: 100, default: '' })
  firstName: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  lastName: string;

  /** Null for TPAs and multi-organization admins who act only through organizationAccess. */
  @Column({ type: 'uuid', nullable: true })
  organizationId: string | null;

  @Column({ type: 'uuid', nullable: true })
  homeOrganizationId: string | null;

  @OneToMany(() => OrganizationAccessEntity, (access) => access.user)
  organizationAccess?: Relation<OrganizationAccessEntity>[];

  @Column({ type: 'varchar', length: 100, nullable: true })
  employeeId: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  department: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  jobTitle: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  directSupervisor: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  npi: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  dea: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  gender: Gender | null;

  @Column({ type: 'date', nullable: true })
  dob: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phoneNumber: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  slackId: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  title: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  titleSuffix: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  state: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  postalCode: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  country: string | null;

  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true })
  hoursWorkedPerWeek: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  availableInStates: string[];

  @Column({ type: 'uuid', nullable: true })
  partnerIntegrationInfoId: string | null;

  /** Identifiers of this prescriber at outside prescribing services, keyed by service. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  prescriberIds: Record<string, string>;

  @Column({ type: 'boolean', default: false })
  isMultiOrgAdmin: boolean;

  @Column({ type: 'boolean', default: false })
  isCVAdminCreator: boolean;

  @Column({ type: 'boolean', default: false })
  notificationsDisabled: boolean;

  @Column({ type: 'boolean', default: false })
  smsNotificationsDisabled: boolean;

  /** The person's own accessibility preferences (text size, contrast, motion, font); null: never saved. */
  @Column({ type: 'jsonb', nullable: true })
  accessibilitySettings: AccessibilityPreferences | null;
  /** Set when the user was deleted: the row stays so their cases and timeline still name them. */
  @Column({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  get fullName(): string {
    return [this.firstName, this.lastName].filter(Boolean).join(' ');
  }
}
