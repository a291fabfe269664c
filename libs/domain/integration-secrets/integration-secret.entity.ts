import { Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BaseEntity } from '#database';
import { OrganizationEntity } from '#domain/organizations';

/** Spec 000 Enumerations "Integration secrets". */
export enum IntegrationSecretType {
  /** Signs a scheduling service's (Calendly's) webhook deliveries. */
  CALENDLY_SIGNATURE = 'CALENDLY_SIGNATURE',
  /** A prescribing service's key. */
  DOSE_SPOT = 'DOSE_SPOT',
}

/**
 * One secret per organization and type. Kept as issued because a signature is verified by computing it
 * again (an HMAC key cannot be stored as a one-way hash); no operation ever reads it back out: it is shown
 * once, when created, and creating another replaces it (rotation).
 */
@Entity('organization_secret_key')
@Index('organization_secret_key_organization_type_key', ['organizationId', 'type'], { unique: true })
export class IntegrationSecretEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  organizationId: string;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'FK_organization_secret_key_organization' })
  organization?: Relation<OrganizationEntity>;

  @Column({ type: 'varchar', length: 40 })
  type: IntegrationSecretType;

  @Column({ type: 'varchar', length: 200 })
  secret: string;

  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;
}
