import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { BaseEntity } from '#database';
import type { CaseActivityType } from '#events';

/** Where one delivery stands: PENDING until a 2xx answer (SUCCEEDED) or its last allowed try failed (FAILED). */
export enum PartnerWebhookDeliveryStatus {
  PENDING = 'PENDING',
  SUCCEEDED = 'SUCCEEDED',
  FAILED = 'FAILED',
}

/**
 * One case event to post to a partner's webhookUrl, written by a database trigger in the same transaction as
 * the case activity it reports (once per activity: `activity_id` is unique), only while the partner has
 * webhooks enabled. Its id is the Standard Webhooks `webhook-id`, the same on every try and on a replay, so a
 * receiver drops a repeat. The body is built once, at the first try, and sent unchanged afterwards.
 */
@Entity('partner_webhook_delivery')
@Index('partner_webhook_delivery_organization_created_idx', ['organizationId', 'createdAt', 'id'])
@Index('partner_webhook_delivery_due_idx', ['nextAttemptAt'], { where: "status = 'PENDING'" })
export class PartnerWebhookDeliveryEntity extends BaseEntity {
  @ForeignKey('OrganizationEntity', { name: 'FK_partner_webhook_delivery_organization', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  caseId: string;

  @Index('partner_webhook_delivery_activity_key', { unique: true })
  @ForeignKey('CaseActivityEntity', { name: 'FK_partner_webhook_delivery_activity', onDelete: 'CASCADE' })
  @Column({ type: 'uuid' })
  activityId: string;

  @Column({ type: 'varchar', length: 40 })
  activityType: CaseActivityType;

  @Column({ type: 'varchar', length: 20, default: PartnerWebhookDeliveryStatus.PENDING })
  status: PartnerWebhookDeliveryStatus;

  /** The exact bytes signed and posted; null until the first try built them. */
  @Column({ type: 'text', nullable: true })
  requestBody: string | null;

  @Column({ type: 'integer', default: 0 })
  attemptCount: number;

  /** Tries allowed in all; null: PARTNER_WEBHOOK_MAX_ATTEMPTS. A replay allows exactly one more. */
  @Column({ type: 'integer', nullable: true })
  maxAttempts: number | null;

  /** When the sweep may hand it to a worker next (moved on by a claim's lease and by back-off). */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column({ type: 'integer', nullable: true })
  lastResponseStatus: number | null;

  /** Why the last try failed (a network error, a timeout, a refused address); never the answer's body. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;
}
