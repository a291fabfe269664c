import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { BaseEntity } from '#database';

/**
 * The organization's Standard Webhooks signing secret (`whsec_<base64>`). Kept as issued because signing
 * needs it; no operation reads it back: it is shown once, when issued, and issuing another replaces it.
 */
@Entity('partner_webhook_secret')
export class PartnerWebhookSecretEntity extends BaseEntity {
  @Index('partner_webhook_secret_organization_key', { unique: true })
  @ForeignKey('OrganizationEntity', { name: 'FK_partner_webhook_secret_organization', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'varchar', length: 200 })
  secret: string;

  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;
}
