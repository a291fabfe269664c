import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '#database';
import { CaseMessageType, MessageChannel } from './case-message.enums.js';

/**
 * One e-mail or text message to or from the employee of a case. `type` carries direction and state. An
 * outbound one waits _PENDING until the worker claims it for an attempt (`nextAttemptAt`) and settles it.
 */
@Entity('case_message')
@Index('case_message_organization_case_created_idx', ['organizationId', 'caseId', 'createdAt', 'id'])
// The organization's message log, newest first, pages along the first; a type or status filter (failures,
// pending sends: few rows among many) reads the second instead of walking the whole log.
@Index('case_message_organization_created_idx', ['organizationId', 'createdAt', 'id'])
@Index('case_message_organization_type_created_idx', ['organizationId', 'type', 'createdAt', 'id'])
// The worker's claims read only the messages still to send, the longest due first.
@Index('case_message_outbound_due_idx', ['nextAttemptAt'], {
  where: "type IN ('OUTBOUND_EMAIL_PENDING', 'OUTBOUND_SMS_PENDING')",
})
// Status callbacks find their message by Twilio's SID; an inbound message is stored once per SID.
@Index('case_message_provider_message_id_idx', ['providerMessageId'], { where: 'provider_message_id IS NOT NULL' })
@Index('case_message_inbound_provider_message_id_key', ['channel', 'providerMessageId'], {
  unique: true,
  where: "type LIKE 'INBOUND%'",
})
// Inbound messages the case team has not acknowledged: counts, the case-list filter and chat's unread badges.
@Index('case_message_unacknowledged_inbound_idx', ['organizationId', 'caseId', 'createdAt'], {
  where: "type LIKE 'INBOUND%' AND acknowledged_at IS NULL",
})
export class CaseMessageEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  organizationId: string;

  @Column({ type: 'uuid' })
  caseId: string;

  @Column({ type: 'varchar', length: 10 })
  channel: MessageChannel;

  @Column({ type: 'varchar', length: 30 })
  type: CaseMessageType;

  /** The employee's e-mail address or phone number, as used when the message was written. */
  @Column({ type: 'varchar', length: 320 })
  toAddress: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  subject: string | null;

  /** What the case team wrote; the employee reads it after signing in. */
  @Column({ type: 'text' })
  body: string;

  /** What went to the provider: by default a notice without PHI, the full text only if the organization allows. */
  @Column({ type: 'text' })
  sentBody: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  providerMessageId: string | null;

  /** The provider's last delivery status (Twilio: queued, sent, delivered, undelivered, failed). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  providerStatus: string | null;

  /** The provider's reason for the last failure (staff only). */
  @Column({ type: 'text', nullable: true })
  errorReason: string | null;

  /** Attempts claimed so far, the one under way included. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /**
   * Outbound, while _PENDING: when it may next be claimed. A claim pushes it by the lease (a worker that
   * dies mid-send leaves the message to a later claim), a failed attempt by its back-off.
   */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;

  /** Inbound only: when the case team acknowledged it (null: still unacknowledged). */
  @Column({ type: 'timestamptz', nullable: true })
  acknowledgedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  acknowledgedById: string | null;
}
