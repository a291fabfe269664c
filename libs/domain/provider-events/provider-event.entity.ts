import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Provider } from './provider.js';

/** The fields of a webhook the product needs, not the whole request (no client addresses, no user agents). */
export type ProviderEventPayload = Record<string, unknown>;

/** Why a processed event changed nothing (null: it did its work). */
export const ProviderEventResult = {
  UNKNOWN_MESSAGE: 'UNKNOWN_MESSAGE',
  /** A cancellation of a booking the product never had. */
  UNKNOWN_BOOKING: 'UNKNOWN_BOOKING',
  /** A Stripe SetupIntent that no payment setup of ours made (another integration on the same account). */
  UNKNOWN_SETUP_INTENT: 'UNKNOWN_SETUP_INTENT',
  /** A pharmacy status for an order that is not one this pharmacy was sent. */
  UNKNOWN_ORDER: 'UNKNOWN_ORDER',
  /** A pharmacy status the order's status table does not allow now (late, repeated or out of order): kept, not applied. */
  STALE_ORDER_STATUS: 'STALE_ORDER_STATUS',
} as const;
export type ProviderEventResult = (typeof ProviderEventResult)[keyof typeof ProviderEventResult];

/**
 * One inbound provider webhook event, stored before it is answered. UNIQUE(provider, provider_event_id)
 * makes a replay of the same event a no-op. `processedAt` stays null until the worker handled it;
 * `error` says why an attempt did not (no handler yet, a failure), and such rows wait for a replay.
 */
@Entity('provider_event')
@Index('provider_event_provider_event_id_key', ['provider', 'providerEventId'], { unique: true })
@Index('provider_event_pending_idx', ['receivedAt'], { where: 'processed_at IS NULL AND error IS NULL' })
@Index('provider_event_passed_idx', ['receivedAt'], { where: 'processed_at IS NULL AND error IS NOT NULL' })
export class ProviderEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 40 })
  provider: Provider;

  /** The provider's own id: MessageSid, MessageSid:MessageStatus, sg_event_id, Message-ID or a body hash. */
  @Column({ type: 'varchar', length: 512 })
  providerEventId: string;

  @Column({ type: 'timestamptz', default: () => 'clock_timestamp()' })
  receivedAt: Date;

  /** When its job was last enqueued; the relay enqueues again what stays unprocessed for too long. */
  @Column({ type: 'timestamptz', nullable: true })
  enqueuedAt: Date | null;

  @Column({ type: 'jsonb' })
  payload: ProviderEventPayload;

  @Column({ type: 'timestamptz', nullable: true })
  processedAt: Date | null;

  /**
   * Set when a processed event changed nothing for a known reason: UNKNOWN_MESSAGE, a delivery status for a
   * message none of ours has (a Twilio status given up on once it waited PASSED_EVENT_RECHECK_AFTER_MS).
   */
  @Column({ type: 'varchar', length: 40, nullable: true })
  outcome: ProviderEventResult | null;

  /** Why it is not processed (no PHI): "no handler", a handler's reason, or the last failure's message. */
  @Column({ type: 'text', nullable: true })
  error: string | null;
}
